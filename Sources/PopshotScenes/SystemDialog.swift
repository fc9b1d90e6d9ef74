// Confirmation dialogs (`.confirmationDialog`, the legacy `.actionSheet`) on iPhone, in the shape
// DialogMetrics picks. Classic: an action sheet at the bottom of the screen over the dimmed page
// (docs/platform.md "Confirmation dialogs"): the title and message and the actions in one
// translucent group, the cancel button alone below it. SwiftUI adds Cancel when no action has the
// cancel role; tapping the dimmed page cancels. iOS 26's card is in GlassDialog.swift.
import PopshotGraphics
import PopshotText
import PopshotUI

/// A confirmation dialog a view presents.
public struct SystemDialog: Sendable {
  public var content: DialogContent
  /// The shape and numbers it is drawn with; nil draws the design's (`DialogMetrics.of(_:)`).
  /// An iPad's popover takes an action sheet's numbers from here, else the classic ones.
  public var metrics: DialogMetrics?
  /// The frame of the view it is attached to (screen coordinates), where an iPad points it from.
  public var anchor: Rect?
  /// The page element it points at, by id (a fixture's dialog): its frame replaces `anchor`.
  public var source: String?
  public init(_ content: DialogContent, anchor: Rect? = nil) {
    self.content = content
    self.anchor = anchor
  }
}

extension SystemDialog {
  /// The actions of the group, in the order written, and the cancel button below it (the first
  /// action with the cancel role, or the system's Cancel when `addCancel`).
  static func arrange(_ buttons: [DialogButton], addCancel: Bool) -> (
    actions: [DialogButton], cancel: DialogButton?
  ) {
    var actions = buttons
    if let i = actions.firstIndex(where: { $0.role == .cancel }) {
      let cancel = actions.remove(at: i)
      return (actions, cancel)
    }
    let system = DialogButton(label: AnyView(Text(verbatim: "Cancel")), role: .cancel)
    return (actions, addCancel ? system : nil)
  }

  func layer(id: String, in c: PresentationContext) throws(RenderError) -> PresentationLayer {
    // On iPad; an iPhone keeps the action sheet, in landscape too (iOS 26: a glass card). An
    // iPad's popover keeps the classic look in both designs: iPadOS 26's is not measured.
    if c.variant.device.family == .pad,
      let anchor = source.flatMap({ c.pageFrames[$0] }) ?? anchor
    {
      return try popoverLayer(id: id, anchor: anchor, in: c)
    }
    let m: DialogMetrics.Sheet
    switch metrics ?? DialogMetrics.of(c.design) {
    case .actionSheet(let sheet): m = sheet
    case .card(let card): return try glassLayer(id: id, metrics: card, in: c)
    }
    var b = LayerBuilder(id: id)
    let env = content.buttonEnvironment(c.noInsets)
    let (actions, cancel) = SystemDialog.arrange(
      content.buttons(in: env), addCancel: content.addsSystemCancel)
    b.scrim(c.screen, m.dimming, c, actions: cancel == nil ? [] : [.dismiss])
    let title = content.titleVisibility == .visible ? content.shownTitle : nil
    let hairline = 1 / c.variant.device.scale
    let group = DialogGroup(
      title: title, message: content.message, actions: actions, hairline: hairline, metrics: m)
    let width = min(c.screen.width, c.screen.height) - 2 * m.edgeInset
    let bottom = c.screen.maxY - max(m.edgeInset, c.screen.maxY - c.safe.maxY)
    let left = c.screen.midX - width / 2
    var cancelFrame: Rect?
    var groupBottom = bottom
    let scheme = c.variant.appearance
    if let cancel {
      let row = DialogRow(button: cancel, metrics: m)
      let h = LayoutEngine.size(
        of: row, proposal: ProposedSize(width: width, height: nil), environment: env
      ).height
      cancelFrame = Rect(x: left, y: bottom - h, width: width, height: h)
      groupBottom = bottom - h - m.cancelSpacing
    }
    let h = LayoutEngine.size(
      of: group, proposal: ProposedSize(width: width, height: nil), environment: env
    ).height
    let groupFrame = Rect(x: left, y: groupBottom - h, width: width, height: h)
    let frame = cancelFrame.map { groupFrame.union($0) } ?? groupFrame
    let container = b.elements.count
    if h > 0 {
      let shape = Path.roundedRect(
        groupFrame, cornerRadius: m.groupCornerRadius, style: .continuous)
      b.items.append(
        .backdrop(
          shape,
          Backdrop(
            radius: m.blurRadius, saturation: m.saturation, tint: m.material.resolved(scheme))))
      try b.place(AnyView(group), in: groupFrame, environment: env)
    }
    if let cancel, let cancelFrame {
      let shape = Path.roundedRect(
        cancelFrame, cornerRadius: m.cancelCornerRadius, style: .continuous)
      b.fill(shape, m.cancelBackground, c)
      try b.place(
        AnyView(DialogRow(button: cancel, metrics: m)), in: cancelFrame,
        environment: env)
    }
    var box = b.element(id, .dialog, frame)
    box.traits = [.isModal]
    b.elements.insert(box, at: container)
    let placed = b.elements[container...].filter { $0.role == .button }
    let roles = actions.map(\.role) + (cancel.map { [$0.role] } ?? [])
    var ways = placed.filter { !$0.actions.isEmpty }.map { WayOut.closeControl($0.id) }
    // Tapping the dimmed page and VoiceOver's escape gesture perform the cancel action.
    if cancel != nil { ways.insert(.tapOutside, at: 0) }
    if cancel != nil { ways.append(.escape) }
    return b.finish(
      PresentationInfo(
        id: id, kind: .confirmationDialog, frame: frame, modal: true, waysOut: ways,
        scrimFrame: c.screen, details: .dialog(DialogInfo(placed, roles))))
  }
}

