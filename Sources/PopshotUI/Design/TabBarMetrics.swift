import PopshotGraphics
import PopshotText

/// The classic tab bar's numbers (iOS 13–18), in one place; sources in docs/platform.md, "Tab
/// bar". A later design (iOS 26) adds its own value beside `classic`.
struct TabBarMetrics: DesignMetrics {
  /// Bar heights above the bottom safe-area inset: iPhone in portrait, compact height (iPhone in
  /// landscape), regular width and height (iPad).
  let height: Double, compactHeight: Double, regularHeight: Double
  /// The box a stacked item's icon is fitted into (a symbol keeps its aspect ratio inside it).
  let iconBox: Size
  /// The icon's box beside the title: in compact height, and on iPad.
  let compactIconBox: Size, regularIconBox: Size
  /// Stacked items: the icon's top and the title's bottom, from the bar's top and bottom edges.
  let iconTop: Double, titleBottom: Double
  /// Title sizes: under the icon, and beside it.
  let titleSize: Double, inlineTitleSize: Double
  let titleWeight: FontWeight
  /// Between icon and title beside each other.
  let inlineSpacing: Double
  /// On iPad the items are centred as a group, each as wide as its content plus this either side.
  let centredItemPadding: Double
  let unselected: Color
  let background: Color
  let separator: Color
  /// The badge: a capsule this tall and at least this wide, its text size and side padding, and
  /// where its leading top corner sits from the top centre of the icon.
  let badgeHeight: Double, badgeTextSize: Double, badgePadding: Double
  let badgeOffset: Point

  /// Liquid Glass draws the component from GlassTabBarMetrics (the floating bar), and reads these only for what
  /// the two designs share.
  static let liquidGlass = classic

  static let classic = TabBarMetrics(
    height: 49, compactHeight: 32, regularHeight: 50,
    iconBox: Size(width: 31, height: 25),
    compactIconBox: Size(width: 23, height: 18), regularIconBox: Size(width: 31, height: 25),
    iconTop: 5.5, titleBottom: 2,
    titleSize: 10, inlineTitleSize: 13, titleWeight: .medium,
    inlineSpacing: 6, centredItemPadding: 16,
    unselected: .system("tabBarUnselected", "#929292", "#757575"),
    background: .system("tabBarBackground", "#F9F9F9", "#1D1D1D", 0.94, 0.94),
    separator: .system("tabBarSeparator", "#000000", "#000000", 0.3, 0.16),
    badgeHeight: 18, badgeTextSize: 13, badgePadding: 5,
    badgeOffset: Point(x: 6, y: -3))

  /// How the items are arranged in an environment.
  struct Layout {
    let height: Double
    let iconSize: Size
    let titleSize: Double
    /// Icon above the title (iPhone in portrait); otherwise beside it.
    let stacked: Bool
    /// Items centred as a group (iPad) instead of spread over the bar.
    let centred: Bool
  }

  func layout(_ env: EnvironmentValues) -> Layout {
    if env.verticalSizeClass == .compact {
      return Layout(
        height: compactHeight, iconSize: compactIconBox, titleSize: inlineTitleSize,
        stacked: false, centred: false)
    }
    if env.horizontalSizeClass == .regular {
      return Layout(
        height: regularHeight, iconSize: regularIconBox, titleSize: inlineTitleSize,
        stacked: false, centred: true)
    }
    return Layout(
      height: height, iconSize: iconBox, titleSize: titleSize, stacked: true, centred: false)
  }
}
