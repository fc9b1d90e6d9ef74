// A label: a title with an icon, arranged by the label style in the environment (SwiftUI's Label).
// Its title is what VoiceOver reads, also when the icon-only style shows just the icon.
import PopshotSupport

/// A title and an icon, arranged by the current `LabelStyle` (SwiftUI's `Label<Title, Icon>`).
/// The two views are kept erased; the type parameters are Apple's, so that code constrained on
/// them (`extension Label where Title == Text, Icon == Image`) compiles.
public nonisolated struct Label<Title: View, Icon: View>: View {
  let title: AnyView, icon: AnyView, accessibilityTitle: String?

  /// A label of any two views.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = AnyView(title())
    self.icon = AnyView(icon())
    accessibilityTitle = nil
  }

  fileprivate init(_ title: Text, icon: Image) {
    self.title = AnyView(title)
    self.icon = AnyView(icon)
    accessibilityTitle = title.string
  }

  fileprivate init(configuration: LabelStyleConfiguration) {
    title = configuration.title.content
    icon = configuration.icon.content
    accessibilityTitle = nil
  }

  public var body: some View {
    let style = EnvironmentValues.current.labelStyle
    let configuration = LabelStyleConfiguration(
      title: .init(content: title), icon: .init(content: icon))
    let drawn = AnyView(
      existential: mainActorRead((style, configuration)) { $0.0.makeBody(configuration: $0.1) })
    // A shown title is read as it is; an icon standing alone (the icon-only style, or the
    // automatic one in a toolbar item) is read as the title.
    let iconOnly =
      style is IconOnlyLabelStyle
      || (style is DefaultLabelStyle && DefaultLabelStyle.showsIconOnly(.current))
    if let accessibilityTitle, iconOnly {
      drawn.accessibilityLabel(accessibilityTitle)
    } else {
      drawn
    }
  }
}

/// Any `Label`, whatever its type parameters: what the bars read of one.
protocol AnyLabel {
  var title: AnyView { get }
  var icon: AnyView { get }
  var accessibilityTitle: String? { get }
}

extension Label: AnyLabel {}

nonisolated extension Label where Title == Text, Icon == Image {
  /// A title, looked up as a localized key, with an SF Symbol icon.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(Text(titleKey), icon: Image(systemName: name))
  }
  /// A title with an SF Symbol icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(Text(String(title)), icon: Image(systemName: name))
  }
  /// A title, looked up as a localized key, with an asset catalog image icon (`Image(name)`).
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(Text(titleKey), icon: Image(name))
  }
  /// A title with an asset catalog image icon (`Image(name)`).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(Text(String(title)), icon: Image(name))
  }
}

nonisolated extension Label
where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// A label of a style's configuration (for a style that wraps another one).
  public init(_ configuration: LabelStyleConfiguration) { self.init(configuration: configuration) }
}

extension FixtureView {
  /// `{"label": {"title": "Favourites", "systemImage": "star.fill"}}`.
  static let label = FixtureView("label") { v, _ in
    let o = try v.members(["title", "systemImage"], required: ["title", "systemImage"])
    let name = try o["systemImage"]!.string()
    guard Symbol(name: name).isKnown else {
      throw o["systemImage"]!.fail(
        Symbol.unknown(name, nearest: v.nearest(to: name, in: Symbol.known)))
    }
    return AnyView(Label(try o["title"]!.string(), systemImage: name))
  }
}
