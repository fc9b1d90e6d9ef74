// DisclosureGroup (iOS 14): a label row with a chevron that shows or hides content below it. A
// still draws the state the binding holds; without a binding the group starts collapsed, as in
// SwiftUI. The chevron points right when collapsed and down when expanded, in the tint colour.

/// A label that shows or hides its content (SwiftUI's DisclosureGroup). Its element is a button
/// with the label's text and the value "collapsed" or "expanded", as VoiceOver reads it.
public nonisolated struct DisclosureGroup<Label: View, Content: View>: View {
  let label: AnyView, content: () -> Content, isExpanded: Bool
  @Environment(\.tintColor) var tint
  @Environment(\.isEnabled) var isEnabled

  /// A group that starts collapsed.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = AnyView(label())
    self.content = content
    isExpanded = false
  }
  /// A group expanded while `isExpanded` is true.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = AnyView(label())
    self.content = content
    self.isExpanded = isExpanded.wrappedValue
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        label.controlLabel()
        Spacer(minLength: 0)
        Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
          .font(.body.weight(.semibold))
          .foregroundColor(tint.controlColor(isEnabled: isEnabled))
          .accessibilityHidden(true)
      }
      .control(
        "disclosure",
        ControlSemantics(
          role: .button, label: nil, value: isExpanded ? "expanded" : "collapsed",
          action: isExpanded ? "collapse" : "expand"))
      if isExpanded { content() }
    }
  }
}

nonisolated extension DisclosureGroup where Label == Text {
  /// A group titled by a localized key, starting collapsed.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A group titled by a localized key, expanded while `isExpanded` is true.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
  /// A group titled by a string, starting collapsed.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(String(label)) }
  }
  /// A group titled by a string, expanded while `isExpanded` is true.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(String(label)) }
  }
}
