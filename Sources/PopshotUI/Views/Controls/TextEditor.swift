import PopshotGraphics

/// A multi-line text area (SwiftUI's TextEditor, a UITextView): it fills the space it is offered,
/// its text at the top leading corner inside UITextView's insets. It has no label of its own:
/// give it `.accessibilityLabel`, or the audit reports it.
public nonisolated struct TextEditor: View {
  @Environment(\.design) var design
  let text: String
  public init(text: Binding<String>) { self.text = text.wrappedValue }

  public var body: some View {
    Text(text).padding(TextFieldMetrics.of(design).editorInset)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .control("texteditor", ControlSemantics(role: .textField, label: nil, value: text))
  }
}
