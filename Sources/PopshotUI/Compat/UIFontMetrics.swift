// UIKit's UIFontMetrics: a font or a length scaled with the Dynamic Type size, relative to a text
// style (`TextStyle.metricsScale`), as `@ScaledMetric` scales (Data/ScaledMetric.swift). It reads
// the text size of the screen being drawn when it is asked (Large outside a render).
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// Scales fonts and lengths with the text size (UIKit's UIFontMetrics).
  public final class UIFontMetrics: @unchecked Sendable {
    let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
    /// The body style's metrics.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The style's scale at the current text size (1 at Large; `TextStyle.metricsScale`).
    var factor: CGFloat {
      CGFloat(textStyle.textStyle.metricsScale(at: EnvironmentValues.current.dynamicTypeSize))
    }

    /// `value` scaled (`scaledValue(for: 20)` is 20 at Large).
    public func scaledValue(for value: CGFloat) -> CGFloat { value * factor }
    /// `value` scaled, as for `traitCollection`; the render's text size is the one used.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
      -> CGFloat
    { scaledValue(for: value) }
    /// `font` at its size scaled.
    public func scaledFont(for font: UIFont) -> UIFont {
      scaledFont(for: font, maximumPointSize: .greatestFiniteMagnitude)
    }
    /// `font` at its size scaled, at most `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
      let size = min(font.pointSize * factor, maximumPointSize)
      return font.withSize(size)
    }
    /// `font` scaled, as for `traitCollection`; the render's text size is the one used.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
      -> UIFont
    { scaledFont(for: font) }
  }
#endif
