// The built-in shapes as static members (`.clipShape(.rect(cornerRadius: 8))`,
// `.background(.red, in: .capsule)`), SwiftUI's iOS 17 spellings. Apple's `.rect(cornerRadius:)`
// defaults to continuous corners, where `RoundedRectangle(cornerRadius:)` in Popshot stays
// circular. The uneven `.rect(topLeadingRadius:…)` forms are in UnevenRoundedRectangle.swift,
// `.containerRelative` in ContainerRelativeShape.swift.
import Foundation

nonisolated extension Shape where Self == Rectangle {
  /// A rectangle filling the frame.
  public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
  /// A rounded rectangle with corners `cornerSize.width` wide and `cornerSize.height` tall.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

nonisolated extension Shape where Self == Circle {
  /// A circle centred in the frame.
  public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Capsule {
  /// A capsule filling the frame.
  public static var capsule: Capsule { Capsule() }
  /// A capsule with ends of `style`.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

nonisolated extension Shape where Self == Ellipse {
  /// An ellipse filling the frame.
  public static var ellipse: Ellipse { Ellipse() }
}
