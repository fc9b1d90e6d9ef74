// GlassTabBarMetrics: the component's measurements in each design (DesignMetrics); the views that
// draw it are in GlassTabBarView.swift.
import PopshotGraphics
import PopshotText

/// The Liquid Glass tab bar's numbers, in one place.
struct GlassTabBarMetrics {
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

  static let liquidGlass = GlassTabBarMetrics(
    slotHeight: 49, capsuleHeight: 62, sideInset: 21, itemPadding: 4, itemHeight: 54,
    itemOverlap: 8.25, intrinsicItemPitch: (274 - 16.25) / 3,
    iconBox: 28, iconTop: 6, symbolBox: Size(width: 24, height: 20),
    titleSize: 10, titleLine: 12, titleTop: 35, titleWeight: .medium,
    selectionRadius: 27, selectionLift: 33 / 255, unselected: .primary)

  /// The capsule's width on a screen of `width`: min(intrinsic, width − 42).
  func capsuleWidth(items n: Int, screen width: Double) -> Double {
    let intrinsic = 2 * itemPadding + itemOverlap + Double(n) * intrinsicItemPitch
    return min(intrinsic, width - 2 * sideInset)
  }
}
