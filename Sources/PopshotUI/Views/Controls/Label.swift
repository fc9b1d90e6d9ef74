// A label: a title with an icon, arranged by the label style in the environment (SwiftUI's Label).
// Its title is what VoiceOver reads, also when the icon-only style shows just the icon.
import PopshotSupport

/// A title and an icon, arranged by the current `LabelStyle`.
public struct Label: View {
  let title: AnyView, icon: AnyView, accessibilityTitle: String?

  /// A title with an SF Symbol icon.
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(String(title), icon: Image(systemName: name))
  }
  /// A title with an asset catalog image icon (`Image(name)`).
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(String(title), icon: Image(name))
  }
  /// A label of any two views.
  public init<Title: View, Icon: View>(
    @ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon
  ) {
    self.title = AnyView(title())
    self.icon = AnyView(icon())
    accessibilityTitle = nil
  }
  /// A label of a style's configuration (for a style that wraps another one).
  public init(_ configuration: LabelStyleConfiguration) {
    title = configuration.title.content
    icon = configuration.icon.content
    accessibilityTitle = nil
  }

  private init(_ title: String, icon: Image) {
    self.title = AnyView(Text(title))
    self.icon = AnyView(icon)
    accessibilityTitle = title
  }

  public var body: some View {
    let style = EnvironmentValues.current.labelStyle
    let configuration = LabelStyleConfiguration(
      title: .init(content: title), icon: .init(content: icon))
    let drawn = AnyView(style.makeBody(configuration: configuration))
    // A shown title is read as it is; an icon standing alone is read as the title.
    if let accessibilityTitle, style is IconOnlyLabelStyle {
      drawn.accessibilityLabel(accessibilityTitle)
    } else {
      drawn
    }
  }
}

extension FixtureView {
  /// `{"label": {"title": "Favourites", "systemImage": "star.fill"}}`.
  static let label = FixtureView("label") { v, _ in
    let o = try v.members(["title", "systemImage"], required: ["title", "systemImage"])
    let name = try o["systemImage"]!.string()
    guard Symbol(name: name).isKnown else {
      throw o["systemImage"]!.fail(
        "unknown symbol \"\(name)\"\(v.nearest(to: name, in: Symbol.known)); Popshot draws "
          + Symbol.known.joined(separator: ", "))
    }
    return AnyView(Label(try o["title"]!.string(), systemImage: name))
  }
}
