import Foundation

/// A control that opens a URL (SwiftUI's Link): its label in the tint colour. Its element has
/// the role link and the label's text; a still opens nothing.
public nonisolated struct Link: View {
  let label: AnyView, title: String?, destination: URL
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    label = AnyView(Text(String(title)))
    self.title = String(title)
    self.destination = destination
  }
  public init<Label: View>(destination: URL, @ViewBuilder label: () -> Label) {
    self.label = AnyView(label())
    title = nil
    self.destination = destination
  }
  @Environment(\.tintColor) var tint
  @Environment(\.isEnabled) var isEnabled

  public var body: some View {
    label.controlLabel().foregroundColor(tint.controlColor(isEnabled: isEnabled))
      .control("link", ControlSemantics(role: .link, label: title, value: nil, action: "open"))
  }
}
