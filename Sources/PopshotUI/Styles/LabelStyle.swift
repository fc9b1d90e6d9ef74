// Label styles are values (SwiftUI's LabelStyle): the built-ins are written with the same public
// protocol a user's style is, and `.labelStyle(_:)` puts one in the environment for the labels
// inside. The nearest style to a label wins.

/// How a label arranges its title and icon.
@MainActor @preconcurrency public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a label style arranges: the label's title and icon, as views.
public struct LabelStyleConfiguration {
  /// The label's title view.
  public nonisolated struct Title: PrimitiveView {
    let content: AnyView
    func makeNode() -> ViewNode { content.makeNode() }
  }
  /// The label's icon view.
  public nonisolated struct Icon: PrimitiveView {
    let content: AnyView
    func makeNode() -> ViewNode { content.makeNode() }
  }
  public let title: Title
  public let icon: Icon
}

/// The style a label has unless one is set: title and icon; in a toolbar item of a bar, the icon
/// only ("some containers might apply a different default label style to their content, such as
/// only showing icons within toolbars on macOS and iOS": Apple, LabelStyle.titleAndIcon); in a
/// list row, the icon is tinted (as iOS tints list-row icons) unless a colour is set around the
/// label.
public nonisolated struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let env = EnvironmentValues.current
    if Self.showsIconOnly(env) {
      IconOnlyLabelStyle().makeBody(configuration: configuration)
    } else if env.listAppearance != nil,
      let columns = ListMetrics.of(env.design).labelColumns(at: env.dynamicTypeSize)
    {
      // List rows line their labels' titles up: the icon centred in its column, the title at
      // a fixed inset (ListMetrics.labelColumns).
      HStack(spacing: columns.title - columns.icon) {
        Self.listIcon(configuration, env).frame(width: columns.icon)
        configuration.title
      }
    } else if env.listAppearance != nil {
      HStack {
        Self.listIcon(configuration, env)
        configuration.title
      }
    } else {
      TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
  }
}

/// The icon before the title, centred on each other, at a stack's standard spacing.
public nonisolated struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

extension DefaultLabelStyle {
  /// A list row's label icon: tinted unless a colour is set around the label.
  static func listIcon(_ configuration: LabelStyleConfiguration, _ env: EnvironmentValues)
    -> AnyView
  {
    env.foregroundStyle == nil
      ? AnyView(configuration.icon.foregroundStyle(env.tintColor)) : AnyView(configuration.icon)
  }

  /// Whether the automatic style shows the icon alone in `env` (in a bar's toolbar item): what
  /// it draws, and so how `Label` is read.
  static func showsIconOnly(_ env: EnvironmentValues) -> Bool { env.isInToolbarItem }
}

/// Only the title.
public nonisolated struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon; the title is still the label's accessibility label.
public nonisolated struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: any LabelStyle { DefaultLabelStyle() }
}

extension EnvironmentValues {
  /// The style of the labels here.
  var labelStyle: any LabelStyle {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of the labels inside.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(\.labelStyle, style)
  }
}

/// The built-in label styles by their fixture names.
enum BuiltInLabelStyle: String, CaseIterable {
  case automatic, titleAndIcon, titleOnly, iconOnly
  var style: any LabelStyle {
    switch self {
    case .automatic: DefaultLabelStyle()
    case .titleAndIcon: TitleAndIconLabelStyle()
    case .titleOnly: TitleOnlyLabelStyle()
    case .iconOnly: IconOnlyLabelStyle()
    }
  }
}

extension FixtureModifier {
  /// `{"labelStyle": "iconOnly"}` (automatic, titleAndIcon, titleOnly).
  static let labelStyle = FixtureModifier("labelStyle") { m, v in
    AnyView(v.environment(\.labelStyle, try m.oneOf(BuiltInLabelStyle.self).style))
  }
}

private struct InToolbarItemKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// True inside the views of a bar's toolbar items (navigation bar and bottom toolbar, both
  /// designs): a label whose style is the automatic one shows its icon only there.
  var isInToolbarItem: Bool {
    get { self[InToolbarItemKey.self] }
    set { self[InToolbarItemKey.self] = newValue }
  }
}
