// What the controls (Toggle, TextField, Picker, Slider…) share: each is drawn by a body made of
// other views (a style's `makeBody`, or the control's own drawing), and described to the audit as
// one element with its role, label, value and traits, as UIKit describes a UISwitch or a
// UISlider. The texts inside keep their own elements, so the audit checks their contrast too.
import PopshotGraphics

/// What a control's element says: its role, label, value and traits.
struct ControlSemantics {
  var role: SemanticRole
  /// The label when the control was given a title; nil to read it from the label part of the
  /// body (the views marked with `controlLabel()`).
  var label: String?
  /// The value; nil to read it from the value part of the body (`controlValue()`: a picker's
  /// selected option).
  var value: String?
  var traits: [SemanticTrait] = []
  /// The action a tap performs, by name; nil when the control takes no taps as a whole (an
  /// adjustable control is dragged or stepped).
  var action: String? = "tap"
  /// What touching it does in an interaction session (a toggle flips its binding).
  var perform: ElementAction? = nil
}

/// A control, reduced: its body and the element it adds. A class: its fields are more than the
/// three words a LeafContent may hold in place.
final class ControlContent: LeafContent {
  let kind: String, body: ViewNode, semantics: ControlSemantics
  init(kind: String, body: ViewNode, semantics: ControlSemantics) {
    self.kind = kind
    self.body = body
    self.semantics = semantics
  }
  var preferenceSources: [ViewNode] { [body] }
  func makeLayout(_ c: BuildContext) -> LayoutNode {
    // The body's views are the control's parts: their ids start from the control's.
    let kind = Builder.kind(body)
    let path = kind.hasPrefix("#") ? "" : Builder.join(c.id, kind)
    var env = c.environment
    // The disabled rule's first half: texts that set no colour of their own (the label, a
    // value) are drawn in the disabled colour.
    if !env.isEnabled { env.foregroundStyle = ControlMetrics.of(env.design).disabledForeground }
    let child = Builder.build(body, env: env, path: path, stackAxis: c.stackAxis)
    return ControlNode(
      child, id: c.id, semantics: semantics, environment: c.environment, isEnabled: env.isEnabled)
  }
}

extension Color {
  /// This colour as a control draws its text or symbol: itself when the control is enabled,
  /// the disabled colour when not.
  func controlColor(isEnabled: Bool) -> Color {
    isEnabled ? self : ControlMetrics.classic.disabledForeground
  }
}

nonisolated extension View {
  /// A control's graphic part: drawn at half opacity when the control is disabled.
  func controlGraphic() -> some View { ControlGraphic(content: AnyView(self)) }
}

private nonisolated struct ControlGraphic: View {
  let content: AnyView
  @Environment(\.isEnabled) var isEnabled
  var body: some View {
    content.opacity(isEnabled ? 1 : ControlMetrics.classic.disabledOpacity)
      .preference(key: HoldsControlGraphicKey.self, value: true)
  }
}

