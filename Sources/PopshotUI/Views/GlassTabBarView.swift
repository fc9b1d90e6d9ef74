// The tab bar as iOS 26 draws it (Liquid Glass): a floating glass capsule 62 pt tall, 21 pt in
// from each side (narrower when its items need less), its top at the top of the bar's 49 pt
// slot above the bottom safe area so that it reaches 13 pt into that area; items 54 pt tall
// 4 pt inside it, overlapping by 8.25 pt; the selected item under a brightened capsule, in the
// tint colour. Numbers and sources: docs/platform.md, "Tab bar in Liquid Glass".
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

  static let standard = GlassTabBarMetrics(
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

/// The floating tab bar.
struct GlassTabBarView: View {
  let items: [TabBarItem]
  let settings: BarSettings

  var body: some View {
    let env = EnvironmentValues.current
    let m = GlassTabBarMetrics.standard
    let intrinsic = m.capsuleWidth(items: items.count, screen: .infinity)
    return HStack(spacing: -m.itemOverlap) {
      ForEach(Array(items.enumerated()), id: \.offset) { i, item in
        GlassTabBarButton(item: item, tint: env.tintColor)
          .id("tabbar.item[\(i)]")
      }
    }
    .padding(m.itemPadding)
    .frame(maxWidth: intrinsic)
    .frame(height: m.capsuleHeight)
    .background(
      settings.backgroundVisibility == .hidden
        ? AnyView(EmptyView())
        : AnyView(Capsule().fill(SystemGlass()))
    )
    .id("tabbar.capsule")
    .padding(.horizontal, m.sideInset)
    .frame(maxWidth: .infinity)
    .frame(height: m.slotHeight, alignment: .top)
    .environment(\.colorScheme, settings.colorScheme ?? env.colorScheme)
    .id("tabbar")
  }
}

/// One item: the icon above the title, the lens under the selected one, and the tab's element.
struct GlassTabBarButton: View {
  let item: TabBarItem
  let tint: Color

  var body: some View {
    let m = GlassTabBarMetrics.standard
    let (icon, title, text) = item.parts
    let color = item.isSelected ? tint : m.unselected
    let iconView = (icon ?? AnyView(EmptyView()))
      .frame(width: m.symbolBox.width, height: m.symbolBox.height)
      .overlay(alignment: .topLeading) {
        item.badge.map { badge in
          GeometryReader { g in
            TabBadge(text: badge)
              .offset(
                x: g.size.width / 2 + TabBarMetrics.classic.badgeOffset.x,
                y: TabBarMetrics.classic.badgeOffset.y)
          }
        }.map(AnyView.init) ?? AnyView(EmptyView())
      }
      .frame(width: m.iconBox, height: m.iconBox)
    let titleView = (title ?? AnyView(EmptyView()))
      .font(.system(size: m.titleSize, weight: m.titleWeight)).lineLimit(1)
      .frame(height: m.titleLine)
    return ChromeElement(
      ChromeSemantics(
        role: .tab, label: text, value: item.badge, traits: item.isSelected ? [.isSelected] : [])
    ) {
      VStack(spacing: m.titleTop - m.iconTop - m.iconBox) {
        iconView
        titleView
        Spacer(minLength: 0)
      }
      .padding(.top, m.iconTop)
      .foregroundStyle(color)
      .frame(maxWidth: .infinity)
      .frame(height: m.itemHeight)
      .background(
        item.isSelected
          ? AnyView(
            RoundedRectangle(cornerRadius: m.selectionRadius)
              .fill(Color.white.opacity(m.selectionLift)).blendMode(.plusLighter))
          : AnyView(EmptyView()))
    }
  }
}
