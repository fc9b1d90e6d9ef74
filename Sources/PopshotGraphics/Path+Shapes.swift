// Shape builders. Every closed shape runs clockwise on screen (y down), starting at its top edge,
// so shapes combined into one path add up under the non-zero rule.

/// The corner style of a rounded rectangle (SwiftUI's RoundedCornerStyle).
public enum CornerStyle: String, CaseIterable, Sendable, Codable {
  /// Quarter circles.
  case circular
  /// The smooth, squircle-like corner of UIKit's `.continuous` style: the curvature ramps up from
  /// the straight edge instead of jumping, and the curve begins 1.528665 × radius from the corner.
  case continuous
}

/// One radius for each corner, in the reading order of a left-to-right layout.
public struct CornerRadii: Hashable, Sendable, Codable {
  public var topLeading, topTrailing, bottomTrailing, bottomLeading: Double
  public init(
    topLeading: Double = 0, topTrailing: Double = 0, bottomTrailing: Double = 0,
    bottomLeading: Double = 0
  ) {
    self.topLeading = topLeading
    self.topTrailing = topTrailing
    self.bottomTrailing = bottomTrailing
    self.bottomLeading = bottomLeading
  }
  /// The same radius at every corner.
  public init(all r: Double) {
    self.init(topLeading: r, topTrailing: r, bottomTrailing: r, bottomLeading: r)
  }
}

/// The cubic control-point factor that makes a quarter circle (4/3 · (√2 − 1)).
let circleKappa = 0.5522847498307936

/// The continuous corner as three cubics, in units of the radius, measured from the corner along
/// the incoming edge (u) and the outgoing edge (v). These are the published measurements of the
/// iOS 7+ `UIBezierPath(roundedRect:cornerRadius:)` curve; the extent is 1.52866483 r.
private let continuousCorner: [(c1: (Double, Double), c2: (Double, Double), to: (Double, Double))] =
  [
    ((1.08849323, 0), (0.86840689, 0.02022493), (0.66993427, 0.06549600)),
    ((0.37282392, 0.16641788), (0.16641788, 0.37282392), (0.06549600, 0.66993427)),
    ((0.02022493, 0.86840689), (0, 1.08849323), (0, 1.52866483)),
  ]
let continuousExtent = 1.52866483

extension Path {
  /// An axis-aligned rectangle.
  public static func rect(_ r: Rect) -> Path {
    var p = Path()
    p.move(to: Point(x: r.minX, y: r.minY))
    p.line(to: Point(x: r.maxX, y: r.minY))
    p.line(to: Point(x: r.maxX, y: r.maxY))
    p.line(to: Point(x: r.minX, y: r.maxY))
    p.close()
    p.markRectangle(r)
    return p
  }

  /// A rectangle with the same radius at every corner.
  public static func roundedRect(_ r: Rect, cornerRadius: Double, style: CornerStyle = .circular)
    -> Path
  {
    roundedRect(r, cornerRadii: CornerRadii(all: cornerRadius), style: style)
  }

  /// A rectangle with its own radius at each corner.
  ///
  /// Radii are clamped to half the shorter side. A continuous corner needs 1.528665 × r of straight
  /// edge; where the rectangle is too small for that, the corner falls back to a circular one with
  /// the clamped radius, so a large radius on a small rectangle still gives a capsule.
  public static func roundedRect(
    _ r: Rect, cornerRadii radii: CornerRadii, style: CornerStyle = .circular
  ) -> Path {
    let half = min(r.width, r.height) / 2
    guard half > 0 else { return rect(r) }
    let all = [radii.topLeading, radii.topTrailing, radii.bottomTrailing, radii.bottomLeading]
    if all.allSatisfy({ $0 <= 0 }) { return rect(r) }
    return corners(of: r, style: style) { corner in
      let radius = min(max(0, all[(corner + 1) % 4]), half)
      return (radius, radius, radius * continuousExtent <= half)
    }
  }

