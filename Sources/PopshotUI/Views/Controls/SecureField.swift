/// A field for a password (SwiftUI's SecureField): a bullet per character, or the placeholder.
/// Its element's value is the bullets, as VoiceOver never reads a password.
public nonisolated struct SecureField<Label: View>: View {
  @Environment(\.design) var design
  let title: String, text: String, prompt: Text?

  fileprivate init(title: String, text: String, prompt: Text?) {
    self.title = title
    self.text = text
    self.prompt = prompt
  }

  public var body: some View {
    let bullets = String(repeating: TextFieldMetrics.of(design).secureBullet, count: text.count)
    return FieldBody(
      shown: text.isEmpty ? (prompt?.string ?? title) : bullets, isPlaceholder: text.isEmpty,
      vertical: false
    )
    .control(
      "securefield",
      ControlSemantics(role: .textField, label: title, value: bullets))
  }
}

nonisolated extension SecureField where Label == Text {
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(title, text: text, prompt: nil)
  }
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title: String(title), text: text.wrappedValue, prompt: prompt)
  }
  /// The iOS 13 form: `onCommit` never runs in a still.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(title: Text(titleKey).string, text: text.wrappedValue, prompt: nil)
  }
  /// The iOS 13 form: `onCommit` never runs in a still.
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(title: String(title), text: text.wrappedValue, prompt: nil)
  }
}
