import PopshotGraphics

/// SwiftUI's RoundedCornerStyle.
public typealias RoundedCornerStyle = CornerStyle

public struct RoundedRectangle: Shape {
  public var cornerRadius: Double
  public var style: RoundedCornerStyle
  public init(cornerRadius: Double, style: RoundedCornerStyle = .circular) {
    self.cornerRadius = cornerRadius
    self.style = style
  }
  public func path(in rect: Rect) -> Path {
    .roundedRect(rect, cornerRadius: cornerRadius, style: style)
  }
}
