/// A control that turns something on or off (SwiftUI's Toggle), drawn by the toggle style of its
/// environment (a switch unless `.toggleStyle` says otherwise). Its element has the role toggle,
/// the value "1" or "0" (as UIKit reads a switch) and the toggle's label.
public struct Toggle: View {
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

  public var body: some View {
    let configuration = ToggleStyleConfiguration(label: label, isOn: isOn)
    return AnyView(style.erasedBody(configuration)).control(
      "toggle",
      ControlSemantics(role: .toggle, label: title, value: isOn.wrappedValue ? "1" : "0"))
  }
}
