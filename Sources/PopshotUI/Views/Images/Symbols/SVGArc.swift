// SVG's elliptical arcs, given by their end points, turned into cubic Béziers.
import Foundation
import PopshotGraphics

extension Path {
  /// An SVG elliptical arc from `p0` to `p1` as cubics (the endpoint-to-centre conversion of the
  /// SVG specification's implementation notes); radii too small are scaled up, zero radii draw a
  /// line.
  mutating func svgArc(
    from p0: Point, to p1: Point, rx: Double, ry: Double, rotation: Double, _ large: Bool,
    _ sweep: Bool
  ) {
    var (rx, ry) = (abs(rx), abs(ry))
    guard rx > 0, ry > 0, p0 != p1 else {
      line(to: p1)
      return
    }
    let phi = rotation * .pi / 180
    let (cp, sp) = (cos(phi), sin(phi))
    let dx = (p0.x - p1.x) / 2
    let dy = (p0.y - p1.y) / 2
    let x1 = cp * dx + sp * dy
    let y1 = -sp * dx + cp * dy
    let lambda = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
    if lambda > 1 {
      rx *= lambda.squareRoot()
      ry *= lambda.squareRoot()
    }
    let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var k = (max(0, num) / den).squareRoot()
    if large == sweep { k = -k }
    let cx1 = k * rx * y1 / ry
    let cy1 = -k * ry * x1 / rx
    let cx = cp * cx1 - sp * cy1 + (p0.x + p1.x) / 2
    let cy = sp * cx1 + cp * cy1 + (p0.y + p1.y) / 2
    func angle(_ ux: Double, _ uy: Double) -> Double { atan2(uy, ux) }
    let theta = angle((x1 - cx1) / rx, (y1 - cy1) / ry)
    var delta = angle((-x1 - cx1) / rx, (-y1 - cy1) / ry) - theta
    if sweep && delta < 0 { delta += 2 * .pi }
    if !sweep && delta > 0 { delta -= 2 * .pi }
    let pieces = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
    let step = delta / Double(pieces)
    let t = 4.0 / 3.0 * tan(step / 4)
    func at(_ a: Double) -> (Point, Point) {
      let (ca, sa) = (cos(a), sin(a))
      let p = Point(x: cx + rx * ca * cp - ry * sa * sp, y: cy + rx * ca * sp + ry * sa * cp)
      let d = Point(x: -rx * sa * cp - ry * ca * sp, y: -rx * sa * sp + ry * ca * cp)
      return (p, d)
    }
    for n in 0..<pieces {
      let a = theta + step * Double(n)
      let (q0, d0) = at(a)
      let (q3, d3) = at(a + step)
      let end = n == pieces - 1 ? p1 : q3
      cubic(
        to: end, control1: Point(x: q0.x + t * d0.x, y: q0.y + t * d0.y),
        control2: Point(x: q3.x - t * d3.x, y: q3.y - t * d3.y))
    }
  }
}
