// Bar items as iOS 26 draws them: the views of one end of a bar side by side on ONE glass
// platter 44 pt tall (SwiftUI put a text "Done" into the same capsule as two icons in the
// dumped probe), an icon in a 44 pt slot so that a lone icon makes a 44 × 44 circle, text with
// padding either side; each slot takes taps in its whole box. Sources: docs/platform.md,
// "Navigation bars in Liquid Glass".
import PopshotGraphics

/// One glass platter holding bar views (nothing when there are none).
nonisolated struct GlassBarItems: View {
  let views: [(view: any View, confirmation: Bool)]
  let textSize: Double
  let metrics: ToolbarMetrics.Platters

  init(entries: [ToolbarEntry], textSize: Double, metrics: ToolbarMetrics.Platters) {
    views = entries.flatMap { e in
      e.views.map { (view: $0, confirmation: e.placement == .confirmationAction) }
    }
    self.textSize = textSize
    self.metrics = metrics
  }

  init(
    views: [(view: any View, confirmation: Bool)], textSize: Double,
    metrics: ToolbarMetrics.Platters
  ) {
    self.views = views
    self.textSize = textSize
    self.metrics = metrics
  }

  var body: some View {
    let m = metrics
    guard !views.isEmpty else { return AnyView(EmptyView()) }
    return AnyView(
      HStack(spacing: 0) {
        ForEach(Array(views.enumerated()), id: \.offset) { _, v in
          GlassBarSlot(view: v.view, confirmation: v.confirmation, metrics: m)
        }
      }
      .frame(height: m.platterHeight)
      .background(SystemGlass(), in: Capsule())
      .font(.system(size: textSize))
      .tint(GlassBarItems.itemTint(EnvironmentValues.current))
      .fixedSize())
  }

  /// Bar items are monochrome (the label colour) unless the app sets a tint (an estimate from
  /// iOS 26 captures; docs/platform.md).
  static func itemTint(_ env: EnvironmentValues) -> Color { env.tint ?? .primary }
}

/// One view's slot on a platter: 44 pt square for an icon, the text plus padding otherwise, the
/// whole slot taking taps.
nonisolated struct GlassBarSlot: View {
  let view: any View
  let confirmation: Bool
  let metrics: ToolbarMetrics.Platters
  var body: some View {
    let m = metrics
    let plain = AnyView(AnyView(view).environment(\.isInToolbarItem, true))
    let weighted = confirmation ? AnyView(plain.fontWeight(m.confirmationWeight)) : plain
    let slot =
      GlassBarSlot.isIcon(view)
      ? AnyView(weighted.frame(width: m.iconItemWidth, height: m.platterHeight))
      : AnyView(
        weighted.padding(.horizontal, m.textItemPadding)
          .frame(minWidth: m.iconItemWidth, minHeight: m.platterHeight))
    return slot.modified(BarHitAreaModifier(minimumSize: m.minimumHitSize))
  }

  /// Whether a bar view is drawn as an icon (a symbol, alone in a 44 pt slot) rather than text:
  /// a button or a link labelled with an image or a `Label` (bars show a label's icon), or an
  /// image itself.
  static func isIcon(_ view: any View) -> Bool {
    let v = unwrapped(view)
    if let b = v as? any AnyButton { return isIconLabel(b.label.view) }
    return isIconLabel(v)
  }

  private static func isIconLabel(_ view: any View) -> Bool {
    let v = unwrapped(view)
    return v is Image || v is any AnyLabel
  }

  private static func unwrapped(_ view: any View) -> any View {
    if let a = view as? AnyView { return unwrapped(a.view) }
    if let c = view as? Conditional { return unwrapped(c.view) }
    // A builder's one view.
    if let l = view as? ViewList, l.views.count == 1 { return unwrapped(l.views[0]) }
    return view
  }
}

/// The back button: the chevron alone in a 44 × 44 glass circle.
nonisolated struct GlassBackButton: View {
  let metrics: NavigationBarMetrics.Floating
  var body: some View {
    let m = metrics
    let tint = GlassBarItems.itemTint(EnvironmentValues.current)
    return Button {
    } label: {
      Chevron().stroke(
        tint, style: StrokeStyle(width: m.chevronWidth, cap: .round, join: .round)
      )
      .frame(width: m.chevronSize.width, height: m.chevronSize.height)
      .frame(width: m.platters.platterHeight, height: m.platters.platterHeight)
      .contentShape(Rectangle())
    }
    .accessibilityLabel("Back")
    .background(SystemGlass(), in: Circle())
    .id("navigationbar.back")
  }
}
