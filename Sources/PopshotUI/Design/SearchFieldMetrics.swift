// The search field's numbers in each design; the view that draws it is in SearchFieldView.swift.
// Sources in docs/platform.md, "Search field" and "Navigation bars in Liquid Glass".
import PopshotGraphics
import PopshotText

/// The search field in each design. The designs differ only in what is drawn behind the field,
/// so the metrics stay one struct and that difference is its `background`, the one switch;
/// an enum over two shapes would copy every other number.
struct SearchFieldMetrics: DesignMetrics {
  let height: Double
  /// The band around the field under the title: above and below it.
  let topInset: Double, bottomInset: Double
  /// The glass's distance from the field's leading edge, its point size, and the gap to the text.
  let leadingInset: Double, iconSize: Double, iconSpacing: Double
  let textSize: Double
  let placeholder: Color
  let background: Background

  /// What the field is drawn on.
  enum Background {
    /// iOS 13–18: a rounded rectangle in a fill.
    case roundedRectangle(cornerRadius: Double, fill: Color)
    /// iOS 26: a glass capsule.
    case glassCapsule
  }

  static let classic = SearchFieldMetrics(
    height: 36, topInset: 8, bottomInset: 8,
    leadingInset: 8, iconSize: 17, iconSpacing: 6, textSize: 17,
    placeholder: .placeholderText,
    background: .roundedRectangle(cornerRadius: 10, fill: .tertiarySystemFill))

  /// The classic field's place, size and contents (an estimate: iOS 26's search field is not
  /// measured) on a glass capsule.
  static let liquidGlass = SearchFieldMetrics(
    height: classic.height, topInset: classic.topInset, bottomInset: classic.bottomInset,
    leadingInset: classic.leadingInset, iconSize: classic.iconSize,
    iconSpacing: classic.iconSpacing, textSize: classic.textSize,
    placeholder: classic.placeholder, background: .glassCapsule)
}
