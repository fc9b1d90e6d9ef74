// The navigation bar as iOS 26 draws it (Liquid Glass): no material and no hairline, a 54 pt
// item row from the top safe-area inset whose buttons sit on glass platters along its top 44 pt
// (16 pt from the edges), then the 52 pt large-title band. Numbers and sources:
// docs/platform.md, "Navigation bars in Liquid Glass".
import PopshotGraphics

extension NavigationBarView {
  func glassBody(_ m: NavigationBarMetrics.Sizes, _ g: NavigationBarMetrics.Floating) -> AnyView {
    let p = g.platters
    let large = m.showsLargeTitle(displayMode, title: title)
    let leading = toolbar.filter { $0.placement.position == .leading }
    let trailing = toolbar.filter { $0.placement.position == .trailing }
    // The inline title is centred on the platters' line (an estimate: the dump shows it hidden
    // under a large title), clear of the items as in the classic bar.
    let centre = centreView(
      m, large: large, sides: !leading.isEmpty || !trailing.isEmpty, margin: p.margin,
      items: g.principalItems)
    return AnyView(
      VStack(alignment: .leading, spacing: 0) {
        ZStack {
          centre
          HStack(spacing: 8) {
            backButton ? AnyView(GlassBackButton(metrics: g)) : AnyView(EmptyView())
            GlassBarItems(entries: leading, textSize: m.barTextSize, metrics: p)
            Spacer()
            GlassBarItems(entries: trailing, textSize: m.barTextSize, metrics: p)
          }
          .padding(.horizontal, p.margin)
        }
        .frame(maxWidth: .infinity)
        .frame(height: p.platterHeight)
        .frame(height: g.height(m), alignment: .top)
        glassLargeTitle(m, g, shown: large)
        search.map { AnyView(SearchFieldView(request: $0, margin: m.margin)) }
          ?? AnyView(EmptyView())
      }
      .frame(maxWidth: .infinity)
      .background(glassBarBackground)
      .environment(\.colorScheme, settings.colorScheme ?? colorScheme)
      .id("navigationbar"))
  }

  /// The large title: 34 pt bold at the leading margin, its line's top 3.67 pt into the band.
  func glassLargeTitle(
    _ m: NavigationBarMetrics.Sizes, _ g: NavigationBarMetrics.Floating, shown: Bool
  ) -> AnyView {
    guard shown else { return AnyView(EmptyView()) }
    return AnyView(
      Text(title).font(.system(size: m.largeTitleSize, weight: .bold)).lineLimit(1)
        .id("navigationbar.title")
        .padding(.horizontal, m.margin)
        .padding(.top, g.largeTitleTop)
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .frame(height: m.largeTitleBand, alignment: .topLeading))
  }

  /// Nothing at rest, and no material when `.toolbarBackground(.visible)` asks for one (iOS 26
  /// bars have none); a colour set with `.toolbarBackground(_:for:)` is drawn, without the
  /// hairline.
  var glassBarBackground: AnyView {
    guard settings.backgroundVisibility == .visible, let colour = settings.background else {
      return AnyView(EmptyView())
    }
    return AnyView(Rectangle().fill(colour).ignoresSafeArea(edges: [.top, .horizontal]))
  }
}
