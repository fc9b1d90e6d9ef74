// Text fields at rest: the text typed, or the placeholder in the placeholder colour. The
// keyboard, the caret and the selection are not drawn (a still shows no field being edited).
import PopshotGraphics
import PopshotText

/// A field the user types text into (SwiftUI's TextField). Its element has the role textField,
/// the title as label and the text as value.
/// In an interaction session, `.type(_:into:)` sets its text and runs the `onSubmit` actions
/// around it.
public nonisolated struct TextField<Label: View>: View {
  let title: String, binding: Binding<String>, prompt: Text?, axis: Axis
  /// Whether this is the field a custom style was given, drawn plain inside that style.
  var isStyleConfiguration = false
  @Environment(\.submitAction) private var submit
  @Environment(\.textFieldStyle) private var style

  fileprivate init(title: String, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.title = title
    binding = text
    self.prompt = prompt
    self.axis = axis
  }

  public var body: some View {
    if !isStyleConfiguration {
      var configuration = TextField<_TextFieldStyleLabel>(
        title: title, text: binding, prompt: prompt, axis: axis)
      configuration.isStyleConfiguration = true
      if let styled = customStyled(style, configuration) { return styled }
    }
    let text = binding.wrappedValue
    return AnyView(
      FieldBody(
        shown: text.isEmpty ? (prompt?.string ?? title) : text, isPlaceholder: text.isEmpty,
        vertical: axis == .vertical, isPlain: isStyleConfiguration
      )
      .control(
        "textfield",
        ControlSemantics(
          role: .textField, label: title, value: text,
          perform: .text(binding, submit: submit?.run))))
  }
}

nonisolated extension TextField where Label == Text {
  /// The iOS 13 form: `onEditingChanged` and `onCommit` never run in a still.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    self.init(Text(titleKey).string, text: text, prompt: nil, axis: .horizontal)
  }
  /// The iOS 13 form: `onEditingChanged` and `onCommit` never run in a still.
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(title, text: text, prompt: nil, axis: .horizontal)
  }
  /// A value shown through a Foundation formatter (`formatter.string(for:)`).
  public init<T>(
    _ titleKey: LocalizedStringKey, value: Binding<T>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    self.init(Text(titleKey).string, value: value, formatter: formatter)
  }
  /// A value shown through a Foundation formatter (`formatter.string(for:)`).
  public init<S: StringProtocol, T>(
    _ title: S, value: Binding<T>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    self.init(
      title, text: .constant(formatter.string(for: value.wrappedValue) ?? ""), prompt: nil,
      axis: .horizontal)
  }
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(title, text: text, prompt: nil, axis: .horizontal)
  }
  /// `prompt` is the placeholder drawn while the field is empty (the title otherwise).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title, text: text, prompt: prompt, axis: .horizontal)
  }
  /// With `axis: .vertical` the text wraps and the field grows, within `.lineLimit`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title, text: text, prompt: nil, axis: axis)
  }
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis
  ) {
    self.init(title: String(title), text: text, prompt: prompt, axis: axis)
  }
  /// A field showing a value through a format (`.number`, a date style…).
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      title, text: .constant(format.format(value.wrappedValue)), prompt: prompt, axis: .horizontal)
  }
}

/// A field's drawing in its text field style: one line, or wrapped lines (at least the minimum
/// the line limit reserves) for a vertical field.
nonisolated struct FieldBody: View {
  @Environment(\.design) var design
  let shown: String, isPlaceholder: Bool, vertical: Bool
  /// Drawn in the plain style whatever the environment says (a custom style's configuration).
  var isPlain = false
  @Environment(\.textFieldStyle) var style
  @Environment(\.minimumLines) var minimumLines
  @Environment(\.multilineTextAlignment) var textAlignment

  var body: some View {
    let m = TextFieldMetrics.of(design)
    let text = Text(shown).foregroundColor(isPlaceholder ? .placeholderText : nil)
    let line =
      vertical
      ? AnyView(text.reservingLines(minimumLines ?? 1)) : AnyView(text.lineLimit(1))
    // The text lies in the field as `.multilineTextAlignment` says (UITextField's
    // textAlignment): a trailing field after a Spacer shows its value at the trailing edge.
    let alignment: Alignment =
      switch textAlignment {
      case .leading: .leading
      case .center: .center
      case .trailing: .trailing
      }
    let field = line.frame(maxWidth: .infinity, alignment: alignment)
    if !isPlain, style is RoundedBorderTextFieldStyle {
      return AnyView(
        field.padding(m.roundedPadding).frame(minHeight: m.roundedMinHeight).background(
          ZStack {
            RoundedRectangle(cornerRadius: m.roundedCornerRadius).fill(m.roundedBackground)
            RoundedRectangle(cornerRadius: m.roundedCornerRadius)
              .stroke(m.roundedBorder, lineWidth: m.roundedBorderWidth)
          }))
    }
    return AnyView(field)
  }
}

nonisolated extension View {
  /// At least `lines` lines of the font here tall (a vertical field's reserved lines).
  func reservingLines(_ lines: Int) -> some View { modified(ReservedLinesModifier(lines: lines)) }
}

/// `reservingLines(_:)`.
struct ReservedLinesModifier: LayoutModifier {
  let lines: Int
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    let env = c.environment
    // The font and the space between lines a Text here has (TextNode).
    let font = TextNode.font(env)
    let lineHeight = (try? env.typesetter.shape(" ", font: font).lineHeight) ?? 0
    let spacing = env.lineSpacing + (font.lineGap ?? 0)
    return MinimumHeightNode(
      c.content(), height: Double(lines) * lineHeight + Double(max(0, lines - 1)) * spacing)
  }
}

/// Child sizing: the proposal. Preferred size: the child's, at least `height` tall; the child is
/// placed at the top of the frame.
final class MinimumHeightNode: WrapperNode {
  override class var memoisesSize: Bool { true }
  let height: Double
  init(_ child: LayoutNode, height: Double) {
    self.height = height
    super.init(child)
  }
  override func measure(_ p: ProposedSize) -> Size {
    let s = child.size(p)
    return Size(width: s.width, height: max(s.height, height))
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let s = child.size(ProposedSize(width: frame.width, height: frame.height))
    child.placeIn(
      Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(s.height, frame.height)),
      &out)
  }
}
