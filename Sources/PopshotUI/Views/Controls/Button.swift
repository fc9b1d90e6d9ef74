import PopshotGraphics

/// The meaning of a button, which sets its default colour; `close` and `confirm` (iOS 26) give a
/// button without a label its system glyph (`DefaultButtonLabel`).
public enum ButtonRole: String, CaseIterable, Sendable, Codable {
  case cancel, destructive, close, confirm
}

/// What a button made with only a role shows (iOS 26's `Button(role:action:)`): the system glyph
/// of its role, read by VoiceOver as the role's title. Close and cancel show `xmark`, confirm
/// `checkmark`, destructive `trash` (Apple's documentation of `init(role:action:)`: a cancel or
/// close button "with a 'x' symbol"; the titles are UIKit's system bar items').
public nonisolated struct DefaultButtonLabel: View {
  let role: ButtonRole
  public var body: some View {
    let (symbol, title): (String, String) =
      switch role {
      case .close: ("xmark", "Close")
      case .cancel: ("xmark", "Cancel")
      case .confirm: ("checkmark", "Done")
      case .destructive: ("trash", "Delete")
      }
    Label(title, systemImage: symbol).labelStyle(.iconOnly)
  }
}

extension Button where Label == DefaultButtonLabel {
  /// A button that shows its role's system glyph (iOS 26).
  public init(role: ButtonRole, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
  }
}

/// A control that performs an action. A render records that it has one (named by `actionName`);
/// a tap in an interaction session runs it (StateGraph). It is drawn by the button style in its
/// environment (`.buttonStyle`), made of its label, when a render reduces it. `Button<Label>` as
/// SwiftUI declares it; the label is kept erased.
public nonisolated struct Button<Label: View>: PrimitiveView, AnyButton {
  let label: AnyView, role: ButtonRole?, actionName: String
  let action: @MainActor () -> Void
  /// False for the button a primitive style makes of its configuration: the styled button around
  /// it already takes the tap, and its label is drawn as the default style draws it.
  var isStyled = true

  public init(
    role: ButtonRole? = nil, actionName: String = "tap",
    action: @escaping @MainActor () -> Void = {}, @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.actionName = actionName
    self.action = action
    self.label = AnyView(label())
  }

  fileprivate init(
    role: ButtonRole?, actionName: String, action: @escaping @MainActor () -> Void, label: Label
  ) {
    self.role = role
    self.actionName = actionName
    self.action = action
    self.label = AnyView(label)
  }

  fileprivate init(configuration: PrimitiveButtonStyleConfiguration) {
    label = configuration.label.content
    role = configuration.role
    actionName = "tap"
    action = {}
    isStyled = false
  }

  func makeNode() -> ViewNode {
    let env = EnvironmentValues.current
    guard isStyled else {
      return node(of: AnyButtonStyle.primitive(DefaultButtonStyle()).body(label: label, role: role))
    }
    let style = env.buttonStyle ?? .primitive(DefaultButtonStyle())
    let body = style.body(label: label, role: role, action: action)
    return .leaf(
      ButtonContent(
        body: node(of: body), action: actionName, perform: action, isEnabled: env.isEnabled))
  }
}

/// Any `Button`, whatever its label's type: what the bars read of one.
protocol AnyButton {
  var label: AnyView { get }
}

nonisolated extension Button where Label == Text {
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole? = nil, actionName: String = "tap",
    action: @escaping @MainActor () -> Void = {}
  ) {
    self.init(role: role, actionName: actionName, action: action, label: Text(String(title)))
  }
}

nonisolated extension Button where Label == PopshotUI.Label<Text, Image> {
  /// A button labelled with a title and an SF Symbol (a `Label`).
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole? = nil, actionName: String = "tap",
    action: @escaping @MainActor () -> Void = {}
  ) {
    self.init(
      role: role, actionName: actionName, action: action,
      label: PopshotUI.Label(title, systemImage: systemImage))
  }
}

nonisolated extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// The button a primitive style makes of its configuration, inside its body.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(configuration: configuration)
  }
}

/// A button, reduced: its style's body, which takes the tap.
final class ButtonContent: LeafContent {
  let body: ViewNode, action: String, isEnabled: Bool
  let perform: @MainActor () -> Void
  init(body: ViewNode, action: String, perform: @escaping @MainActor () -> Void, isEnabled: Bool) {
    self.body = body
    self.action = action
    self.perform = perform
    self.isEnabled = isEnabled
  }
  var kind: String { "button" }
  var preferenceSources: [ViewNode] { [body] }
  func makeLayout(_ c: BuildContext) -> LayoutNode {
    TappableNode(
      c.build(body, component: "label"), id: c.id, action: isEnabled ? action : nil,
      perform: .tap(perform), environment: c.environment, role: .button)
  }
}

/// A view that takes taps: a Button (role button, labelled by its label's text) or a view with
/// `.onTapGesture` (a container element in front of what it contains). One element with the tap
/// action, or with the `notEnabled` trait and no action when disabled; hit area: its frame, or
/// the content shape declared on or inside it.
final class TappableNode: WrapperNode {
  let id: String, action: String?, role: SemanticRole
  /// What a tap does in an interaction session, and the environment it runs in.
  let perform: ElementAction?
  let environment: EnvironmentValues
  init(
    _ child: LayoutNode, id: String, action: String?, perform: ElementAction?,
    environment: EnvironmentValues, role: SemanticRole
  ) {
    self.id = id
    self.action = action
    self.perform = perform
    self.environment = environment
    self.role = role
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let outerShape = out.contentShape
    out.contentShape = nil
    let first = out.elements.count
    child.placeIn(frame, &out)
    // A view tapped as a whole (`Image(…).onTapGesture {}.id("close")`) is built at the
    // container's own place: its element would share the container's id, and ids are unique per
    // variant. It takes the content's place below the container instead.
    for i in first..<out.elements.count where out.elements[i].id == id {
      out.elements[i].id = "\(id)/content"
    }
    let isButton = role == .button
    // A button reads its texts; an icon-only button reads its icon's accessibility label.
    // Read through a function, so that no slice of the elements outlives the reading: a slice
    // alive at the insert below would make it copy every element of the page, per button.
    let (label, foreground) = isButton ? Self.read(out.elements[first...]) : ("", nil)
    let hit = outerShape ?? out.contentShape ?? frame
    out.contentShape = nil
    var element = SemanticElement(
      id: id, role: role, label: label.isEmpty ? nil : label, frame: frame, hitFrame: hit,
      text: nil,
      foreground: foreground, background: out.background,
      actions: action.map { [.tap($0)] } ?? [],
      zOrder: 0, hiddenFromAccessibility: false)
    if action != nil { element.interaction = StateGraph.register(perform, in: environment) }
    if action == nil {
      element.traits = [.notEnabled]
      // The label is inactive too: its text is exempt from the contrast rule.
      for i in first..<out.elements.count {
        out.elements[i].traits = (out.elements[i].traits ?? []) + [.notEnabled]
      }
    }
    out.elements.insert(element, at: first)
  }

  /// The label a button reads (its texts, else its first labelled part) and its foreground.
  private static func read(_ inner: ArraySlice<SemanticElement>) -> (String, SRGBColor?) {
    var label = inner.compactMap { $0.role == .text ? $0.text?.string : nil }
      .joined(separator: " ")
    if label.isEmpty { label = inner.lazy.compactMap(\.label).first ?? "" }
    return (label, inner.first?.foreground)
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
