import PopshotGraphics

/// The meaning of a button, which sets its default colour.
public enum ButtonRole: String, CaseIterable, Sendable, Codable { case cancel, destructive }

/// A control that performs an action. Popshot records that it has one (named by `actionName`); it
/// never runs it. Its label is built when a render asks, in the render's environment.
public struct Button: PrimitiveView {
  let label: ViewList, role: ButtonRole?, actionName: String
  public init(
    role: ButtonRole? = nil, actionName: String = "tap", action: () -> Void = {},
    @ViewBuilder label: () -> ViewList
  ) {
    self.role = role
    self.actionName = actionName
    self.label = label()
  }
  public init(
    _ title: String, role: ButtonRole? = nil, actionName: String = "tap", action: () -> Void = {}
  ) {
    self.init(role: role, actionName: actionName, action: action) { Text(title) }
  }
  func makeNode() -> ViewNode {
    .leaf(ButtonContent(label: label.makeNode(), role: role, action: actionName))
  }
}

/// A button, reduced: its label drawn in the accent colour (red for a destructive role) unless a
/// colour is set around it.
final class ButtonContent: LeafContent {
  let label: ViewNode, role: ButtonRole?, action: String
  init(label: ViewNode, role: ButtonRole?, action: String) {
    self.label = label
    self.role = role
    self.action = action
  }
  var kind: String { "button" }
  var preferenceSources: [ViewNode] { [label] }
  func makeLayout(_ c: BuildContext) -> LayoutNode {
    var labelEnv = c.environment
    if labelEnv.foregroundStyle == nil {
      labelEnv.foregroundStyle = role == .destructive ? Color.red : c.environment.tintColor
    }
    return TappableNode(
      c.build(label, component: "label", environment: labelEnv), id: c.id, action: action,
      role: .button)
  }
}

/// A view that takes taps: a Button (role button, labelled by its label's text, drawn in the
/// accent colour unless a colour is set — see ButtonContent) or a view with `.onTapGesture` (a container
/// element in front of what it contains). One element with the tap action; hit area: its frame, or
/// the content shape declared on or inside it.
final class TappableNode: WrapperNode {
  let id: String, action: String, role: SemanticRole
  init(_ child: LayoutNode, id: String, action: String, role: SemanticRole) {
    self.id = id
    self.action = action
    self.role = role
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let outerShape = out.contentShape
    out.contentShape = nil
    let first = out.elements.count
    child.placeIn(frame, &out)
    let inner = out.elements[first...]
    let isButton = role == .button
    // A button reads its texts; an icon-only button reads its icon's accessibility label.
    var label =
      isButton
      ? inner.compactMap { $0.role == .text ? $0.text?.string : nil }.joined(separator: " ") : ""
    if isButton, label.isEmpty { label = inner.lazy.compactMap(\.label).first ?? "" }
    let hit = outerShape ?? out.contentShape ?? frame
    out.contentShape = nil
    out.elements.insert(
      SemanticElement(
        id: id, role: role, label: label.isEmpty ? nil : label, frame: frame, hitFrame: hit,
        text: nil,
        foreground: isButton ? inner.first?.foreground : nil, background: out.background,
        actions: [.tap(action)],
        zOrder: 0, hiddenFromAccessibility: false), at: first)
  }
}

extension FixtureView {
  /// `{"button": {"title": "Close", "role": "cancel", "action": "dismiss"}}`, or a "label" view
  /// instead of the title.
  static let button = FixtureView("button") { v, _ in
    let o = try v.members(["title", "label", "role", "action"])
    guard o.has("title") != o.has("label") else {
      throw v.fail("a button has either \"title\" or \"label\"")
    }
    let role = try o["role"]?.oneOf(ButtonRole.self)
    let action = try o["action"]?.string() ?? "tap"
    if let t = o["title"] { return AnyView(Button(try t.string(), role: role, actionName: action)) }
    let label = try o["label"]!.view()
    return AnyView(Button(role: role, actionName: action) { label })
  }
}
