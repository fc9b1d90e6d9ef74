// SwiftUI's Path API over Popshot's Path: the builders user shapes call (`move(to:)`,
// `addLine(to:)`, `addArc`…) in CoreGraphics types. Arcs become cubic Béziers of at most a
// quarter turn each (control arms 4/3·tan(θ/4) of the radius, the usual approximation, off the
// true circle by under 0.03% of the radius).
import Foundation
import PopshotGraphics

extension Path {
  /// A path built by `callback` (`Path { p in p.move(to: …) }`).
  public init(_ callback: (inout Path) -> Void) {
    self.init()
    callback(&self)
  }
  /// A rectangle.
  public init(_ rect: CGRect) { self = .rect(Rect(cg: rect)) }
  /// A rounded rectangle.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .circular
  ) {
    self = .roundedRect(Rect(cg: rect), cornerRadius: Double(cornerRadius), style: style)
  }
  /// A rounded rectangle with elliptical corners of `cornerSize` (drawn with its smaller radius).
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
    self.init(
      roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
  }
  /// The ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) { self = .ellipse(in: Rect(cg: rect)) }

  /// Where the last element ended; nil for an empty path.
  public var currentPoint: CGPoint? {
    var start: Point?
    var last: Point?
    for e in elements {
      switch e {
      case .move(let p):
        start = p
        last = p
      case .line(let p), .quad(_, let p), .cubic(_, _, let p): last = p
      case .close: last = start
      }
    }
    return last.map { CGPoint(x: $0.x, y: $0.y) }
  }

  /// The smallest rectangle holding every point and control point.
  public var boundingRect: CGRect { isEmpty ? .null : CGRect(controlBounds) }

  public mutating func move(to point: CGPoint) { move(to: Point(cg: point)) }
  public mutating func addLine(to point: CGPoint) { line(to: Point(cg: point)) }
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    quad(to: Point(cg: point), control: Point(cg: control))
  }
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    cubic(to: Point(cg: point), control1: Point(cg: control1), control2: Point(cg: control2))
  }
  public mutating func closeSubpath() { close() }

  /// Lines through `points`, starting a new sub-path at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for p in points.dropFirst() { addLine(to: p) }
  }
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    addPath(Path(rect), transform: transform)
  }
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for r in rects { addRect(r, transform: transform) }
  }
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular,
    transform: CGAffineTransform = .identity
  ) {
    addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style), transform: transform)
  }
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    addPath(Path(ellipseIn: rect), transform: transform)
  }
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    append(path.applying(transform))
  }

  /// The path moved by (dx, dy).
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }
  /// The path moved through an affine transform.
  public func applying(_ t: CGAffineTransform) -> Path { applying(t.transform) }

  /// An arc of the circle around `center`, from `startAngle` to `endAngle`, joined to the path by
  /// a line (or starting it). As in SwiftUI, angles grow clockwise on screen (y points down) and
  /// `clockwise` is meant in the flipped space: `clockwise: false` sweeps with growing angles,
  /// which on screen turns clockwise.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let c = Point(cg: center)
    let r = Double(radius)
    let a0 = startAngle.radians
    var a1 = endAngle.radians
    if clockwise {
      while a1 > a0 { a1 -= 2 * .pi }
    } else {
      while a1 < a0 { a1 += 2 * .pi }
    }
    var arc = Path()
    let start = Point(x: c.x + r * cos(a0), y: c.y + r * sin(a0))
    if isEmpty { arc.move(to: start) } else { arc.line(to: start) }
    let pieces = max(1, Int((abs(a1 - a0) / (.pi / 2)).rounded(.up)))
    let step = (a1 - a0) / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4)
    for i in 0..<pieces {
      let u = a0 + Double(i) * step
      let v = u + step
      let p0 = Point(x: c.x + r * cos(u), y: c.y + r * sin(u))
      let p3 = Point(x: c.x + r * cos(v), y: c.y + r * sin(v))
      arc.cubic(
        to: p3, control1: Point(x: p0.x - k * r * sin(u), y: p0.y + k * r * cos(u)),
        control2: Point(x: p3.x + k * r * sin(v), y: p3.y - k * r * cos(v)))
    }
    if transform == .identity {
      append(arc)
    } else {
      append(arc.applying(transform))
    }
  }

  /// An arc of `radius` between the tangents from the current point to `tangent1End` and from
  /// there to `tangent2End` (CoreGraphics's arc-to-point), joined by a line.
  public mutating func addArc(
    tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard let p0 = currentPoint else { return move(to: p1) }
    let a = Point(cg: p0)
    let b = Point(cg: p1)
    let e = Point(cg: p2)
    let u = a - b
    let w = e - b
    let lu = u.length
    let lw = w.length
    guard lu > 0, lw > 0 else { return addLine(to: p1) }
    let cosT = (u.x * w.x + u.y * w.y) / (lu * lw)
    let theta = acos(max(-1, min(1, cosT)))
    guard theta > 1e-9, theta < .pi - 1e-9 else { return addLine(to: p1) }
    let r = Double(radius)
    let d = r / tan(theta / 2)
    let t1 = b + u * (d / lu)
    let t2 = b + w * (d / lw)
    let bisector = (u * (1 / lu)) + (w * (1 / lw))
    let center = b + bisector * ((r / sin(theta / 2)) / bisector.length)
    let start = atan2(t1.y - center.y, t1.x - center.x)
    let end = atan2(t2.y - center.y, t2.x - center.x)
    // The short way round from t1 to t2.
    var sweep = end - start
    while sweep > .pi { sweep -= 2 * .pi }
    while sweep < -.pi { sweep += 2 * .pi }
    addArc(
      center: CGPoint(x: center.x, y: center.y), radius: radius, startAngle: .radians(start),
      endAngle: .radians(start + sweep), clockwise: sweep < 0, transform: transform)
  }
}

/// A path is a shape that is itself wherever it is drawn (SwiftUI's Path is a Shape): it is not
/// scaled to its frame, and a path view takes the space offered.
extension Path: Shape {
  public func path(in rect: CGRect) -> Path { self }
}

extension Path {
  /// The area the stroke of this path covers, as a path to fill (SwiftUI's strokedPath).
  public func strokedPath(_ style: StrokeStyle) -> Path { stroked(style) }
}
