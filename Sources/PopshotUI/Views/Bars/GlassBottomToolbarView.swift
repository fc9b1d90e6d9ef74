// The bottom toolbar as iOS 26 draws it (Liquid Glass), an estimate: no material, no hairline;
// the views between spacers share a 44 pt glass platter (as the navigation bar's items do),
// and without spacers each view has its own, spread from the leading to the trailing margin as
// the classic toolbar spreads them. The row is 44 pt above the bottom safe-area inset, 16 pt
// from the sides. Facts in docs/platform.md, "Navigation bars in Liquid Glass".
import PopshotGraphics

nonisolated struct GlassBottomToolbarView: View {
  let entries: [ToolbarEntry]
  let settings: BarSettings
  let textSize: Double
  let metrics: ToolbarMetrics.Platters

  var body: some View {
    let env = EnvironmentValues.current
    let m = metrics
    let views = entries.flatMap { e in
      e.views.map { (view: $0, confirmation: e.placement == .confirmationAction) }
    }
    let spaced = views.contains { $0.view is Spacer }
    // Runs of views between spacers, and where the spacers go.
    var row: [AnyView] = []
    var run: [(view: any View, confirmation: Bool)] = []
    func flush() {
      guard !run.isEmpty else { return }
      row.append(AnyView(GlassBarItems(views: run, textSize: textSize, metrics: m)))
      run = []
    }
    for (i, v) in views.enumerated() {
      if v.view is Spacer {
        flush()
        row.append(AnyView(v.view))
      } else if spaced {
        run.append(v)
      } else {
        if i > 0 || views.count == 1 { row.append(AnyView(Spacer(minLength: 8))) }
        row.append(AnyView(GlassBarItems(views: [v], textSize: textSize, metrics: m)))
      }
    }
    flush()
    if !spaced, views.count == 1 { row.append(AnyView(Spacer(minLength: 0))) }
    return HStack(spacing: spaced ? 8 : 0) {
      ForEach(Array(row.enumerated()), id: \.offset) { _, v in v }
    }
    .padding(.horizontal, m.margin)
    .frame(maxWidth: .infinity)
    .frame(height: m.bottomRowHeight)
    .environment(\.colorScheme, settings.colorScheme ?? env.colorScheme)
    .id("toolbar.bottom")
  }
}
