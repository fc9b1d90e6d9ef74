// SwiftUI's UnevenRoundedRectangle (iOS 16): a rectangle with its own radius at each corner.
// Apple's initialisers default to `.continuous` corners (unlike Popshot's RoundedRectangle, which
// keeps `.circular` for the seeds recorded with it). Radii larger than half the shorter side are
// clamped, and a continuous corner without room for its 1.53 r of curve falls back to a circular
// one, as Path.roundedRect draws every rounded rectangle (docs/swiftui.md, "Shapes").
import Foundation
import PopshotGraphics

/// The radius of each corner of a rectangle (SwiftUI's RectangleCornerRadii).
public struct RectangleCornerRadii: Hashable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }

  /// The radii as PopshotGraphics takes them.
  var graphics: CornerRadii {
    CornerRadii(
      topLeading: Double(topLeading), topTrailing: Double(topTrailing),
      bottomTrailing: Double(bottomTrailing), bottomLeading: Double(bottomLeading))
  }

  /// Each radius less `amount`, at least 0 (the corners of a shape inset concentrically).
  func reduced(by amount: CGFloat) -> RectangleCornerRadii {
    RectangleCornerRadii(
      topLeading: max(0, topLeading - amount), bottomLeading: max(0, bottomLeading - amount),
      bottomTrailing: max(0, bottomTrailing - amount), topTrailing: max(0, topTrailing - amount))
  }
}

/// A rectangle whose corners each have their own radius (SwiftUI's UnevenRoundedRectangle).
public nonisolated struct UnevenRoundedRectangle: Shape {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }
  public func path(in rect: CGRect) -> Path {
    .roundedRect(Rect(cg: rect), cornerRadii: cornerRadii.graphics, style: style)
  }
}

extension UnevenRoundedRectangle: InsettableShape {
  /// Inset, each radius reduced by the same amount (concentric corners, as RoundedRectangle's).
  public func inset(by amount: CGFloat) -> InsetShapeOf<UnevenRoundedRectangle> {
    InsetShapeOf(
      shape: UnevenRoundedRectangle(cornerRadii: cornerRadii.reduced(by: amount), style: style),
      amount: Double(amount))
  }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with its own radius at each corner (`.clipShape(.rect(topLeadingRadius: 12))`).
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }
  /// A rectangle with the corner radii given.
  public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
}

extension Path {
  /// A rounded rectangle with its own radius at each corner (SwiftUI's
  /// `Path(roundedRect:cornerRadii:style:)`).
  public init(
    roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii,
    style: RoundedCornerStyle = .continuous
  ) {
    self = .roundedRect(Rect(cg: rect), cornerRadii: cornerRadii.graphics, style: style)
  }
  /// Adds a rounded rectangle with its own radius at each corner.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    addPath(Path(roundedRect: rect, cornerRadii: cornerRadii, style: style), transform: transform)
  }
}
