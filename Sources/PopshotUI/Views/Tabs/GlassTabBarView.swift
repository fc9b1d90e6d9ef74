// The tab bar as iOS 26 draws it (Liquid Glass): a floating glass capsule 62 pt tall, 21 pt in
// from each side (narrower when its items need less), its top at the top of the bar's 49 pt
// slot above the bottom safe area so that it reaches 13 pt into that area; items 54 pt tall
// 4 pt inside it, overlapping by 8.25 pt; the selected item under a brightened capsule, in the
// tint colour. Numbers and sources: docs/platform.md, "Tab bar in Liquid Glass".
import PopshotGraphics
import PopshotText

/// The floating tab bar.
nonisolated struct GlassTabBarView: View {
  let items: [TabBarItem]
  let settings: BarSettings
  let metrics: TabBarMetrics.Floating

  var body: some View {
    let env = EnvironmentValues.current
    let m = metrics
    let intrinsic = m.capsuleWidth(items: items.count, screen: .infinity)
    return HStack(spacing: -m.itemOverlap) {
      ForEach(Array(items.enumerated()), id: \.offset) { i, item in
        GlassTabBarButton(item: item, tint: env.tintColor, metrics: m)
          .id(item.identifier ?? "tabbar.item[\(i)]")
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
nonisolated struct GlassTabBarButton: View {
  let item: TabBarItem
  let tint: Color
  let metrics: TabBarMetrics.Floating

  var body: some View {
    let m = metrics
    let (icon, title, text) = item.parts
    let color = item.isSelected ? tint : m.unselected
    let iconView = (icon ?? AnyView(EmptyView()))
      .frame(width: m.symbolBox.width, height: m.symbolBox.height)
      .overlay(alignment: .topLeading) {
        item.badge.map { badge in
          GeometryReader { g in
            TabBadge(text: badge)
              .offset(
                x: g.size.width / 2 + m.badgeOffset.x, y: m.badgeOffset.y)
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
