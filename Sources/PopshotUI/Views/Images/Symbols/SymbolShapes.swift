// Builders for symbols drawn in ems: points, polylines, arcs, and the filled marks (plus, bar,
// round-ended segment) that circled and filled symbols knock out of their base.
import Foundation
import PopshotGraphics

extension Symbol {
  static func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

  /// An open polyline.
  static func polyline(_ pts: [Point]) -> Path {
    var path = Path()
    path.move(to: pts[0])
    for q in pts.dropFirst() { path.line(to: q) }
    return path
  }

  /// A closed polygon.
  static func polygon(_ pts: [Point]) -> Path {
    var path = polyline(pts)
    path.close()
    return path
  }

  static func rrect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) -> Path {
    Path.roundedRect(Rect(x: x, y: y, width: w, height: h), cornerRadius: r)
  }

  /// A circular arc as its own open subpath; angles in degrees, clockwise on screen from +x.
  static func arc(_ c: Point, _ r: Double, from a0: Double, to a1: Double) -> Path {
    var path = Path()
    path.arc(center: c, radius: r, from: a0, to: a1)
    return path
  }

  /// A segment from `a` to `b` thickened to `halfWidth` with round ends, as one polygon.
  static func segment(_ a: Point, _ b: Point, halfWidth w: Double) -> Path {
    let d = b - a
    let base = atan2(d.y, d.x) * 180 / .pi
    var path = Path()
    path.arc(center: b, radius: w, from: base - 90, to: base + 90)
    path.arc(center: a, radius: w, from: base + 90, to: base + 270)
    path.close()
    return path
  }

  /// A + of two bars as one 12-sided polygon.
  static func plusMark(_ c: Point, arm: Double, halfWidth w: Double) -> Path {
    let (x, y) = (c.x, c.y)
    return polygon([
      pt(x - w, y - arm), pt(x + w, y - arm), pt(x + w, y - w), pt(x + arm, y - w),
      pt(x + arm, y + w), pt(x + w, y + w), pt(x + w, y + arm), pt(x - w, y + arm),
      pt(x - w, y + w), pt(x - arm, y + w), pt(x - arm, y - w), pt(x - w, y - w),
    ])
  }

  /// A polyline through points sampled on an arc (for thickening curved strokes with `band`).
  static func arcPoints(_ c: Point, _ r: Double, from a0: Double, to a1: Double, steps: Int = 12)
    -> [Point]
  {
    (0...steps).map { k in
      let a = (a0 + (a1 - a0) * Double(k) / Double(steps)) * .pi / 180
      return pt(c.x + r * cos(a), c.y + r * sin(a))
    }
  }
}

extension Path {
  /// Continues the path with a circular arc (a line to its start first, or a move when the path
  /// is empty); angles in degrees, clockwise on screen from +x; `to` below `from` runs back.
  mutating func arc(center c: Point, radius r: Double, from a0: Double, to a1: Double) {
    func at(_ deg: Double) -> Point {
      let a = deg * .pi / 180
      return Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
    }
    if isEmpty { move(to: at(a0)) } else { line(to: at(a0)) }
    let pieces = max(1, Int((abs(a1 - a0) / 90).rounded(.up)))
    let step = (a1 - a0) / Double(pieces)
    let k = 4.0 / 3.0 * tan(step * .pi / 180 / 4)
    for i in 0..<pieces {
      let s = (a0 + step * Double(i)) * .pi / 180
      let e = s + step * .pi / 180
      let p0 = at(s * 180 / .pi)
      let p3 = at(e * 180 / .pi)
      let c1 = Point(x: p0.x - k * r * sin(s), y: p0.y + k * r * cos(s))
      let c2 = Point(x: p3.x + k * r * sin(e), y: p3.y - k * r * cos(e))
      cubic(to: p3, control1: c1, control2: c2)
    }
  }
}

extension Symbol {
  /// Several open polylines as one path.
  static func lines(_ parts: [Point]...) -> Path {
    var path = Path()
    for part in parts { path.append(polyline(part)) }
    return path
  }

  /// Several paths as one.
  static func joined(_ parts: [Path]) -> Path {
    var path = Path()
    for part in parts { path.append(part) }
    return path
  }
}
