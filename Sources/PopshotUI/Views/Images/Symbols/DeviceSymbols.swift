// Devices and commerce: camera, microphone, phone, cart, Wi-Fi, battery.
import Foundation
import PopshotGraphics

extension Symbol {
  static let deviceSymbols: [String: SymbolArt] = {
    var table: [String: SymbolArt] = [:]
    let camera = polygon([
      pt(0, 0.22), pt(0.34, 0.22), pt(0.44, 0.04), pt(0.86, 0.04), pt(0.96, 0.22), pt(1.3, 0.22),
      pt(1.3, 1.0), pt(0, 1.0),
    ])
    let lens = Path.circle(center: pt(0.65, 0.6), radius: 0.22)
    table.add(
      "camera",
      SymbolArt.pair(
        1.3, 1.0, { _ in camera }, inner: { _ in [.stroke(lens)] },
        holes: { s in
          joined([
            .circle(center: pt(0.65, 0.6), radius: 0.22 + s / 2),
            .circle(center: pt(0.65, 0.6), radius: 0.22 - s / 2),
          ])
        }))
    let capsule = rrect(0.2, 0, 0.35, 0.72, 0.175)
    let cradle = joined([
      arc(pt(0.375, 0.46), 0.375, from: 0, to: 180), lines([pt(0.375, 0.835), pt(0.375, 1.15)]),
    ])
    table.add(
      "mic", SymbolArt.pair(0.75, 1.15, { _ in capsule }, shared: { _ in [.stroke(cradle)] }))
    // The handset: a band along an arc, wider at the ear and mouth pieces.
    let handset: Path = {
      let c = pt(0.94, 0.08)
      let r = 0.72
      var outer: [Point] = []
      var inner: [Point] = []
      for k in 0...24 {
        let deg = 190 - 110 * Double(k) / 24
        let edge = abs(deg - 135) / 55
        let h = 0.09 + 0.1 * pow(edge, 4)
        let a = deg * .pi / 180
        outer.append(pt(c.x + (r + h) * cos(a), c.y + (r + h) * sin(a)))
        inner.append(pt(c.x + (r - h) * cos(a), c.y + (r - h) * sin(a)))
      }
      return polygon(outer + inner.reversed())
    }()
    table.add("phone", SymbolArt.pair(1.05, 1.05, { _ in handset }))
    let basket = polygon([pt(0.22, 0.24), pt(1.25, 0.24), pt(1.12, 0.62), pt(0.31, 0.62)])
    let frame = polyline([pt(0, 0.03), pt(0.16, 0.03), pt(0.33, 0.78), pt(1.1, 0.78)])
    let wheels = joined([
      Path.circle(center: pt(0.42, 1.0), radius: 0.08), .circle(center: pt(1.0, 1.0), radius: 0.08),
    ])
    table.add(
      "cart",
      SymbolArt.pair(
        1.25, 1.08, { _ in basket }, shared: { _ in [.stroke(frame), .solid(wheels)] }))
    let waves = joined([0.3, 0.58, 0.86].map { arc(pt(0.6, 0.9), $0, from: 225, to: 315) })
    table["wifi"] = .drawn(1.2, 0.9) { s in
      [.stroke(waves), .fill(.circle(center: pt(0.6, 0.84), radius: 0.06 + s * 0.5))]
    }
    table["battery.100"] = .drawn(1.6, 0.75) { _ in
      [
        .stroke(rrect(0, 0, 1.45, 0.75, 0.2), secondary: true),
        .fill(rrect(1.53, 0.25, 0.07, 0.25, 0.035), secondary: true),
        .fill(rrect(0.13, 0.13, 1.19, 0.49, 0.09)),
      ]
    }
    return table
  }()
}
