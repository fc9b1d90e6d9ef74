import PopshotGraphics

/// SwiftUI's RoundedCornerStyle.
public typealias RoundedCornerStyle = CornerStyle

public nonisolated struct RoundedRectangle: Shape {
  public var cornerRadius: Double
  public var style: RoundedCornerStyle
  public init(cornerRadius: Double, style: RoundedCornerStyle = .circular) {
    self.cornerRadius = cornerRadius
    self.style = style
  }
  public func path(in cgRect: CGRect) -> Path {
    let rect = Rect(cg: cgRect)
    return .roundedRect(rect, cornerRadius: cornerRadius, style: style)
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
