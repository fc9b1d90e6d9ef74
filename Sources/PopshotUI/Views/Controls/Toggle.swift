/// A control that turns something on or off (SwiftUI's Toggle), drawn by the toggle style of its
/// environment (a switch unless `.toggleStyle` says otherwise). Its element has the role toggle,
/// the value "1" or "0" (as UIKit reads a switch) and the toggle's label.
public nonisolated struct Toggle: View {
  let isOn: Binding<Bool>, label: ViewList, title: String?
  @Environment(\.toggleStyle) var style

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> ViewList) {
    self.isOn = isOn
    self.label = label()
    title = nil
  }
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.isOn = isOn
    self.title = String(title)
    label = ViewList([Text(String(title))])
  }
  /// A toggle labelled with a symbol and a title.
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.isOn = isOn
    self.title = String(title)
    label = ViewList([
      HStack {
        Image(systemName: systemImage)
        Text(String(title))
      }
    ])
  }

  /// A toggle for many values at once (SwiftUI's mixed-state toggle): on when every source is
  /// on. A still draws a mixed state as off, since iOS's switch has no mixed look.
  public init<C: RandomAccessCollection>(
    sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> ViewList
  ) {
    self.init(isOn: Self.all(sources, isOn), label: label)
  }
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(title, isOn: Self.all(sources, isOn))
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
      ControlSemantics(role: .toggle, label: title, value: isOn.wrappedValue ? "1" : "0"))
  }
}
