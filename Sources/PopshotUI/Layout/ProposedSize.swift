import PopshotGraphics

/// What a view is offered: a width and a height, each a number or unspecified (nil, meaning
/// "your ideal size"). 0 asks for the minimum and .infinity for the maximum.
public struct ProposedSize: Hashable, Sendable {
  public var width: Double?
  public var height: Double?
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }
  public init(_ size: Size) { self.init(width: size.width, height: size.height) }
  public static let unspecified = ProposedSize(width: nil, height: nil)
  public static let zero = ProposedSize(width: 0, height: 0)
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)

  func along(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }
  func across(_ axis: Axis) -> Double? { axis == .horizontal ? height : width }
  static func make(_ axis: Axis, along: Double?, across: Double?) -> ProposedSize {
    axis == .horizontal
      ? ProposedSize(width: along, height: across) : ProposedSize(width: across, height: along)
  }
  /// The proposal with nil dimensions replaced (SwiftUI's replacingUnspecifiedDimensions).
  func replacingUnspecified(by size: Size = Size(width: 10, height: 10)) -> Size {
    Size(width: width ?? size.width, height: height ?? size.height)
  }
}

extension Size {
  func along(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
  func across(_ axis: Axis) -> Double { axis == .horizontal ? height : width }
  static func make(_ axis: Axis, along: Double, across: Double) -> Size {
    axis == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
  }
}
