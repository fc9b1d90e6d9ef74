// SwiftUI's FillStyle: how a shape's inside is decided. The even-odd rule leaves the inner of two
// nested subpaths empty; anti-aliasing is always on here (Popshot's rasterizer has no aliased
// mode), as it is by default on iOS.
import PopshotGraphics

/// How a shape is filled (SwiftUI's FillStyle).
public struct FillStyle: Equatable, Sendable {
  /// The even-odd rule when true; the non-zero winding rule otherwise.
  public var isEOFilled: Bool
  /// Whether edges are anti-aliased. Popshot always anti-aliases.
  public var isAntialiased: Bool

  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

nonisolated extension Shape {
  /// The shape filled with a colour or gradient, by `style`'s rule.
  public func fill(_ content: some ShapeStyle, style: FillStyle) -> some View {
    ShapeView(
      content: shapeContent(self, style: content, rule: style.isEOFilled ? .evenOdd : nil))
  }
  /// The shape filled with the foreground style, by `style`'s rule.
  public func fill(style: FillStyle) -> some View {
    ShapeView(content: shapeContent(self, style: nil, rule: style.isEOFilled ? .evenOdd : nil))
  }
}
