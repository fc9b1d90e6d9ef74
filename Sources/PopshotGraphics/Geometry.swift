import Foundation
import PopshotSupport

// Geometry in points (or pixels once the painter has scaled): plain Double values, y down,
// origin at the top-left like UIKit and SwiftUI.

/// A location in a 2-D coordinate space, y growing downwards.
public struct Point: Hashable, Sendable, Codable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public static let zero = Point(x: 0, y: 0)

  public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
  public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
  public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
  /// Length of the vector from the origin to this point.
  public var length: Double { (x * x + y * y).squareRoot() }
}

/// A width and a height.
public struct Size: Hashable, Sendable, Codable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle; width and height are never negative once `standardized`.
public struct Rect: Hashable, Sendable, Codable {
  public var origin: Point
  public var size: Size
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var center: Point { Point(x: midX, y: midY) }
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }
  /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }
  /// The rectangle shrunk by the insets on each side.
  public func inset(by e: EdgeInsets) -> Rect {
    Rect(
      x: minX + e.leading, y: minY + e.top,
      width: width - e.leading - e.trailing, height: height - e.top - e.bottom)
  }
  /// The smallest rectangle containing both (an empty rectangle contributes nothing).
  public func union(_ other: Rect) -> Rect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }
  /// The overlap of both, or `.zero` when they do not overlap.
  public func intersection(_ other: Rect) -> Rect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
  }
  public func contains(_ p: Point) -> Bool {
    p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
  }
  /// Whether `r` lies wholly inside (edges may touch).
  public func contains(_ r: Rect) -> Bool {
    r.minX >= minX && r.maxX <= maxX && r.minY >= minY && r.maxY <= maxY
  }
}

/// The smallest rectangle holding every point added to it, one point at a time (a path's or a
/// set of polygons' bounds, without an array of all their points).
struct PointBounds {
  private var x0 = Double.infinity
  private var y0 = Double.infinity
  private var x1 = -Double.infinity
  private var y1 = -Double.infinity

  mutating func add(_ p: Point) {
    x0 = min(x0, p.x)
    y0 = min(y0, p.y)
    x1 = max(x1, p.x)
    y1 = max(y1, p.y)
  }

  /// The bounds of every point of `polygons`.
  init(_ polygons: [[Point]] = []) {
    for poly in polygons {
      for p in poly { add(p) }
    }
  }

  /// The rectangle, or nil when no point was added. It may have no width or height (one point,
  /// or points on a line).
  var rect: Rect? { x0 <= x1 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil }
}

/// Distances inside the four edges of a rectangle (SwiftUI's EdgeInsets).
public struct EdgeInsets: Hashable, Sendable, Codable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  /// The same inset on every edge.
  public init(all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }
  public static let zero = EdgeInsets()
}

/// An affine transform: x' = a·x + c·y + tx, y' = b·x + d·y + ty (CGAffineTransform's layout).
public struct Transform: Hashable, Sendable, Codable {
  public var a, b, c, d, tx, ty: Double
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }
  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  public static func scale(_ sx: Double, _ sy: Double) -> Transform {
    Transform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }
  public static func translation(_ dx: Double, _ dy: Double) -> Transform {
    Transform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
  }
  /// Rotation by `radians`, clockwise on screen (y down).
  public static func rotation(_ radians: Double) -> Transform {
    let (s, k) = (sin(radians), cos(radians))
    return Transform(a: k, b: s, c: -s, d: k, tx: 0, ty: 0)
  }
  /// `self` applied first, then `other`.
  public func concatenating(_ o: Transform) -> Transform {
    Transform(
      a: a * o.a + b * o.c, b: a * o.b + b * o.d,
      c: c * o.a + d * o.c, d: c * o.b + d * o.d,
      tx: tx * o.a + ty * o.c + o.tx, ty: tx * o.b + ty * o.d + o.ty)
  }
  public func apply(_ p: Point) -> Point {
    Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }
  /// True when the transform keeps axis-aligned rectangles axis-aligned (no rotation or skew).
  public var isAxisAligned: Bool { b == 0 && c == 0 }
  /// The factor by which the transform scales lengths on average (for tolerances and widths).
  public var meanScale: Double { ((a * d - b * c).magnitude).squareRoot() }
}

/// A rectangle of whole device pixels: x in `x0..<x1`, y in `y0..<y1`.
public struct PixelRect: Hashable, Sendable {
  public var x0, y0, x1, y1: Int
  public init(x0: Int, y0: Int, x1: Int, y1: Int) {
    self.x0 = x0
    self.y0 = y0
    self.x1 = x1
    self.y1 = y1
  }
  public var width: Int { max(0, x1 - x0) }
  public var height: Int { max(0, y1 - y0) }
  public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
  /// Whether the pixel at column `x`, row `y` lies inside.
  @inline(__always) public func contains(_ x: Int, _ y: Int) -> Bool {
    x >= x0 && x < x1 && y >= y0 && y < y1
  }
  public func intersection(_ o: PixelRect) -> PixelRect {
    PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
  }
  /// The pixels a rectangle in device coordinates touches (rounded outwards).
  public init(covering r: Rect) {
    let lo = -(1 << 24)
    let hi = 1 << 24
    self.init(
      x0: Int(max(Double(lo), min(Double(hi), r.minX.rounded(.down)))),
      y0: Int(max(Double(lo), min(Double(hi), r.minY.rounded(.down)))),
      x1: Int(max(Double(lo), min(Double(hi), r.maxX.rounded(.up)))),
      y1: Int(max(Double(lo), min(Double(hi), r.maxY.rounded(.up)))))
  }
  /// Moved by (dx, dy) pixels.
  public func offsetBy(_ dx: Int, _ dy: Int) -> PixelRect {
    PixelRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy)
  }
  /// Grown by `n` pixels on every side.
  public func outset(_ n: Int) -> PixelRect {
    PixelRect(x0: x0 - n, y0: y0 - n, x1: x1 + n, y1: y1 + n)
  }
}

/// A length or ratio for messages: rounded to hundredths, without trailing zeros ("13.6", "44").
public func shortNumber(_ v: Double) -> String {
  plainNumber((v * 100).rounded() / 100)
}

extension Rect {
  /// The smallest rectangle holding this one's corners mapped through `t`.
  public func applying(_ t: Transform) -> Rect {
    let corners = [
      Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: minX, y: maxY),
      Point(x: maxX, y: maxY),
    ].map(t.apply)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return Rect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
}
