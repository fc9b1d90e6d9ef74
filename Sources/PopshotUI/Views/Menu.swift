/// A button that opens a menu of actions (SwiftUI's Menu). A still shows it closed: its label
/// drawn like a borderless button, in the tint colour; the menu's items are not drawn. Its
/// element has the role button and the label's text.
public struct Menu: View {
  let label: AnyView, title: String?
  public init<S: StringProtocol, Content: View>(
    _ title: S, @ViewBuilder content: () -> Content
  ) {
    label = AnyView(Text(String(title)))
    self.title = String(title)
  }
  public init<S: StringProtocol, Content: View>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    label = AnyView(Label(title, systemImage: systemImage))
    self.title = String(title)
  }
  public init<Content: View, Label: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = AnyView(label())
    title = nil
  }
  @Environment(\.tintColor) var tint
  @Environment(\.isEnabled) var isEnabled

  public var body: some View {
    label.controlLabel().foregroundColor(tint.controlColor(isEnabled: isEnabled))
      .control("menu", ControlSemantics(role: .button, label: title, value: nil))
  }
}
