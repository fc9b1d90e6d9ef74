// The symbols the seeds use: circled info, check and cross, the warning triangle, the cross, the
// star and the Swift bird.
import Foundation
import PopshotGraphics

extension Symbol {
  static let seedSymbols: [String: SymbolArt] = {
    func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
    var info = disc
    info.append(.circle(center: p(0.5, 0.29), radius: 0.075))
    info.append(.roundedRect(Rect(x: 0.44, y: 0.42, width: 0.12, height: 0.35), cornerRadius: 0.05))

    var warning = Path()
    warning.move(to: p(0.43, 0.08))
    warning.quad(to: p(0.57, 0.08), control: p(0.5, -0.04))
    warning.line(to: p(0.96, 0.83))
    warning.quad(to: p(0.89, 0.96), control: p(1.03, 0.96))
    warning.line(to: p(0.11, 0.96))
    warning.quad(to: p(0.04, 0.83), control: p(-0.03, 0.96))
    warning.close()
    warning.append(
      .roundedRect(Rect(x: 0.455, y: 0.33, width: 0.09, height: 0.36), cornerRadius: 0.045))
    warning.append(.circle(center: p(0.5, 0.8), radius: 0.06))

    var check = disc
    check.append(band([p(0.28, 0.52), p(0.44, 0.68), p(0.73, 0.35)], halfWidth: 0.048))

    var crossed = disc
    crossed.append(cross(center: p(0.5, 0.5), arm: 0.26, halfWidth: 0.055))

    var xmark = Path()
    xmark.move(to: p(0.1, 0.1))
    xmark.line(to: p(0.9, 0.9))
    xmark.move(to: p(0.9, 0.1))
    xmark.line(to: p(0.1, 0.9))

    var star = Path()
    for k in 0..<10 {
      let r = k % 2 == 0 ? 0.5 : 0.2
      let a = -Double.pi / 2 + Double(k) * Double.pi / 5
      let q = p(0.5 + r * cos(a), 0.54 + r * sin(a))
      if k == 0 { star.move(to: q) } else { star.line(to: q) }
    }
    star.close()

    return [
      "info.circle.fill": .filled(1.2, 1.2, info),
      "exclamationmark.triangle.fill": .filled(1.3, 1.15, warning),
      "checkmark.circle.fill": .filled(1.2, 1.2, check),
      "xmark.circle.fill": .filled(1.2, 1.2, crossed),
      // As iOS inks it: two strokes from 0.1 to 0.9 of a 14.95 pt box at 17 pt, stroked 0.087
      // of it (1.3 pt) with round caps, 13.26 pt of ink; its frame is `MeasuredFrame.table`'s.
      "xmark": .stroked(14.95 / 17, 14.95 / 17, lineWidth: 0.087, join: .miter, xmark),
      "star.fill": .filled(1.2, 1.15, rule: .nonZero, star),
      "swift": .filled(1.25, 1.1, rule: .nonZero, swiftBird),
    ]
  }()
}
