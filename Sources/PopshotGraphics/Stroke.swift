// Stroking turns a path's outline into polygons to fill with the non-zero rule.
//
// Design: each straight piece of the flattened outline becomes a quadrilateral, each corner a
// join polygon and each open end a cap polygon, all oriented the same way. Under the non-zero
// rule their union is the stroke; seams between neighbouring pieces cancel exactly because the
// rasterizer accumulates signed area. This is simpler than tracing one offset outline and
// gives the same pixels except for a hair of extra coverage where an inner corner's overlap meets
// the outline.

import Foundation

/// How the ends of open sub-paths are drawn.
public enum LineCap: String, Sendable, Codable { case butt, round, square }
/// How corners between segments are drawn.
public enum LineJoin: String, Sendable, Codable { case miter, round, bevel }

/// The parameters of a stroke (CoreGraphics' and SwiftUI's StrokeStyle).
public struct StrokeStyle: Hashable, Sendable, Codable {
  public var width: Double
  public var cap: LineCap
  public var join: LineJoin
  /// The longest miter, as a multiple of the width, before a miter join becomes a bevel.
  public var miterLimit: Double
  public init(
    width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10
  ) {
    self.width = width
    self.cap = cap
    self.join = join
    self.miterLimit = miterLimit
  }
}

enum Stroker {
  /// Polygons whose non-zero union is the stroke of `path` (already in device space).
  static func polygons(of path: Path, style: StrokeStyle, tolerance: Double) -> [[Point]] {
    let w = style.width / 2
    guard w > 0 else { return [] }
    var out: [[Point]] = []
    for line in path.polylines(tolerance: tolerance) {
      var pts: [Point] = []
      for p in line.points where pts.last.map({ ($0 - p).length > 1e-9 }) ?? true { pts.append(p) }
      if line.closed, pts.count > 2, let f = pts.first, let l = pts.last, (f - l).length <= 1e-9 {
        pts.removeLast()
      }
      if pts.count == 1 {
        // A zero-length sub-path: round and square caps still draw a dot, butt draws nothing.
        switch style.cap {
        case .butt: break
        case .round:
          out.append(arc(center: pts[0], radius: w, from: 0, sweep: 2 * .pi, tolerance: tolerance))
        case .square:
          let c = pts[0]
          out.append([
            Point(x: c.x - w, y: c.y - w), Point(x: c.x + w, y: c.y - w),
            Point(x: c.x + w, y: c.y + w), Point(x: c.x - w, y: c.y + w),
          ])
        }
        continue
      }
      let closed = line.closed && pts.count > 2
      let count = closed ? pts.count : pts.count - 1
      for i in 0..<count {
        let a = pts[i]
        let b = pts[(i + 1) % pts.count]
        let n = normal(a, b) * w
        out.append([a + n, b + n, b - n, a - n])
      }
      let joints = closed ? Array(0..<pts.count) : Array(1..<max(1, pts.count - 1))
      for j in joints {
        let prev = pts[(j + pts.count - 1) % pts.count]
        let p = pts[j]
        let next = pts[(j + 1) % pts.count]
        if let poly = join(prev: prev, at: p, next: next, w: w, style: style, tolerance: tolerance)
        {
          out.append(poly)
        }
      }
      if !closed {
        out.append(
          contentsOf: cap(at: pts[0], from: pts[1], w: w, cap: style.cap, tolerance: tolerance))
        out.append(
          contentsOf: cap(
            at: pts[pts.count - 1], from: pts[pts.count - 2], w: w, cap: style.cap,
            tolerance: tolerance))
      }
    }
    return out.map(orientedClockwise)
  }

  /// The unit normal to the left of the direction a → b (y down: "left" is the outward side of a
  /// clockwise shape's edge).
  static func normal(_ a: Point, _ b: Point) -> Point {
    let d = b - a
    let len = d.length
    return Point(x: d.y / len, y: -d.x / len)
  }

