// Bar items as iOS 26 draws them: the views of one end of a bar side by side on ONE glass
// platter 44 pt tall (SwiftUI put a text "Done" into the same capsule as two icons in the
// dumped probe), an icon in a 44 pt slot so that a lone icon makes a 44 × 44 circle, text with
// padding either side; each slot takes taps in its whole box. Sources: docs/platform.md,
// "Navigation bars in Liquid Glass".
import PopshotGraphics

/// One glass platter holding bar views (nothing when there are none).
struct GlassBarItems: View {
  let views: [(view: any View, confirmation: Bool)]
  let textSize: Double

  init(entries: [ToolbarEntry], textSize: Double) {
    views = entries.flatMap { e in
      e.views.map { (view: $0, confirmation: e.placement == .confirmationAction) }
    }
    self.textSize = textSize
  }

  init(views: [(view: any View, confirmation: Bool)], textSize: Double) {
    self.views = views
    self.textSize = textSize
  }

  var body: some View {
    let m = GlassBarMetrics.liquidGlass
    guard !views.isEmpty else { return AnyView(EmptyView()) }
    return AnyView(
      HStack(spacing: 0) {
        ForEach(Array(views.enumerated()), id: \.offset) { _, v in
          GlassBarSlot(view: v.view, confirmation: v.confirmation)
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
struct GlassBarSlot: View {
  let view: any View
  let confirmation: Bool
  var body: some View {
    let m = GlassBarMetrics.liquidGlass
    let weighted =
      confirmation
      ? AnyView(AnyView(view).fontWeight(ToolbarMetrics.classic.confirmationWeight))
      : AnyView(view)
    let slot =
      GlassBarMetrics.isIcon(view)
      ? AnyView(weighted.frame(width: m.iconItemWidth, height: m.platterHeight))
      : AnyView(
        weighted.padding(.horizontal, m.textItemPadding)
          .frame(minWidth: m.iconItemWidth, minHeight: m.platterHeight))
    return slot.modified(BarHitAreaModifier())
  }
}

/// The back button: the chevron alone in a 44 × 44 glass circle.
struct GlassBackButton: View {
  var body: some View {
    let m = GlassBarMetrics.liquidGlass
    let tint = GlassBarItems.itemTint(EnvironmentValues.current)
    return Button {
    } label: {
      Chevron().stroke(
        tint, style: StrokeStyle(width: m.chevronWidth, cap: .round, join: .round)
      )
      .frame(width: m.chevronSize.width, height: m.chevronSize.height)
      .frame(width: m.platterHeight, height: m.platterHeight)
      .contentShape(Rectangle())
    }
    .accessibilityLabel("Back")
    .background(SystemGlass(), in: Circle())
    .id("navigationbar.back")
  }
}
