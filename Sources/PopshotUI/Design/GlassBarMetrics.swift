// iOS 26's bars (Liquid Glass): the navigation bar's item row and large-title band, its buttons
// as glass platters, and the bottom toolbar. Numbers and sources: docs/platform.md, "Navigation
// bars in Liquid Glass"; the classic bars keep NavigationBarMetrics' and ToolbarMetrics.classic.
import PopshotGraphics

/// The Liquid Glass bars' numbers, in one place.
struct GlassBarMetrics {
  /// The navigation bar's item row (54 pt from the top safe-area inset), and the platters' line
  /// at its top: the dumped PlatterView sits at y 0 in the row, 44 tall.
  let rowHeight: Double, platterHeight: Double
  /// The platters' distance from the screen's edges.
  let margin: Double
  /// An icon item's width in a platter (a lone icon makes a 44 × 44 circle), and a text item's
  /// padding either side of its text (fitted to the dumped 171.33 pt capsule of share, ellipsis
  /// and "Done": (171.33 − 2 × 44 − 40.5) / 2, an estimate).
  let iconItemWidth: Double, textItemPadding: Double
  /// The back button's chevron (an estimate drawn to match the chevron.left glyph) in its circle.
  let chevronSize: Size, chevronWidth: Double
  /// The large title's top in its 52 pt band (the dumped label at y 3.67).
  let largeTitleTop: Double
  /// The bottom toolbar's row above the bottom safe-area inset, which its 44 pt platters fill
  /// (an estimate: the classic toolbar's row; no iOS 26 measurement is known).
  let bottomRowHeight: Double

  static let liquidGlass = GlassBarMetrics(
    rowHeight: 54, platterHeight: 44, margin: 16, iconItemWidth: 44, textItemPadding: 21.4,
    chevronSize: Size(width: 9, height: 16), chevronWidth: 2.4, largeTitleTop: 11 / 3,
    bottomRowHeight: 44)

  /// Whether a bar view is drawn as an icon (a symbol, alone in a 44 pt slot) rather than text:
  /// a button or a link labelled with an image or a `Label` (bars show a label's icon), or an
  /// image itself.
  static func isIcon(_ view: any View) -> Bool {
    let v = unwrapped(view)
    if let b = v as? Button { return isIconLabel(b.label.view) }
    return isIconLabel(v)
  }

  private static func isIconLabel(_ view: any View) -> Bool {
    let v = unwrapped(view)
    return v is Image || v is Label
  }

  private static func unwrapped(_ view: any View) -> any View {
    if let a = view as? AnyView { return unwrapped(a.view) }
    if let c = view as? Conditional { return unwrapped(c.view) }
    // A builder's one view.
    if let l = view as? ViewList, l.views.count == 1 { return unwrapped(l.views[0]) }
    return view
  }
}
