import PopshotGraphics

/// A position in a rectangle, for ZStack, frame, overlay and background.
public struct Alignment: Hashable, Sendable, Codable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The origin of a `size` box aligned inside `frame`, by the guides' default values (a
  /// baseline guide counts as the bottom here; stacks read a view's explicit guides).
  public func place(_ size: Size, in frame: Rect) -> Point {
    Point(
      x: frame.minX + (frame.width - size.width) * horizontal.fraction,
      y: frame.minY + (frame.height - size.height) * vertical.fraction)
  }
}

/// A point in a view's bounds in unit coordinates (0…1), for gradients.
public struct UnitPoint: Hashable, Sendable, Codable {
  public var x: Double, y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public static let zero = UnitPoint(x: 0, y: 0), center = UnitPoint(x: 0.5, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
  public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
  public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
  func point(in r: Rect) -> Point { Point(x: r.minX + x * r.width, y: r.minY + y * r.height) }
}

/// A set of rectangle edges (SwiftUI's Edge.Set).
public struct Edges: OptionSet, Hashable, Sendable, Codable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let top = Edges(rawValue: 1), leading = Edges(rawValue: 2)
  public static let bottom = Edges(rawValue: 4), trailing = Edges(rawValue: 8)
  public static let horizontal: Edges = [.leading, .trailing], vertical: Edges = [.top, .bottom]
  public static let all: Edges = [.top, .leading, .bottom, .trailing]
}
