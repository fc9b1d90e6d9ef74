import PopshotGraphics
import PopshotText

/// The classic toolbar's numbers (iOS 15–18): bar buttons in the navigation bar and the bottom
/// toolbar. Sources in docs/platform.md, "Toolbars". The bar's own height, title and text size
/// are NavigationBarMetrics'; a later design (iOS 26) adds its own value beside `classic`.
struct ToolbarMetrics: DesignMetrics {
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
  /// The bars' material when they draw it, and the hairline between bar and content.
  let background: Color
  let separator: Color

  /// Liquid Glass draws the component from GlassBarMetrics (the glass bar), and reads these only for what
  /// the two designs share.
  static let liquidGlass = classic

  static let classic = ToolbarMetrics(
    itemSpacing: 8, minimumHitSize: Size(width: 44, height: 44),
    bottomBarHeight: 44, compactBottomBarHeight: 32, regularBottomBarHeight: 50,
    confirmationWeight: .semibold,
    background: .system("barBackground", "#F9F9F9", "#1D1D1D", 0.94, 0.94),
    separator: .system("barSeparator", "#000000", "#000000", 0.3, 0.16))

  /// The bottom toolbar's height in an environment.
  func bottomBarHeight(_ env: EnvironmentValues) -> Double {
    if env.verticalSizeClass == .compact { return compactBottomBarHeight }
    return env.horizontalSizeClass == .regular ? regularBottomBarHeight : bottomBarHeight
  }
}