extension SystemDialog {
  /// On iPad a confirmation dialog is a popover from the view it is attached to:
  /// the title, message and actions in a card of `popoverWidth` with an arrow, no Cancel button
  /// (a tap outside cancels), the page not dimmed (UIAlertController's action sheet in a popover;
  /// docs/platform.md "Confirmation dialogs").
  func popoverLayer(id: String, anchor: Rect, in c: PresentationContext) throws(RenderError)
    -> PresentationLayer
  {
    // The classic look in both designs (see `layer`), so a card's numbers do not apply.
    var m = DialogMetrics.Sheet.classic
    if case .actionSheet(let sheet) = metrics { m = sheet }
    let env = content.buttonEnvironment(c.noInsets)
    let (actions, cancel) = SystemDialog.arrange(
      content.buttons(in: env), addCancel: content.addsSystemCancel)
    let title = content.titleVisibility == .visible ? content.shownTitle : nil
    let group = DialogGroup(
      title: title, message: content.message, actions: actions,
      hairline: 1 / c.variant.device.scale, metrics: m
    ).frame(width: m.popoverWidth)
    var popover = SystemPopover(content: group, anchor: anchor)
    popover.interactiveDismissDisabled = cancel == nil
    var layer = try popover.popoverLayer(id: id, in: c)
    // The card is the dialog: its role, and the actions the audit reads.
    if let i = layer.elements.firstIndex(where: { $0.id == id }) {
      layer.elements[i].role = .dialog
      layer.elements[i].traits = [.isModal]
    }
    let placed = layer.elements.filter { $0.role == .button }
    var info = DialogInfo(placed, actions.map(\.role))
    // The Cancel a popover leaves out is the tap outside it: the scrim that dismisses it.
    if cancel != nil {
      info.cancelAction = layer.elements.first { $0.role == .scrim && !$0.actions.isEmpty }?.id
    }
    // Drawn in a popover, it is still a confirmation dialog to the audit.
    layer.info.kind = .confirmationDialog
    layer.info.details = .dialog(info)
    return layer
  }
}

extension Presentation {
  /// A confirmation dialog over the page.
  public static func confirmationDialog(_ d: SystemDialog) -> Presentation { Presentation(d) }
}

extension SystemDialog: PresentationType {
  static let presentationKind = PresentationKind.confirmationDialog

  /// `{"confirmationDialog": {"title": …, "titleVisibility": …, "message": …, "actions":
  /// [views], "source": "page.delete"}}`: the source is the id of the page element an iPad points
  /// it from.
  static func decode(_ body: Node) throws(FixtureError) -> SystemDialog {
    let o = try body.object(
      ["title", "titleVisibility", "message", "actions", "source"], required: ["title"])
    var content = try FixtureDecoder.dialogContent(o)
    if let v = o["titleVisibility"] { content.titleVisibility = try v.oneOf(Visibility.self) }
    var dialog = SystemDialog(content)
    dialog.source = try o["source"]?.string()
    return dialog
  }

  static func requested(_ request: PresentationRequest) -> SystemDialog? {
    request.dialog.map { SystemDialog($0, anchor: request.sourceFrame) }
  }

  static func details(_ sidecar: PresentationInfoKeys) throws -> PresentationInfo.Details {
    .dialog(try DialogInfo(sidecar))
  }
}
