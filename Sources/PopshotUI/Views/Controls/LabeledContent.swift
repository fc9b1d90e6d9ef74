// LabeledContent (SwiftUI's LabeledContent): a label with a value, one row: the label leading in
// the label colour, the value trailing in the secondary label colour (as a form's value rows and
// UIKit's value1 cells draw them).

/// A label and its value in one row (SwiftUI's LabeledContent).
public nonisolated struct LabeledContent: View {
  let label: ViewList, content: ViewList

  public init(@ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View) {
    self.label = ViewList.of(label())
    self.content = ViewList.of(content())
  }
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> some View) {
    self.init(content: content) { Text(String(title)) }
  }
  public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
    self.init(content: { Text(String(value)) }, label: { Text(String(title)) })
  }

  public var body: some View {
    HStack {
      label
      Spacer(minLength: 8)
      content.foregroundColor(.secondary)
    }
  }
}
