import PopshotGraphics

/// The bottom toolbar of a navigation container (UIToolbar, iOS 15–18): the `.bottomBar` and
/// `.status` entries in a 44 pt bar above the bottom safe-area inset (32 in compact height, 50
/// on iPad), its material and hairline reaching under the home indicator. One view is centred;
/// several are spread from the leading to the trailing margin with equal gaps, as flexible
/// spaces between UIToolbar items spread them, unless the views hold a `Spacer` of their own.
/// Facts in docs/platform.md, "Toolbars".
nonisolated struct BottomToolbarView: View {
  let entries: [ToolbarEntry]
  let settings: BarSettings
  let textSize: Double
  let margin: Double

  var body: some View {
    let env = EnvironmentValues.current
    let m: ToolbarMetrics.Bar
    switch ToolbarMetrics.of(env.design) {
    case .platters(let glass):
      return AnyView(
        GlassBottomToolbarView(
          entries: entries, settings: settings, textSize: textSize, metrics: glass))
    case .bar(let classic): m = classic
    }
    let views = entries.flatMap { e in e.views.map { (view: $0, placement: e.placement) } }
    let spaced = views.contains { $0.view is Spacer }
    let visible = settings.backgroundVisibility != .hidden
    // Flexible spaces between the views, and either side of a lone view.
    var row: [AnyView] = []
    for (i, v) in views.enumerated() {
      if !spaced, i > 0 || views.count == 1 {
        row.append(AnyView(Spacer(minLength: m.itemSpacing)))
      }
      row.append(
        AnyView(
          BarItem(view: v.view, confirmation: v.placement == .confirmationAction, metrics: m)))
    }
    if !spaced, views.count == 1 { row.append(AnyView(Spacer(minLength: 0))) }
    return AnyView(
      HStack(spacing: spaced ? m.itemSpacing : 0) {
        ForEach(Array(row.enumerated()), id: \.offset) { _, v in v }
      }
      .font(.system(size: textSize))
      .padding(.horizontal, margin)
      .frame(maxWidth: .infinity)
      .frame(height: m.bottomBarHeight(env))
      .background(
        VStack(spacing: 0) {
          Rectangle().fill(visible ? m.separator : Color.clear).frame(height: 1 / env.displayScale)
          Rectangle().fill(visible ? settings.background ?? m.background : Color.clear)
        }
        .ignoresSafeArea(edges: [.bottom, .horizontal])
      )
      .environment(\.colorScheme, settings.colorScheme ?? env.colorScheme)
      .id("toolbar.bottom"))
  }
}