  /// A rectangle whose corners are quarter ellipses `cornerSize.width` wide and
  /// `cornerSize.height` tall (SwiftUI's `RoundedRectangle(cornerSize:style:)`).
  ///
  /// Each radius is clamped to half the side it runs along, as Core Graphics does; a continuous
  /// corner is the circular one's curve stretched to the two radii, and falls back to a quarter
  /// ellipse where either side is too short for its 1.528665 × radius of curve.
  public static func roundedRect(_ r: Rect, cornerSize: Size, style: CornerStyle = .circular)
    -> Path
  {
    if cornerSize.width == cornerSize.height {
      return roundedRect(r, cornerRadius: cornerSize.width, style: style)
    }
    let (halfW, halfH) = (r.width / 2, r.height / 2)
    guard halfW > 0, halfH > 0 else { return rect(r) }
    let rx = min(max(0, cornerSize.width), halfW)
    let ry = min(max(0, cornerSize.height), halfH)
    guard rx > 0, ry > 0 else { return rect(r) }
    let fits = rx * continuousExtent <= halfW && ry * continuousExtent <= halfH
    // Corners 0 and 2 come in along a horizontal edge, 1 and 3 along a vertical one.
    return corners(of: r, style: style) { corner in
      corner % 2 == 0 ? (rx, ry, fits) : (ry, rx, fits)
    }
  }

  /// The outline of `r` with each corner rounded, clockwise from the top-trailing corner
  /// (0 top-trailing, 1 bottom-trailing, 2 bottom-leading, 3 top-leading). `radii(corner)` gives the
  /// corner's radius along its incoming edge (u) and its outgoing edge (v), and whether a
  /// continuous corner has room there.
  private static func corners(
    of r: Rect, style: CornerStyle,
    radii: (Int) -> (u: Double, v: Double, continuousFits: Bool)
  ) -> Path {
    // Corner points in clockwise order with the unit vectors of their incoming and outgoing edges.
    let corners: [(corner: Point, inDir: Point, outDir: Point)] = [
      (Point(x: r.maxX, y: r.minY), Point(x: 1, y: 0), Point(x: 0, y: 1)),
      (Point(x: r.maxX, y: r.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0)),
      (Point(x: r.minX, y: r.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1)),
      (Point(x: r.minX, y: r.minY), Point(x: 0, y: -1), Point(x: 1, y: 0)),
    ]
    var p = Path()
    for (i, c) in corners.enumerated() {
      let (ru, rv, fits) = radii(i)
      let continuous = style == .continuous && fits
      let extent = continuous ? ru * continuousExtent : ru
      // A point at distance u before the corner along the incoming edge and v after it along the
      // outgoing edge.
      func at(_ u: Double, _ v: Double) -> Point { c.corner - c.inDir * u + c.outDir * v }
      let start = at(extent, 0)
      if i == 0 { p.move(to: start) } else { p.line(to: start) }
      guard ru > 0, rv > 0 else { continue }
      if continuous {
        for seg in continuousCorner {
          p.cubic(
            to: at(seg.to.0 * ru, seg.to.1 * rv),
            control1: at(seg.c1.0 * ru, seg.c1.1 * rv),
            control2: at(seg.c2.0 * ru, seg.c2.1 * rv))
        }
      } else {
        let k = 1 - circleKappa
        p.cubic(to: at(0, rv), control1: at(ru * k, 0), control2: at(0, rv * k))
      }
    }
    p.close()
    return p
  }

  /// The ellipse inscribed in `r`.
  public static func ellipse(in r: Rect) -> Path {
    let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
    let (kx, ky) = (rx * circleKappa, ry * circleKappa)
    var p = Path()
    p.move(to: Point(x: cx, y: cy - ry))
    p.cubic(
      to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry),
      control2: Point(x: cx + rx, y: cy - ky))
    p.cubic(
      to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky),
      control2: Point(x: cx + kx, y: cy + ry))
    p.cubic(
      to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry),
      control2: Point(x: cx - rx, y: cy + ky))
    p.cubic(
      to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky),
      control2: Point(x: cx - kx, y: cy - ry))
    p.close()
    return p
  }

  /// A circle around `center`.
  public static func circle(center: Point, radius: Double) -> Path {
    ellipse(
      in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
  }

  /// A rectangle whose shorter sides are half circles (SwiftUI's Capsule).
  public static func capsule(in r: Rect) -> Path {
    roundedRect(r, cornerRadius: min(r.width, r.height) / 2, style: .circular)
  }
}