/// Whether a view holds a control's graphic part: a list row that does gets the padding of a
/// control row (`ListMetrics.controlRowVerticalInset`).
struct HoldsControlGraphicKey: PreferenceKey {
  static let defaultValue = false
  static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

nonisolated extension View {
  /// A control: this view drawn, described as one element (reduced when a render asks).
  func control(_ kind: String, _ semantics: ControlSemantics) -> ControlView {
    ControlView(kind: kind, body: erased(self), semantics: semantics)
  }
}

/// A view drawn as a control (see `control(_:_:)`).
nonisolated struct ControlView: PrimitiveView {
  let kind: String, body: any View, semantics: ControlSemantics
  func makeNode() -> ViewNode {
    .leaf(ControlContent(kind: kind, body: node(of: body), semantics: semantics))
  }
}

/// Child sizing: the body's. Preferred size: the body's.
/// Adds the control's element in front of the body's: its frame and hit frame are the body's
/// frame; its label is the title, or the text of the body's label part; a disabled control gets
/// the `notEnabled` trait and no action.
final class ControlNode: WrapperNode {
  let id: String, semantics: ControlSemantics, isEnabled: Bool
  /// The environment its action runs in (`StateGraph.register(_:in:)`).
  let environment: EnvironmentValues
  init(
    _ child: LayoutNode, id: String, semantics: ControlSemantics, environment: EnvironmentValues,
    isEnabled: Bool
  ) {
    self.id = id
    self.semantics = semantics
    self.environment = environment
    self.isEnabled = isEnabled
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let outer = (out.controlLabel, out.controlValue)
    (out.controlLabel, out.controlValue) = (nil, nil)
    let first = out.elements.count
    child.placeIn(frame, &out)
    let label = semantics.label ?? out.controlLabel
    let value = semantics.value ?? out.controlValue
    (out.controlLabel, out.controlValue) = outer
    let traits = semantics.traits + (isEnabled ? [] : [.notEnabled])
    let actions = isEnabled ? semantics.action.map { [SemanticAction.tap($0)] } ?? [] : []
    var e = SemanticElement(
      id: id, role: semantics.role, label: label?.isEmpty == false ? label : nil, frame: frame,
      hitFrame: frame, text: nil, foreground: nil, background: out.background, actions: actions,
      zOrder: 0, hiddenFromAccessibility: false)
    e.traits = traits.isEmpty ? nil : traits
    e.value = value
    if isEnabled { e.interaction = StateGraph.register(semantics.perform, in: environment) }
    out.elements.insert(e, at: first)
  }
}

nonisolated extension View {
  /// Marks the label part of a control's body: its text names the control's element, and
  /// `.labelsHidden()` hides it.
  func controlLabel() -> some View { modified(ControlPartModifier(isValue: false)) }
  /// Marks the value part of a control's body: its text is the control's value.
  func controlValue() -> some View { modified(ControlPartModifier(isValue: true)) }
}

/// `controlLabel()` and `controlValue()`.
struct ControlPartModifier: LayoutModifier {
  let isValue: Bool
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    ControlLabelNode(c.content(), hidden: !isValue && c.environment.labelsHidden, isValue: isValue)
  }
}

/// Child sizing: the proposal (hidden: its ideal size, drawn nowhere). Preferred size: the
/// child's; zero when hidden (`.labelsHidden()`: SwiftUI leaves the label out of the layout but
/// VoiceOver still reads it).
final class ControlLabelNode: WrapperNode {
  override class var memoisesSize: Bool { true }
  let hidden: Bool, isValue: Bool
  init(_ child: LayoutNode, hidden: Bool, isValue: Bool) {
    self.hidden = hidden
    self.isValue = isValue
    super.init(child)
  }
  override func measure(_ p: ProposedSize) -> Size { hidden ? .zero : child.size(p) }
  override func place(_ frame: Rect, _ out: inout Output) {
    let first = out.elements.count
    var text: String
    if hidden {
      var scratch = out
      let ideal = child.size(.unspecified)
      child.placeIn(Rect(origin: frame.origin, size: ideal), &scratch)
      text = Self.text(scratch.elements[first...])
    } else {
      child.placeIn(frame, &out)
      text = Self.text(out.elements[first...])
    }
    let existing = isValue ? out.controlValue : out.controlLabel
    if let existing, !existing.isEmpty { text = existing + ", " + text }
    if isValue { out.controlValue = text } else { out.controlLabel = text }
  }
  static func text(_ elements: ArraySlice<SemanticElement>) -> String {
    elements.compactMap { $0.role == .text ? $0.label : nil }.joined(separator: " ")
  }
}

private struct IsInListRowKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the view is a row of a List or Form: a menu picker, a stepper's or a date picker's
  /// label then stands leading and its value trailing, as in a settings row. True inside a List
  /// or Form, or where set.
  package var isInListRow: Bool {
    get { self[IsInListRowKey.self] || listAppearance != nil }
    set { self[IsInListRowKey.self] = newValue }
  }
}
