import PopshotGraphics
import PopshotText

/// One tab's entry in the tab bar: the views of its `.tabItem`, its badge, and whether it is the
/// selected tab.
struct TabBarItem {
  let label: [any View]
  let badge: String?
  let isSelected: Bool

  /// The item's icon, title view and title string, from a `Label` or an `Image` and a `Text`
  /// (the first of each; any other view stands as the title).
  var parts: (icon: AnyView?, title: AnyView?, text: String?) {
    var icon: AnyView?
    var title: AnyView?
    var text: String?
    for view in label.map(unwrapped) {
      if let l = view as? any AnyLabel {
        icon = icon ?? tabIcon(l.icon.view)
        title = title ?? l.title
        text = text ?? l.accessibilityTitle ?? (l.title.view as? Text)?.string
      } else if view is Image {
        icon = icon ?? tabIcon(view)
      } else if title == nil {
        title = AnyView(view)
        text = (view as? Text)?.string
      }
    }
    return (icon, title, text)
  }

  private func unwrapped(_ view: any View) -> any View { looked(through: view).view }

  /// `view` without the wrappers that draw nothing of their own (an `if`'s branch, `AnyView`,
  /// an identifier), and the identifier if there was one: it names the tab's button, not a view
  /// of its own.
  private func looked(through view: any View) -> (view: any View, identifier: String?) {
    if let c = view as? Conditional { return looked(through: c.view) }
    if let a = view as? AnyView { return looked(through: a.view) }
    if let m = view as? ModifiedView<IdentifierModifier> {
      return (looked(through: m.content).view, m.modifier.id)
    }
    return (view, nil)
  }

  /// The identifier set on the item's label (`.accessibilityIdentifier` or `.id`), which names
  /// the tab's button, as UIKit gives a tab bar item's identifier to its button; nil if none.
  var identifier: String? { label.lazy.compactMap { looked(through: $0).identifier }.first }

  /// A symbol is drawn filled when Popshot knows its `.fill` variant: SwiftUI's tab bar applies
  /// `.symbolVariant(.fill)` to tab items on iOS.
  private func tabIcon(_ view: any View) -> AnyView {
    guard var image = unwrapped(view) as? Image, image.content.isSymbol else {
      return AnyView(view)
    }
    let filled = Symbol(name: image.content.symbol.name + ".fill")
    if !image.content.symbol.name.hasSuffix(".fill"), filled.isKnown {
      image.content.symbol = filled
    }
    return AnyView(image.resizable().scaledToFit())
  }
}

/// The classic tab bar (UITabBar, iOS 13–18) as a view: items spread evenly over the bar, icon
/// above a 10 pt title on iPhone in portrait, icon beside the title in compact height and on
/// iPad; the selected item in the tint colour, the others grey; a hairline on top and the bar's
/// material under it, reaching under the home indicator. Facts in docs/platform.md, "Tab bar".
nonisolated struct TabBarView: View {
  let items: [TabBarItem]
  let settings: BarSettings

  var body: some View {
    let env = EnvironmentValues.current
    let m: TabBarMetrics.Bar
    switch TabBarMetrics.of(env.design) {
    case .floating(let glass):
      return AnyView(GlassTabBarView(items: items, settings: settings, metrics: glass))
    case .bar(let classic): m = classic
    }
    let layout = m.layout(env)
    let background =
      settings.backgroundVisibility == .hidden
      ? Color.clear : settings.background ?? m.background
    return AnyView(
      HStack(spacing: 0) {
        ForEach(Array(items.enumerated()), id: \.offset) { i, item in
          TabBarButton(item: item, layout: layout, tint: env.tintColor)
            .id(item.identifier ?? "tabbar.item[\(i)]")
        }
      }
      .frame(maxWidth: layout.centred ? nil : .infinity)
      .frame(maxWidth: .infinity)
      .frame(height: layout.height)
      .background(
        VStack(spacing: 0) {
          Rectangle().fill(settings.backgroundVisibility == .hidden ? Color.clear : m.separator)
            .frame(height: 1 / env.displayScale)
          Rectangle().fill(background)
        }
        .ignoresSafeArea(edges: [.bottom, .horizontal])
      )
      .environment(\.colorScheme, settings.colorScheme ?? env.colorScheme)
      .id("tabbar"))
  }
}

/// One item of the tab bar: the icon and title arranged by the layout, with the tab's element.
nonisolated struct TabBarButton: View {
  let item: TabBarItem
  let layout: TabBarMetrics.Bar.Layout
  let tint: Color

  var body: some View {
    let m = TabBarMetrics.Bar.classic
    let (icon, title, text) = item.parts
    let color = item.isSelected ? tint : m.unselected
    let iconView = (icon ?? AnyView(EmptyView()))
      .overlay(alignment: .topLeading) {
        // A builder's `if` would mark the badge as shown under a condition, for the audit.
        item.badge.map { badge in
          GeometryReader { g in
            TabBadge(text: badge).offset(x: g.size.width / 2 + m.badgeOffset.x, y: m.badgeOffset.y)
          }
        }.map(AnyView.init) ?? AnyView(EmptyView())
      }
      .frame(width: layout.iconSize.width, height: layout.iconSize.height)
    let titleView = (title ?? AnyView(EmptyView()))
      .font(.system(size: layout.titleSize, weight: m.titleWeight)).lineLimit(1)
    return ChromeElement(
      ChromeSemantics(
        role: .tab, label: text, value: item.badge, traits: item.isSelected ? [.isSelected] : [])
    ) {
      arrangement(icon: iconView, title: titleView, m)
        .foregroundStyle(color)
        .frame(height: layout.height)
    }
  }
}

extension TabBarButton {
  /// Icon above title, or beside it (the layout is fixed for the render, not a condition).
  func arrangement(icon: some View, title: some View, _ m: TabBarMetrics.Bar) -> AnyView {
    guard layout.stacked else {
      return AnyView(
        HStack(spacing: m.inlineSpacing) {
          icon
          title
        }
        .fixedSize(horizontal: layout.centred, vertical: false)
        .padding(.horizontal, layout.centred ? m.centredItemPadding : 0)
        .frame(maxWidth: layout.centred ? nil : .infinity, maxHeight: .infinity))
    }
    return AnyView(
      VStack(spacing: 0) {
        icon.padding(.top, m.iconTop)
        Spacer(minLength: 0)
        title.padding(.bottom, m.titleBottom)
      }
      .frame(maxWidth: .infinity))
  }
}

/// The red badge on a tab's icon: white text in a capsule at least as wide as it is tall.
nonisolated struct TabBadge: View {
  let text: String
  var body: some View {
    let m = TabBarMetrics.Bar.classic
    Text(text).font(.system(size: m.badgeTextSize)).foregroundColor(.white).lineLimit(1)
      .padding(.horizontal, m.badgePadding)
      .frame(minWidth: m.badgeHeight, minHeight: m.badgeHeight)
      .background(Capsule().fill(Color.red))
      .fixedSize()
  }
}