  private static func join(
    prev: Point, at p: Point, next: Point, w: Double, style: StrokeStyle, tolerance: Double
  ) -> [Point]? {
    let n0 = normal(prev, p)
    let n1 = normal(p, next)
    let cross = (p.x - prev.x) * (next.y - p.y) - (p.y - prev.y) * (next.x - p.x)
    if abs(cross) < 1e-12 && (n0.x * n1.x + n0.y * n1.y) > 0 { return nil }  // straight on
    // The outer side is where the offset edges leave a gap.
    let s: Double = cross > 0 ? 1 : -1
    let a = p + n0 * (w * s)
    let b = p + n1 * (w * s)
    switch style.join {
    case .bevel:
      return [p, a, b]
    case .round:
      let start = atan2(a.y - p.y, a.x - p.x)
      var sweep = atan2(b.y - p.y, b.x - p.x) - start
      while sweep > .pi { sweep -= 2 * .pi }
      while sweep < -.pi { sweep += 2 * .pi }
      return [p] + arc(center: p, radius: w, from: start, sweep: sweep, tolerance: tolerance)
    case .miter:
      // The miter tip lies along the bisector of the two normals at w / cos(θ/2).
      let bis = Point(x: n0.x + n1.x, y: n0.y + n1.y)
      let cosHalf = (bis.length / 2)
      if cosHalf < 1e-9 || 1 / cosHalf > style.miterLimit { return [p, a, b] }
      let tip = p + bis * (w * s / (bis.length * cosHalf))
      return [p, a, tip, b]
    }
  }

  private static func cap(at p: Point, from q: Point, w: Double, cap: LineCap, tolerance: Double)
    -> [[Point]]
  {
    let n = normal(q, p) * w
    let d = Point(x: -n.y, y: n.x)  // unit direction q → p, times w
    switch cap {
    case .butt: return []
    case .square: return [[p + n, p + n + d, p - n + d, p - n]]
    case .round:
      let start = atan2(n.y, n.x)
      return [[p] + arc(center: p, radius: w, from: start, sweep: .pi, tolerance: tolerance)]
    }
  }

  /// Points along a circular arc, with enough chords to stay within `tolerance` of the circle.
  /// Inner vertices sit slightly outside the circle, at r·√(θ / sin θ) for chord angle θ, so each
  /// wedge of the fan from the centre has exactly the area of its circular sector: small round caps
  /// and joins keep their true weight instead of losing a sliver to every chord.
  static func arc(
    center c: Point, radius r: Double, from start: Double, sweep: Double, tolerance: Double
  ) -> [Point] {
    let step = 2 * acos(max(-1, min(1, 1 - tolerance / max(r, tolerance))))
    let n = max(2, Int((abs(sweep) / max(step, 1e-3)).rounded(.up)))
    let theta = abs(sweep) / Double(n)
    let k = theta > 1e-9 ? (theta / sin(theta)).squareRoot() : 1
    return (0...n).map { i in
      let t = start + sweep * Double(i) / Double(n)
      let rr = i == 0 || i == n ? r : r * k
      return Point(x: c.x + rr * cos(t), y: c.y + rr * sin(t))
    }
  }

  /// The polygon reversed if needed so its signed area is positive (clockwise on screen).
  static func orientedClockwise(_ poly: [Point]) -> [Point] {
    var area = 0.0
    for i in poly.indices {
      let a = poly[i]
      let b = poly[(i + 1) % poly.count]
      area += a.x * b.y - b.x * a.y
    }
    return area < 0 ? poly.reversed() : poly
  }
}

extension Path {
  /// The outline of the stroke of this path as a fillable path (non-zero rule): the polygons the
  /// rasterizer fills for a stroke, curves flattened to `tolerance` (in the path's units).
  public func stroked(_ style: StrokeStyle, tolerance: Double = 0.05) -> Path {
    var out = Path()
    for poly in Stroker.polygons(of: self, style: style, tolerance: tolerance) where poly.count > 2
    {
      out.move(to: poly[0])
      for p in poly.dropFirst() { out.line(to: p) }
      out.close()
    }
    return out
  }
}
