import PopshotGraphics

/// SwiftUI's RoundedCornerStyle.
public typealias RoundedCornerStyle = CornerStyle

public nonisolated struct RoundedRectangle: Shape {
  /// The width and height of the corners: equal for circular or continuous corners, unequal for
  /// elliptical ones.
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  /// Corners `cornerSize.width` wide and `cornerSize.height` tall. Apple's default style,
  /// `.continuous`.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  /// Corners of one radius. The default style is `.circular`, where Apple's declaration now says
  /// `.continuous`: Popshot's baselines were recorded with circular corners (docs/swiftui.md).
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }
  public func path(in cgRect: CGRect) -> Path {
    let rect = Rect(cg: cgRect)
    if cornerSize.width == cornerSize.height {
      return .roundedRect(rect, cornerRadius: Double(cornerSize.width), style: style)
    }
    let size = Size(width: Double(cornerSize.width), height: Double(cornerSize.height))
    return .roundedRect(rect, cornerSize: size, style: style)
  }
}

extension FixtureView {
  /// `{"roundedRectangle": {"cornerRadius": 12, "style": "continuous", "fill": …}}`.
  static let roundedRectangle = FixtureView("roundedRectangle") { v, _ in
    try shape(v, rounded: true) { o in
      RoundedRectangle(
        cornerRadius: try o["cornerRadius"]!.length(),
        style: try o["style"]?.oneOf(CornerStyle.self) ?? .circular)
    }
  }
}
