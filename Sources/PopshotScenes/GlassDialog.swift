// Confirmation dialogs in iOS 26 on iPhone: no longer an action sheet at the bottom but a glass
// card (a popover, from a view-tree dump of an iOS 26.1 simulator): 240 pt wide, r 26, centred
// on the screen, the title and message leading-aligned over the actions as 48 pt capsules 8 pt
// apart; no Cancel row (a tap outside cancels) and no dimming (docs/platform.md, "Confirmation
// dialogs in Liquid Glass").
import PopshotGraphics
import PopshotText
import PopshotUI

/// The card as views.
nonisolated struct GlassDialogCard: View {
  let title: Text?
  let message: AnyView?
  let actions: [DialogButton]
  let metrics: DialogMetrics.Card
  let width: Double

  var body: some View {
    let a = metrics.actions
    let caps = a.capsules!
    VStack(spacing: 0) {
      if title != nil || message != nil {
        VStack(alignment: .leading, spacing: metrics.titleMessageSpacing) {
          if let title { title.font(a.titleFont).foregroundStyle(Color.label) }
          if let message { message.font(a.messageFont).foregroundStyle(Color.secondaryLabel) }
        }
        .multilineTextAlignment(.leading)
        .environment(\.textStyleLeading, false)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, metrics.textInset)
        .padding(.top, metrics.textTop)
        .padding(.bottom, metrics.textBottom)
      }
      VStack(spacing: caps.spacing) {
        ForEach(actions.indices, id: \.self) { i in
          GlassActionCapsule(button: actions[i], metrics: a, capsules: caps)
        }
      }
      .padding(caps.padding)
    }
    .frame(width: width)
  }
}

extension SystemDialog {
  func glassLayer(id: String, metrics m: DialogMetrics.Card, in c: PresentationContext)
    throws(RenderError) -> PresentationLayer
  {
    var b = LayerBuilder(id: id)
    let env = content.buttonEnvironment(c.noInsets)
    let (actions, cancel) = SystemDialog.arrange(
      content.buttons(in: env), addCancel: content.addsSystemCancel)
    // The page is not dimmed, but a tap on it cancels (an invisible dimming view takes it).
    b.scrim(c.screen, .clear, c, actions: cancel == nil ? [] : [.dismiss])
    let title = content.titleVisibility == .visible ? content.shownTitle : nil
    let caps = m.actions.capsules!
    // The widest label, with its capsule's padding and the card's, sets the width.
    let widest =
      actions.map { button in
        let label = button.label.font(m.actions.buttonFont).fixedSize()
        return LayoutEngine.size(of: label, proposal: .unspecified, environment: env).width
      }.max() ?? 0
    let fits = widest + 2 * m.actions.buttonLabelInset + 2 * caps.padding
    let width = min(max(m.minWidth, fits), c.screen.width - 2 * m.screenMargin)
    let card = GlassDialogCard(
      title: title, message: content.message, actions: actions, metrics: m, width: width)
    let size = LayoutEngine.size(
      of: card, proposal: ProposedSize(width: width, height: nil), environment: env)
    let frame = Rect(
      x: c.screen.midX - size.width / 2, y: c.screen.midY - size.height / 2, width: size.width,
      height: size.height)
    let shape = Path.roundedRect(frame, cornerRadius: m.cornerRadius, style: .continuous)
    b.items += GlassPanel.items(shape, in: c)
    let container = b.elements.count
    try b.place(AnyView(card), in: frame, environment: env)
    var box = b.element(id, .dialog, frame)
    box.traits = [.isModal]
    b.elements.insert(box, at: container)
    let placed = b.elements[container...].filter { $0.role == .button }
    var info = DialogInfo(placed, actions.map(\.role))
    var ways = placed.filter { !$0.actions.isEmpty }.map { WayOut.closeControl($0.id) }
    if cancel != nil {
      // The Cancel it leaves out is the tap outside, and VoiceOver's escape.
      info.cancelAction = b.elements.first { $0.role == .scrim && !$0.actions.isEmpty }?.id
      ways.insert(.tapOutside, at: 0)
      ways.append(.escape)
    }
    return b.finish(
      PresentationInfo(
        id: id, kind: .confirmationDialog, frame: frame, modal: true, waysOut: ways,
        scrimFrame: c.screen, details: .dialog(info)))
  }
}
