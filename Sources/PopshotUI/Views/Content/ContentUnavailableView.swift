// ContentUnavailableView (iOS 17): the empty state of a screen, centred in the space offered. Its
// metrics are not published; docs/swiftui.md ("Content views") gives the ones assumed and where
// they come from, to be checked against a simulator's recording (issue 45).

/// What a screen shows when it has nothing to show: an icon over a title, a description and
/// actions, centred in all the space offered (SwiftUI's ContentUnavailableView).
public nonisolated struct ContentUnavailableView<Label: View, Description: View, Actions: View>:
  View
{
  let label: AnyView, description: AnyView, actions: AnyView
  @Environment(\.design) var design

  /// An empty state made of any views.
  public init(
    @ViewBuilder label: () -> Label,
    @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = AnyView(label())
    self.description = AnyView(description())
    self.actions = AnyView(actions())
  }

  public var body: some View {
    let m = ContentUnavailableMetrics.of(design)
    VStack(spacing: m.labelToDescription) {
      label.labelStyle(ContentUnavailableLabelStyle())
      description.font(m.descriptionFont).foregroundStyle(.secondary)
        .multilineTextAlignment(.center)
      if Actions.self != EmptyView.self && Actions.self != SearchUnavailableContent.Actions.self {
        actions.padding(.top, m.descriptionToActions)
      }
    }
    .padding(.horizontal, m.horizontalPadding)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

nonisolated extension ContentUnavailableView
where Label == PopshotUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A title, looked up as a localized key, under an SF Symbol, with an optional description.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(Text(title), icon: Image(systemName: name), description: description)
  }
  /// A title, looked up as a localized key, under an image from the asset catalog.
  public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(Text(title), icon: Image(name), description: description)
  }
  /// A title under an SF Symbol, with an optional description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(Text(String(title)), icon: Image(systemName: name), description: description)
  }
  /// A title under an image from the asset catalog, with an optional description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.init(Text(String(title)), icon: Image(name), description: description)
  }

  private init(_ title: Text, icon: Image, description: Text?) {
    self.init(
      label: {
        PopshotUI.Label {
          title
        } icon: {
          icon
        }
      },
      description: { description })
  }
}

/// The search variant's parts (SwiftUI's SearchUnavailableContent).
public enum SearchUnavailableContent {
  /// A magnifying glass over "No Results", or "No Results for “query”".
  public nonisolated struct Label: View {
    let query: String?
    public var body: some View {
      let title = query.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results"
      PopshotUI.Label(title, systemImage: "magnifyingglass")
    }
  }
  /// "Check the spelling or try a new search."
  public nonisolated struct Description: View {
    public var body: some View { Text("Check the spelling or try a new search.") }
  }
  /// No actions.
  public nonisolated struct Actions: View {
    public var body: some View { EmptyView() }
  }
}

nonisolated extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// The empty state of a search with no results.
  public static var search: Self { searching(nil) }
  /// The empty state of a search for `text`, titled "No Results for “text”".
  public static func search(text: String) -> Self { searching(text) }

  private static func searching(_ query: String?) -> Self {
    Self(
      label: { SearchUnavailableContent.Label(query: query) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }
}

/// The icon over the title, each in the empty state's font.
nonisolated struct ContentUnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    let m = ContentUnavailableMetrics.of(EnvironmentValues.current.design)
    VStack(spacing: m.iconToTitle) {
      configuration.icon.font(m.iconFont).foregroundStyle(.secondary)
        .accessibilityHidden(true)
      configuration.title.font(m.titleFont).multilineTextAlignment(.center)
    }
  }
}
