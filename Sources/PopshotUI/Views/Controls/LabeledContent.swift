// LabeledContent (SwiftUI's LabeledContent): a label with a value, one row: the label leading in
// the label colour, the value trailing in the secondary label colour (as a form's value rows and
// UIKit's value1 cells draw them). Generic over its label and content, as Apple's is, so code
// that names `LabeledContent<Text, Text>` builds; the views are kept as lists all the same.
import Foundation

/// A label and its value in one row (SwiftUI's LabeledContent).
public nonisolated struct LabeledContent<Label: View, Content: View>: View {
  let label: ViewList, content: ViewList

  /// A row of `label` and the value `content` shows.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = ViewList.of(label())
    self.content = ViewList.of(content())
  }

  public var body: some View {
    HStack {
      label
      Spacer(minLength: 8)
      content.foregroundColor(.secondary)
    }
  }
}

nonisolated extension LabeledContent where Label == Text {
  /// A row titled by a localized key, with a view as its value.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A row titled by a string, with a view as its value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(String(title)) }
  }
}

nonisolated extension LabeledContent where Label == Text, Content == Text {
  /// A row titled by a localized key, with a string value (shown verbatim).
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(String(value)) }, label: { Text(titleKey) })
  }
  /// A row titled by a string, with a string value.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(String(value)) }, label: { Text(String(title)) })
  }
  /// A row titled by a localized key, with `value` formatted by `format` (as `Text(_:format:)`
  /// formats it).
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }
  /// A row titled by a string, with `value` formatted by `format`.
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(String(title)) })
  }
}
