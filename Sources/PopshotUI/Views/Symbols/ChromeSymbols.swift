// The symbols the bars' own chrome and their tests use: the search field's magnifying glass, a
// tab bar's house and gear, and the plus of an add button.
import Foundation
import PopshotGraphics

extension Symbol {
  static let chromeSymbols: [String: SymbolArt] = {
    func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    // A ring with a handle from its lower right, stroked.
    var glass = Path.circle(center: p(0.42, 0.42), radius: 0.32)
    glass.move(to: p(0.66, 0.66))
    glass.line(to: p(0.92, 0.92))

    // A roof over a body with a door cut out.
    var house = Path()
    house.move(to: p(0.5, 0.04))
    house.line(to: p(0.98, 0.46))
    house.line(to: p(0.86, 0.46))
    house.line(to: p(0.86, 0.96))
    house.line(to: p(0.14, 0.96))
    house.line(to: p(0.14, 0.46))
    house.line(to: p(0.02, 0.46))
    house.close()
    house.append(.roundedRect(Rect(x: 0.4, y: 0.6, width: 0.2, height: 0.36), cornerRadius: 0.04))

    // Eight teeth around a disc with a hole.
    var gear = Path()
    let teeth = 8
    for k in 0..<(teeth * 4) {
      let r = (k % 4 == 0 || k % 4 == 1) ? 0.5 : 0.4
      let a = Double(k) * 2 * Double.pi / Double(teeth * 4)
      let q = p(0.5 + r * cos(a), 0.5 + r * sin(a))
      if k == 0 { gear.move(to: q) } else { gear.line(to: q) }
    }
    gear.close()
    gear.append(.circle(center: p(0.5, 0.5), radius: 0.16))

    var plus = Path()
    plus.move(to: p(0.5, 0.08))
    plus.line(to: p(0.5, 0.92))
    plus.move(to: p(0.08, 0.5))
    plus.line(to: p(0.92, 0.5))

    return [
      "magnifyingglass": .stroked(0.95, 0.95, lineWidth: 0.12, glass),
      "house.fill": .filled(1.3, 1.1, house),
      "gearshape.fill": .filled(1.15, 1.15, gear),
      "plus": .stroked(0.9, 0.9, lineWidth: 0.12, plus),
    ]
  }()
}
