// The tab bar's numbers in each design: the one place they live, and the one switch between the
// bar's two shapes. Sources in docs/platform.md, "Tab bar" and "Tab bar in Liquid Glass".
import PopshotGraphics
import PopshotText

/// The tab bar in each design.
enum TabBarMetrics: DesignMetrics {
  /// iOS 13–18: a bar across the bottom edge, on the bar material, items spread over it.
  case bar(Bar)
  /// iOS 26: a glass capsule floating over the bottom edge, the page running on under it.
  case floating(Floating)

  static let classic = TabBarMetrics.bar(.classic)
  static let liquidGlass = TabBarMetrics.floating(.liquidGlass)
}

extension TabBarMetrics {
  /// The classic bar's numbers (iOS 13–18); sources in docs/platform.md, "Tab bar".
  struct Bar {
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

    static let classic = Bar(
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
}

extension TabBarMetrics {
  /// The floating bar's numbers (iOS 26); sources in docs/platform.md, "Tab bar in Liquid Glass".
  struct Floating {
    /// The slot above the bottom safe-area inset (UITabBar's 83 pt less the 34 pt inset), and the
    /// capsule (pinned to the slot's top).
    let slotHeight: Double, capsuleHeight: Double
    /// The capsule's distance from the screen's sides, at least.
    let sideInset: Double
    /// The items' padding inside the capsule, their height, and by how much neighbours overlap
    /// (pitch = (capsule width − 16.25) / n, width = pitch + 8.25).
    let itemPadding: Double, itemHeight: Double, itemOverlap: Double
    /// A capsule's width for n items when the screen leaves room (fitted to the dumped 274 pt of
    /// three tabs: 16.25 + 3 × 85.92; an estimate for other counts).
    let intrinsicItemPitch: Double
    /// The icon's box and its top in the item, the symbol's box inside it (an 18 pt symbol), the
    /// title's size, line box and top.
    let iconBox: Double, iconTop: Double, symbolBox: Size
    let titleSize: Double, titleLine: Double, titleTop: Double
    let titleWeight: FontWeight
    /// The selected item's lens: its corner radius and its additive lift (+33/255 over the
    /// dark glass).
    let selectionRadius: Double, selectionLift: Double
    /// The unselected items' colour (the label colour: an estimate from captures).
    let unselected: Color
    /// Where a badge's leading top corner sits from the top centre of the icon: the classic
    /// bar's offset (no iOS 26 measurement).
    let badgeOffset: Point

    static let liquidGlass = Floating(
      slotHeight: 49, capsuleHeight: 62, sideInset: 21, itemPadding: 4, itemHeight: 54,
      itemOverlap: 8.25, intrinsicItemPitch: (274 - 16.25) / 3,
      iconBox: 28, iconTop: 6, symbolBox: Size(width: 24, height: 20),
      titleSize: 10, titleLine: 12, titleTop: 35, titleWeight: .medium,
      selectionRadius: 27, selectionLift: 33 / 255, unselected: .primary,
      badgeOffset: Bar.classic.badgeOffset)

    /// The capsule's width on a screen of `width`: min(intrinsic, width − 42).
    func capsuleWidth(items n: Int, screen width: Double) -> Double {
      let intrinsic = 2 * itemPadding + itemOverlap + Double(n) * intrinsicItemPitch
      return min(intrinsic, width - 2 * sideInset)
    }
  }
}
