// SF Symbols stand-ins: Popshot's own vector drawings of the symbols the seeds use, sized by the
// font like symbols are (the glyph box is a multiple of the point size; SF's medium scale). They
// are drawn to read as the same symbol at a glance, not to match Apple's artwork.
import Foundation
import PopshotGraphics

/// A named symbol and how to draw it.
public struct Symbol: Hashable, Sendable {
  public let name: String
  public init(name: String) { self.name = name }

  /// The names Popshot can draw.
  public static let known: [String] = [
    "info.circle.fill", "exclamationmark.triangle.fill", "checkmark.circle.fill",
    "xmark.circle.fill",
    "xmark", "star.fill", "swift",
  ]
  public var isKnown: Bool { Symbol.known.contains(name) }

  /// The glyph box in ems (multiples of the point size).
  var box: (width: Double, height: Double) {
    switch name {
    case "info.circle.fill", "checkmark.circle.fill", "xmark.circle.fill": return (1.2, 1.2)
    case "exclamationmark.triangle.fill": return (1.3, 1.15)
    case "xmark": return (0.8, 0.8)
    case "star.fill": return (1.2, 1.15)
    case "swift": return (1.25, 1.1)
    default: return (1.0, 1.0)
    }
  }

  /// The symbol's size at a font's point size.
  public func size(pointSize: Double) -> Size {
    Size(width: box.width * pointSize, height: box.height * pointSize)
  }

  /// The drawing operations of the symbol stretched over `frame`.
  func drawing(in frame: Rect, paint: Paint) -> [DisplayItem] {
    let t = Transform(a: frame.width, b: 0, c: 0, d: frame.height, tx: frame.minX, ty: frame.minY)
    func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
    switch name {
    case "info.circle.fill":
      var path = Symbol.disc
      path.append(.circle(center: p(0.5, 0.29), radius: 0.075))
      path.append(
        .roundedRect(Rect(x: 0.44, y: 0.42, width: 0.12, height: 0.35), cornerRadius: 0.05))
      return [.fill(path.applying(t), paint, .evenOdd)]
    case "exclamationmark.triangle.fill":
      var path = Path()
      path.move(to: p(0.43, 0.08))
      path.quad(to: p(0.57, 0.08), control: p(0.5, -0.04))
      path.line(to: p(0.96, 0.83))
      path.quad(to: p(0.89, 0.96), control: p(1.03, 0.96))
      path.line(to: p(0.11, 0.96))
      path.quad(to: p(0.04, 0.83), control: p(-0.03, 0.96))
      path.close()
      path.append(
        .roundedRect(Rect(x: 0.455, y: 0.33, width: 0.09, height: 0.36), cornerRadius: 0.045))
      path.append(.circle(center: p(0.5, 0.8), radius: 0.06))
      return [.fill(path.applying(t), paint, .evenOdd)]
    case "checkmark.circle.fill":
      var path = Symbol.disc
      path.append(Symbol.band([p(0.28, 0.52), p(0.44, 0.68), p(0.73, 0.35)], halfWidth: 0.048))
      return [.fill(path.applying(t), paint, .evenOdd)]
    case "xmark.circle.fill":
      var path = Symbol.disc
      path.append(Symbol.cross(center: p(0.5, 0.5), arm: 0.26, halfWidth: 0.055))
      return [.fill(path.applying(t), paint, .evenOdd)]
    case "xmark":
      var path = Path()
      path.move(to: p(0.1, 0.1))
      path.line(to: p(0.9, 0.9))
      path.move(to: p(0.9, 0.1))
      path.line(to: p(0.1, 0.9))
      let width = 0.14 * min(frame.width, frame.height)
      return [.stroke(path.applying(t), StrokeStyle(width: width, cap: .round), paint)]
    case "star.fill":
      var path = Path()
      for k in 0..<10 {
        let r = k % 2 == 0 ? 0.5 : 0.2
        let a = -Double.pi / 2 + Double(k) * Double.pi / 5
        let q = p(0.5 + r * cos(a), 0.54 + r * sin(a))
        if k == 0 { path.move(to: q) } else { path.line(to: q) }
      }
      path.close()
      return [.fill(path.applying(t), paint, .nonZero)]
    case "swift":
      return [.fill(Symbol.swiftBird.applying(t), paint, .nonZero)]
    default:
      let outline = Path.roundedRect(
        Rect(x: 0.08, y: 0.08, width: 0.84, height: 0.84), cornerRadius: 0.15)
      return [
        .stroke(
          outline.applying(t), StrokeStyle(width: 0.08 * min(frame.width, frame.height)), paint)
      ]
    }
  }

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
