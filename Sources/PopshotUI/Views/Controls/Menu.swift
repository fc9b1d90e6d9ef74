/// A button that opens a menu of actions (SwiftUI's Menu). A still shows it closed: its label
/// drawn like a borderless button, in the tint colour; its element has the role button and the
/// label's text. Open (a snapshot naming it), PopshotScenes draws its items beside it. Inside
/// another menu it is a submenu item.
public nonisolated struct Menu: View {
  let label: AnyView, title: String?
  let content: AnyView
  public init<S: StringProtocol, Content: View>(
    _ title: S, @ViewBuilder content: () -> Content
  ) {
    label = AnyView(Text(String(title)))
    self.title = String(title)
    self.content = AnyView(content())
  }
  public init<S: StringProtocol, Content: View>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    label = AnyView(Label(title, systemImage: systemImage))
    self.title = String(title)
    self.content = AnyView(content())
  }
  public init<Content: View, Label: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = AnyView(label())
    title = nil
    self.content = AnyView(content())
  }
  @Environment(\.tintColor) var tint
  @Environment(\.isEnabled) var isEnabled

  @Environment(\.isCollectingMenuItems) var isMenuItem

  public var body: some View {
    if isMenuItem {
      MenuItemMarker(kind: .submenu, label: label)
    } else {
      label.controlLabel().foregroundColor(tint.controlColor(isEnabled: isEnabled))
        .control("menu", ControlSemantics(role: .button, label: title, value: nil))
        .presentsMenu(content)
    }
  }
}
