// Shapes that symbols are built from, in the unit square: a disc, a thick polyline, a cross.
import Foundation
import PopshotGraphics

extension Symbol {
  static let disc = Path.circle(center: Point(x: 0.5, y: 0.5), radius: 0.5)

  /// A polyline thickened into one simple polygon with miter corners (a knock-out for even-odd).
  static func band(_ pts: [Point], halfWidth w: Double) -> Path {
    func normal(_ a: Point, _ b: Point) -> Point {
      let d = b - a
      let l = d.length
      return Point(x: -d.y / l * w, y: d.x / l * w)
    }
    var left: [Point] = []
    var right: [Point] = []
    for i in pts.indices {
      let n: Point
      if i == 0 {
        n = normal(pts[0], pts[1])
      } else if i == pts.count - 1 {
        n = normal(pts[i - 1], pts[i])
      } else {
        let a = normal(pts[i - 1], pts[i])
        let b = normal(pts[i], pts[i + 1])
        let m = Point(x: a.x + b.x, y: a.y + b.y)
        let k = (w * w) / (m.x * a.x + m.y * a.y)
        n = m * k
      }
      left.append(pts[i] + n)
      right.append(pts[i] - n)
    }
    var path = Path()
    let ring = left + right.reversed()
    path.move(to: ring[0])
    for q in ring.dropFirst() { path.line(to: q) }
    path.close()
    return path
  }

  /// An × as one simple 12-sided polygon.
  static func cross(center c: Point, arm: Double, halfWidth w: Double) -> Path {
    var pts: [Point] = []
    for k in 0..<4 {
      let a = Double.pi / 4 + Double(k) * Double.pi / 2
      let (ux, uy) = (cos(a), sin(a))
      let (vx, vy) = (-sin(a), cos(a))
      pts.append(Point(x: c.x + ux * arm - vx * w, y: c.y + uy * arm - vy * w))
      pts.append(Point(x: c.x + ux * arm + vx * w, y: c.y + uy * arm + vy * w))
      let b = a + Double.pi / 4
      let inner = w * 2.0.squareRoot()
      pts.append(Point(x: c.x + cos(b) * inner, y: c.y + sin(b) * inner))
    }
    var path = Path()
    path.move(to: pts[0])
    for q in pts.dropFirst() { path.line(to: q) }
    path.close()
    return path
  }

  /// A swift in flight: body, wing and forked tail in one outline.
  static let swiftBird: Path = {
    var b = Path()
    func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
    b.move(to: p(0.06, 0.63))
    b.cubic(to: p(0.78, 0.80), control1: p(0.35, 0.85), control2: p(0.62, 0.88))
    b.cubic(to: p(0.96, 0.98), control1: p(0.86, 0.86), control2: p(0.93, 0.93))
    b.cubic(to: p(0.88, 0.55), control1: p(1.0, 0.82), control2: p(0.97, 0.66))
    b.cubic(to: p(0.55, 0.02), control1: p(0.97, 0.28), control2: p(0.80, 0.08))
    b.cubic(to: p(0.64, 0.56), control1: p(0.70, 0.22), control2: p(0.72, 0.42))
    b.cubic(to: p(0.14, 0.14), control1: p(0.47, 0.45), control2: p(0.28, 0.28))
    b.cubic(to: p(0.50, 0.55), control1: p(0.25, 0.30), control2: p(0.37, 0.42))
    b.cubic(to: p(0.08, 0.26), control1: p(0.37, 0.48), control2: p(0.22, 0.38))
    b.cubic(to: p(0.55, 0.66), control1: p(0.20, 0.42), control2: p(0.38, 0.58))
    b.cubic(to: p(0.06, 0.63), control1: p(0.40, 0.72), control2: p(0.22, 0.70))
    b.close()
    return b
  }()
}
