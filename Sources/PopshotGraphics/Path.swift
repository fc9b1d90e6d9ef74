// A vector path: sub-paths of lines and Bézier curves, in points (or any user space).
// Paths are geometry only; the rasterizer flattens them to line segments in device pixels.

/// How overlapping or self-intersecting parts of a path are filled.
public enum FillRule: String, Sendable, Codable {
  /// Inside where the winding number is not zero.
  case nonZero
  /// Inside where the winding number is odd.
  case evenOdd
}

/// A sequence of sub-paths made of straight lines and quadratic or cubic Bézier curves.
public struct Path: Hashable, Sendable {
  /// One drawing command.
  public enum Element: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case quad(Point, Point)
    case cubic(Point, Point, Point)
    case close
  }

  public private(set) var elements: [Element] = []
  /// Set while the path is exactly one axis-aligned rectangle, so the painter can treat it as a
  /// rectangle (clip without a mask, fill whole rows).
  public private(set) var rectangle: Rect?

  public init() {}

  public var isEmpty: Bool { elements.isEmpty }

  // PopshotUI gives this type SwiftUI's Path API in CoreGraphics types (`move(to: CGPoint)`,
  // `applying(_: CGAffineTransform)`). Where both overloads fit, as with `path.move(to: .zero)`,
  // SwiftUI code means CoreGraphics': these two are disfavoured so that it compiles.
  @_disfavoredOverload
  public mutating func move(to p: Point) {
    elements.append(.move(p))
    rectangle = nil
  }
  public mutating func line(to p: Point) {
    elements.append(.line(p))
    rectangle = nil
  }
  public mutating func quad(to p: Point, control c: Point) {
    elements.append(.quad(c, p))
    rectangle = nil
  }
  public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
    elements.append(.cubic(c1, c2, p))
    rectangle = nil
  }
  public mutating func close() { elements.append(.close) }

  /// Appends every sub-path of `other`.
  public mutating func append(_ other: Path) {
    elements.append(contentsOf: other.elements)
    rectangle = nil
  }

  /// The path with every point mapped through `t`.
  @_disfavoredOverload
  public func applying(_ t: Transform) -> Path {
    var out = Path()
    out.elements = elements.map { e in
      switch e {
      case .move(let p): return .move(t.apply(p))
      case .line(let p): return .line(t.apply(p))
      case .quad(let c, let p): return .quad(t.apply(c), t.apply(p))
      case .cubic(let c1, let c2, let p): return .cubic(t.apply(c1), t.apply(c2), t.apply(p))
      case .close: return .close
      }
    }
    if let r = rectangle, t.isAxisAligned {
      let p0 = t.apply(r.origin)
      let p1 = t.apply(Point(x: r.maxX, y: r.maxY))
      out.rectangle = Rect(
        x: min(p0.x, p1.x), y: min(p0.y, p1.y), width: abs(p1.x - p0.x), height: abs(p1.y - p0.y))
    }
    return out
  }

  /// The smallest rectangle containing every point and control point (curves stay inside it).
  public var controlBounds: Rect {
    var bounds = PointBounds()
    for e in elements {
      switch e {
      case .move(let p), .line(let p): bounds.add(p)
      case .quad(let c, let p):
        bounds.add(c)
        bounds.add(p)
      case .cubic(let c1, let c2, let p):
        bounds.add(c1)
        bounds.add(c2)
        bounds.add(p)
      case .close: break
      }
    }
    return bounds.rect ?? .zero
  }

  mutating func markRectangle(_ r: Rect) { rectangle = r }
}

extension Path {
  /// Flattens the path into closed polygons (every sub-path is closed for filling), with curves
  /// split into chords no farther than `tolerance` from the curve.
  ///
  /// Chord counts come from the second differences of the control points (the bound on
  /// |B''|/8n² for uniform parameter steps), so a curve and its mirror image get the same count.
  public func polygons(tolerance: Double) -> [[Point]] {
    var result: [[Point]] = []
    var current: [Point] = []
    var last = Point.zero
    func finish() {
      if current.count > 1 { result.append(current) }
      current = []
    }
    for e in elements {
      switch e {
      case .move(let p):
        finish()
        current = [p]
        last = p
      case .line(let p):
        if current.isEmpty { current = [last] }
        current.append(p)
        last = p
      case .quad(let c, let p):
        if current.isEmpty { current = [last] }
        let dd = (last - c * 2 + p).length
        let n = max(1, Int((dd / (4 * tolerance)).squareRoot().rounded(.up)))
        for i in 1..<n {
          let t = Double(i) / Double(n)
          let u = 1 - t
          current.append(last * (u * u) + c * (2 * u * t) + p * (t * t))
        }
        current.append(p)
        last = p
      case .cubic(let c1, let c2, let p):
        if current.isEmpty { current = [last] }
        let dd = max((last - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
        let n = max(1, min(1000, Int((0.75 * dd / tolerance).squareRoot().rounded(.up))))
        for i in 1..<n {
          let t = Double(i) / Double(n)
          let u = 1 - t
          let p1 = last * (u * u * u) + c1 * (3 * u * u * t)
          current.append(p1 + c2 * (3 * u * t * t) + p * (t * t * t))
        }
        current.append(p)
        last = p
      case .close:
        if let first = current.first { last = first }
        finish()
      }
    }
    finish()
    return result
  }

  /// Like `polygons`, but open sub-paths stay open (for stroking); `closed` says which are closed.
  func polylines(tolerance: Double) -> [(points: [Point], closed: Bool)] {
    var result: [(points: [Point], closed: Bool)] = []
    var start = 0
    var subpath = Path()
    for (i, e) in elements.enumerated() {
      if case .move = e, i > start {
        result.append(contentsOf: Path.flattenOpen(subpath, tolerance: tolerance))
        subpath = Path()
        start = i
      }
      subpath.elements.append(e)
    }
    result.append(contentsOf: Path.flattenOpen(subpath, tolerance: tolerance))
    return result
  }

  private static func flattenOpen(_ p: Path, tolerance: Double) -> [(points: [Point], closed: Bool)]
  {
    guard !p.elements.isEmpty else { return [] }
    // A sub-path may be closed and then continue from its start: split at each close.
    var pieces: [(points: [Point], closed: Bool)] = []
    var piece = Path()
    var start = Point.zero
    for e in p.elements {
      if case .move(let s) = e { start = s }
      if case .close = e {
        if let poly = piece.polygons(tolerance: tolerance).first { pieces.append((poly, true)) }
        piece = Path()
        piece.elements.append(.move(start))
        continue
      }
      piece.elements.append(e)
    }
    if piece.elements.count > 1, let poly = piece.polygons(tolerance: tolerance).first {
      pieces.append((poly, false))
    } else if piece.elements.count == 1, case .move(let m) = piece.elements[0], pieces.isEmpty {
      pieces.append(([m], false))
    }
    return pieces
  }
}
