// Alerts (`.alert`): a card centred on the screen over a dimmed page, as UIAlertController draws
// it in iOS 17 or, in glass with capsule buttons, in iOS 26 (AlertMetrics, docs/platform.md
// "Alerts" and "Alerts in Liquid Glass"). Every button closes the alert, and so
// does VoiceOver's escape when it has a cancel action; tapping the dimmed page does not.
//
// Rules for the buttons (Apple's HIG, "Alerts", and UIAlertController):
// - an alert with no buttons gets OK;
// - only one cancel button shows (the last), and a destructive action without one gets Cancel
//   (SwiftUI's alerts; the legacy `Alert` shows its buttons as given);
// - two buttons whose labels fit share a row, the cancel button on the leading side;
// - otherwise they are stacked, the cancel button at the bottom; at accessibility text sizes
//   they always are, and the card is 310 pt wide.
import PopshotGraphics
import PopshotText
import PopshotUI

/// An alert a view presents.
public struct SystemAlert: Sendable {
  public var content: DialogContent
  /// nil: the variant's design's.
  public var metrics: AlertMetrics?
  public init(_ content: DialogContent) { self.content = content }
}

extension SystemAlert {
  /// The buttons in the order iOS draws them, and whether they are stacked. `fits` tells whether
  /// a button's label fits half the card's width; `addCancel` is SwiftUI's rule that a
  /// destructive action without a cancel one gets Cancel too.
  static func arrange(
    _ buttons: [DialogButton], addCancel: Bool, fits: (DialogButton) -> Bool
  ) -> (buttons: [DialogButton], stacked: Bool) {
    guard !buttons.isEmpty else { return ([ok], true) }
    // One cancel button shows: the last one written.
    var cancel = buttons.last { $0.role == .cancel }
    let others = buttons.filter { $0.role != .cancel }
    if cancel == nil && addCancel && others.contains(where: { $0.role == .destructive }) {
      cancel = DialogButton(label: AnyView(Text(verbatim: "Cancel")), role: .cancel)
    }
    let all = others + (cancel.map { [$0] } ?? [])
    if all.count == 2 && all.allSatisfy(fits) {
      return (cancel.map { [$0] + others } ?? others, false)
    }
    return (all, true)
  }

  /// The button of an alert that has none.
  static let ok = DialogButton(label: AnyView(Text(verbatim: "OK")), role: .cancel)

  func layer(id: String, in c: PresentationContext) throws(RenderError) -> PresentationLayer {
    var b = LayerBuilder(id: id)
    let env = content.buttonEnvironment(c.noInsets)
    let large = env.dynamicTypeSize.isAccessibilitySize
    var m = metrics ?? AlertMetrics.of(c.design)
    if large { m.width = m.accessibilityWidth }
    b.scrim(c.screen, m.dimming, c, actions: [])
    // The room a label has when two buttons share a row.
    let half =
      m.capsules.map { (m.width - 2 * $0.padding - $0.spacing) / 2 - 2 * m.buttonLabelInset }
      ?? m.width / 2 - 2 * m.buttonLabelInset
    let (buttons, stacked) = SystemAlert.arrange(
      content.buttons(in: env), addCancel: content.addsSystemCancel
    ) { button in
      let font = button.role == .cancel ? m.cancelFont : m.buttonFont
      let label = button.label.font(font).fixedSize()
      let width = LayoutEngine.size(of: label, proposal: .unspecified, environment: env).width
      return !large && width <= half
    }
    let proposal = ProposedSize(width: m.width, height: nil)
    let room = c.safe.height - 2 * m.screenMargin
    // The card and its title and message alone; they scroll when the card is taller than the
    // room.
    func card(textHeight: Double?) -> (card: AnyView, texts: AnyView) {
      if let caps = m.capsules {
        let card = GlassAlertCard(
          title: content.shownTitle, message: content.message, buttons: buttons,
          stacked: stacked, metrics: m, capsules: caps, textHeight: textHeight)
        return (AnyView(card), AnyView(card.texts))
      }
      let card = AlertCard(
        title: content.shownTitle, message: content.message, buttons: buttons,
        stacked: stacked, hairline: 1 / c.variant.device.scale, metrics: m,
        textHeight: textHeight)
      return (AnyView(card), AnyView(card.texts))
    }
    var shown = card(textHeight: nil)
    var size = LayoutEngine.size(of: shown.card, proposal: proposal, environment: env)
    if size.height > room {
      let texts = LayoutEngine.size(of: shown.texts, proposal: proposal, environment: env).height
      shown = card(textHeight: max(0, texts - (size.height - room)))
      size = LayoutEngine.size(of: shown.card, proposal: proposal, environment: env)
    }
    let frame = Rect(
      x: c.screen.midX - size.width / 2, y: c.screen.midY - size.height / 2, width: size.width,
      height: size.height)
    let shape = Path.roundedRect(frame, cornerRadius: m.cornerRadius, style: .continuous)
    let scheme = c.variant.appearance
    b.items += GlassPanel.fill(
      shape, glass: m.capsules != nil,
      material: Backdrop(
        radius: m.blurRadius, saturation: m.saturation, tint: m.material.resolved(scheme)),
      in: c)
    let container = b.elements.count
    try b.place(shown.card, in: frame, environment: env)
    var box = b.element(id, .alert, frame)
    box.traits = [.isModal]
    b.elements.insert(box, at: container)
    let placed = b.elements[container...].filter { $0.role == .button }
    let roles = buttons.map(\.role)
    var ways = placed.filter { !$0.actions.isEmpty }.map { WayOut.closeControl($0.id) }
    // VoiceOver's escape gesture performs the cancel action (UIAlertController).
    if buttons.contains(where: { $0.role == .cancel }) { ways.append(.escape) }
    return b.finish(
      PresentationInfo(
        id: id, kind: .alert, frame: frame, modal: true, waysOut: ways, scrimFrame: c.screen,
        details: .dialog(DialogInfo(placed, roles))))
  }
}

extension Presentation {
  /// An alert over the page.
  public static func alert(_ a: SystemAlert) -> Presentation { Presentation(a) }
}

extension SystemAlert: PresentationType {
  static let presentationKind = PresentationKind.alert

  /// `{"alert": {"title": …, "message": …, "actions": [views]}}`: the actions are views, as in
  /// Swift, and their buttons (with roles) are the alert's actions.
  static func decode(_ body: Node) throws(FixtureError) -> SystemAlert {
    let o = try body.object(["title", "message", "actions"], required: ["title"])
    return SystemAlert(try FixtureDecoder.dialogContent(o))
  }

  static func requested(_ request: PresentationRequest) -> SystemAlert? {
    request.dialog.map(SystemAlert.init)
  }

  static func details(_ sidecar: PresentationInfoKeys) throws -> PresentationInfo.Details {
    .dialog(try DialogInfo(sidecar))
  }
}
