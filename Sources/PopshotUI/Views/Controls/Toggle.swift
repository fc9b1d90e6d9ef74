/// A control that turns something on or off (SwiftUI's Toggle), drawn by the toggle style of its
/// environment (a switch unless `.toggleStyle` says otherwise). Its element has the role toggle,
/// the value "1" or "0" (as UIKit reads a switch) and the toggle's label.
public nonisolated struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>, label: ViewList, title: String?
  @Environment(\.toggleStyle) var style

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = ViewList.of(label())
    title = nil
  }

  fileprivate init(isOn: Binding<Bool>, title: String, label: ViewList) {
    self.isOn = isOn
    self.title = title
    self.label = label
  }

  /// A toggle for many values at once (SwiftUI's mixed-state toggle): on when every source is
  /// on. A still draws a mixed state as off, since iOS's switch has no mixed look.
  public init<C: RandomAccessCollection>(
    sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
  ) {
    self.init(isOn: Self.all(sources, isOn), label: label)
  }

  static func all<C: RandomAccessCollection>(
    _ sources: C, _ isOn: KeyPath<C.Element, Binding<Bool>>
  ) -> Binding<Bool> {
    .constant(!sources.isEmpty && sources.allSatisfy { $0[keyPath: isOn].wrappedValue })
  }

  public var body: some View {
    let configuration = ToggleStyleConfiguration(label: label, isOn: isOn)
    return AnyView(style.erasedBody(configuration)).control(
      "toggle",
      ControlSemantics(
        role: .toggle, label: title, value: isOn.wrappedValue ? "1" : "0",
        // Made only in an interaction session: a still needs no closure per toggle.
        perform: StateGraph.current == nil
          ? nil : .tap(onRenderingThread { [isOn] in isOn.wrappedValue.toggle() })))
  }
}

nonisolated extension Toggle where Label == Text {
  /// A toggle titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    let title = Text(titleKey)
    self.init(isOn: isOn, title: title.string, label: ViewList([title]))
  }
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn, title: String(title), label: ViewList([Text(String(title))]))
  }
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(title, isOn: Self.all(sources, isOn))
  }
}

nonisolated extension Toggle where Label == PopshotUI.Label<Text, Image> {
  /// A toggle labelled with a symbol and a title.
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(
      isOn: isOn, title: String(title),
      label: ViewList([
        HStack {
          Image(systemName: systemImage)
          Text(String(title))
        }
      ]))
  }
}
