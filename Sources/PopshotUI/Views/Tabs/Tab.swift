// Tab (iOS 18): a tab of a TabView, with its label and its selection value. SwiftUI builds tabs
// with a TabContentBuilder; in Popshot a Tab is a view, its content with the label as its
// `.tabItem` and the value as its `.tag`, so TabView's ViewBuilder takes it and selects it as
// it selects tagged tabs.

/// A tab of a TabView (SwiftUI's Tab).
public nonisolated struct Tab<Value: Hashable, Content: View, Label: View>: View {
  let content: AnyView, label: AnyView, value: Value?

  /// A tab with its value and a label of any view.
  public init(
    value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.content = AnyView(content())
    self.label = AnyView(label())
    self.value = value
  }

  fileprivate init(content: Content, label: some View, value: Value?) {
    self.content = AnyView(content)
    self.label = AnyView(label)
    self.value = value
  }

  public var body: some View {
    let tab = content.tabItem { label }
    if let value { tab.tag(value) } else { tab }
  }
}

/// The label a Tab has when given a title and an image: the two as a Label.
public nonisolated struct DefaultTabLabel: View {
  let label: PopshotUI.Label<Text, Image>
  public var body: some View { label }
}

/// What a tab is for, beyond its content (SwiftUI's TabRole).
public struct TabRole: Hashable, Sendable {
  let name: String
  /// The search tab, which iOS 26 draws apart from the others.
  public static let search = TabRole(name: "search")
}

nonisolated extension Tab where Label == DefaultTabLabel {
  /// A tab titled by a localized key, with an SF Symbol and its value.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      content: content(), label: DefaultTabLabel(label: .init(titleKey, systemImage: systemImage)),
      value: value)
  }
  /// A tab titled by a string, with an SF Symbol and its value.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      content: content(), label: DefaultTabLabel(label: .init(title, systemImage: systemImage)),
      value: value)
  }
  /// A tab titled by a localized key, with an image from the asset catalog and its value.
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      content: content(), label: DefaultTabLabel(label: .init(titleKey, image: image)),
      value: value)
  }
}

nonisolated extension Tab where Value == Never, Label == DefaultTabLabel {
  /// A tab without a selection value, titled by a localized key, with an SF Symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      content: content(), label: DefaultTabLabel(label: .init(titleKey, systemImage: systemImage)),
      value: nil)
  }
  /// A tab without a selection value, titled by a string, with an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(
      content: content(), label: DefaultTabLabel(label: .init(title, systemImage: systemImage)),
      value: nil)
  }
}
