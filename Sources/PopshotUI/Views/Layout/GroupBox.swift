// GroupBox (iOS 14): content, under an optional label in the headline font, inset in a rounded
// box of the secondary system background. The padding, gap and corner radius are assumed
// (docs/swiftui.md, "Content views").

/// Content in a rounded box, with an optional label (SwiftUI's GroupBox).
public nonisolated struct GroupBox<Label: View, Content: View>: View {
  let label: AnyView?, content: AnyView

  /// A box with a label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = AnyView(label())
    self.content = AnyView(content())
  }
  /// A box with a label given as a view (deprecated in iOS 16 in favour of the closure form).
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.init(content: content) { label }
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      if let label { label.font(.headline) }
      content
    }
    .padding(16)
    .background(
      Color.secondarySystemBackground, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
  }
}

nonisolated extension GroupBox where Label == EmptyView {
  /// A box without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.label = nil
    self.content = AnyView(content())
  }
}

nonisolated extension GroupBox where Label == Text {
  /// A box titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A box titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(String(title)) }
  }
}
