// SearchFieldMetrics: the component's measurements in each design (DesignMetrics); the views that
// draw it are in SearchFieldView.swift.
import PopshotGraphics
import PopshotText

/// The classic search field's numbers, in one place; sources in docs/platform.md, "Search field".
/// A later design (iOS 26) adds its own value beside `classic`.
struct SearchFieldMetrics: DesignMetrics {
  let height: Double, cornerRadius: Double
  /// The band around the field under the title: above and below it.
  let topInset: Double, bottomInset: Double
  /// The glass's distance from the field's leading edge, its point size, and the gap to the text.
  let leadingInset: Double, iconSize: Double, iconSpacing: Double
  let textSize: Double
  let fill: Color
  let placeholder: Color

  /// Liquid Glass draws the component from GlassBarMetrics (the glass field), and reads these only for what
  /// the two designs share.
  static let liquidGlass = classic

  static let classic = SearchFieldMetrics(
    height: 36, cornerRadius: 10, topInset: 8, bottomInset: 8,
    leadingInset: 8, iconSize: 17, iconSpacing: 6, textSize: 17,
    fill: .tertiarySystemFill,
    placeholder: .placeholderText)
}
