// Alerts (`.alert`): a card centred on the screen over a dimmed page, as UIAlertController draws
// it in iOS 17 (AlertMetrics, docs/platform.md "Alerts"). Every button closes the alert, and
// nothing else does: tapping the dimmed page does not.
//
// Rules for the buttons (Apple's HIG, "Alerts", and UIAlertController):
// - an alert with no buttons gets OK;
// - two buttons whose labels fit share a row, the cancel button on the leading side;
// - otherwise they are stacked, the cancel button at the bottom.
import PopshotGraphics
import PopshotText
import PopshotUI

/// An alert a view presents.
public struct SystemAlert: Sendable {
  public var content: DialogContent
  public var metrics = AlertMetrics.classic
  public init(_ content: DialogContent) { self.content = content }
}

extension SystemAlert {
  /// The buttons in the order iOS draws them, and whether they are stacked. `fits` tells whether
  /// a button's label fits half the card's width.
  static func arrange(_ buttons: [DialogButton], fits: (DialogButton) -> Bool) -> (
    buttons: [DialogButton], stacked: Bool
  ) {
    guard !buttons.isEmpty else {
      return ([DialogButton(label: AnyView(Text(verbatim: "OK")), role: .cancel)], true)
    }
    let cancel = buttons.firstIndex { $0.role == .cancel }
    var others = buttons
    let cancelButton = cancel.map { others.remove(at: $0) }
    if buttons.count == 2 && buttons.allSatisfy(fits) {
      return (cancelButton.map { [$0] + others } ?? others, false)
    }
    return (others + (cancelButton.map { [$0] } ?? []), true)
  }

  func layer(id: String, in c: PresentationContext) throws(FontError) -> PresentationLayer {
    var b = LayerBuilder(id: id)
    let m = metrics
    let env = c.noInsets
    b.scrim(c.screen, m.dimming, c, actions: [])
    let half = m.width / 2 - 2 * m.buttonLabelInset
    let (buttons, stacked) = SystemAlert.arrange(content.buttons(in: env)) { button in
      let font = button.role == .cancel ? m.cancelFont : m.buttonFont
      let label = button.label.font(font).fixedSize()
      return LayoutEngine.size(of: label, proposal: .unspecified, environment: env).width <= half
    }
    let card = AlertCard(
      title: content.shownTitle, message: content.message, buttons: buttons, stacked: stacked,
      hairline: 1 / c.variant.device.scale, metrics: m)
    let size = LayoutEngine.size(
      of: card, proposal: ProposedSize(width: m.width, height: nil), environment: env)
    let frame = Rect(
      x: c.screen.midX - size.width / 2, y: c.screen.midY - size.height / 2, width: size.width,
      height: size.height)
    let shape = Path.roundedRect(frame, cornerRadius: m.cornerRadius, style: .continuous)
    let scheme = c.variant.appearance
    b.items.append(
      .backdrop(
        shape,
        Backdrop(radius: m.blurRadius, saturation: m.saturation, tint: m.material.resolved(scheme))
      ))
    let container = b.elements.count
    try b.place(AnyView(card), in: frame, environment: env)
    var box = b.element(id, .alert, frame)
    box.traits = ["isModal"]
    b.elements.insert(box, at: container)
    let ways = b.elements[container...].filter { $0.role == .button && !$0.actions.isEmpty }
      .map { WayOut.closeControl($0.id) }
    return b.finish(
      PresentationInfo(
        id: id, frame: frame, modal: true, waysOut: ways, scrimFrame: c.screen,
        pageInteractive: false, details: .alert))
  }
}
