// The bar buttons' and the bottom toolbar's numbers in each design, and the one switch between
// their two shapes. Sources in docs/platform.md, "Toolbars" and "Navigation bars in Liquid Glass".
import PopshotGraphics
import PopshotText

/// The bar buttons (in the navigation bar and the bottom toolbar) and the bottom toolbar in each
/// design. The bars' own height, title and text size are NavigationBarMetrics'.
enum ToolbarMetrics: DesignMetrics {
  /// iOS 15–18: plain buttons side by side, the bottom toolbar on the bar material.
  case bar(Bar)
  /// iOS 26: the buttons of one end on a glass platter, the bottom toolbar without material.
  case platters(Platters)

  static let classic = ToolbarMetrics.bar(.classic)
  static let liquidGlass = ToolbarMetrics.platters(.liquidGlass)
}

extension ToolbarMetrics {
  /// The classic toolbar's numbers (iOS 15–18); sources in docs/platform.md, "Toolbars". The
  /// classic navigation bar reads its material and hairline here too (NavigationBarMetrics.Bar).
  struct Bar {
    /// Between the items of the bar, and the views of a group.
    let itemSpacing: Double
    /// The smallest area a bar button takes taps in, centred on it: UIKit's bar buttons reach
    /// beyond what they draw.
    let minimumHitSize: Size
    /// The bottom toolbar's height above the bottom safe-area inset: iPhone in portrait, compact
    /// height, iPad.
    let bottomBarHeight: Double, compactBottomBarHeight: Double, regularBottomBarHeight: Double
    /// A confirmation action's weight (the "Done" of a sheet).
    let confirmationWeight: FontWeight
    /// The scale a bar item's symbols take unless the app sets one.
    let imageScale: Image.Scale
    /// The bars' material when they draw it, and the hairline between bar and content.
    let background: Color
    let separator: Color

    static let classic = Bar(
      itemSpacing: 8, minimumHitSize: Size(width: 44, height: 44),
      bottomBarHeight: 44, compactBottomBarHeight: 32, regularBottomBarHeight: 50,
      confirmationWeight: .semibold,
      // A toolbar button's `xmark` inks 16.67 pt square at 17 pt (FinancialControl's iOS 17.5
      // budget detail): the large scale, 1.29 × the medium scale's 12.67.
      imageScale: .large,
      background: .system("barBackground", "#F9F9F9", "#1D1D1D", 0.94, 0.94),
      separator: .system("barSeparator", "#000000", "#000000", 0.3, 0.16))

    /// The bottom toolbar's height in an environment.
    func bottomBarHeight(_ env: EnvironmentValues) -> Double {
      if env.verticalSizeClass == .compact { return compactBottomBarHeight }
      return env.horizontalSizeClass == .regular ? regularBottomBarHeight : bottomBarHeight
    }
  }
}

extension ToolbarMetrics {
  /// The glass bars' buttons and bottom toolbar (iOS 26); sources in docs/platform.md,
  /// "Navigation bars in Liquid Glass". The navigation bar and the bottom toolbar share these:
  /// the same platters in both, so the glass navigation bar reads them here
  /// (NavigationBarMetrics.Floating.platters) rather than keeping a copy.
  struct Platters {
    /// The platters' height (the dumped PlatterView is 44 tall), and their distance from the
    /// screen's edges.
    let platterHeight: Double, margin: Double
    /// An icon item's width in a platter (a lone icon makes a 44 × 44 circle), and a text item's
    /// padding either side of its text (fitted to the dumped 171.33 pt capsule of share, ellipsis
    /// and "Done": (171.33 − 2 × 44 − 40.5) / 2, an estimate).
    let iconItemWidth: Double, textItemPadding: Double
    /// The bottom toolbar's row above the bottom safe-area inset, which its 44 pt platters fill
    /// (an estimate: the classic toolbar's row; no iOS 26 measurement is known).
    let bottomRowHeight: Double
    /// The smallest area a slot takes taps in: the classic bar buttons' (UIKit's rule; no iOS 26
    /// measurement).
    let minimumHitSize: Size
    /// A confirmation action's weight: the classic bar's (no iOS 26 measurement).
    let confirmationWeight: FontWeight

    static let liquidGlass = Platters(
      platterHeight: 44, margin: 16, iconItemWidth: 44, textItemPadding: 21.4,
      bottomRowHeight: 44, minimumHitSize: Bar.classic.minimumHitSize,
      confirmationWeight: Bar.classic.confirmationWeight)
  }
}
