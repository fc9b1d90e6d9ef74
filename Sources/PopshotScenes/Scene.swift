import PopshotGraphics
import PopshotSupport
import PopshotUI

/// A navigation bar drawn as page content: an inline title and an optional back button.
public struct NavigationBar: Hashable, Sendable {
  public var title: String
  public var backButton: Bool
  /// How the title shows (automatic: large when there is one, as a stack shows it).
  public var displayMode: NavigationBarItem.TitleDisplayMode
  public init(
    title: String, backButton: Bool = true,
    displayMode: NavigationBarItem.TitleDisplayMode = .automatic
  ) {
    self.title = title
    self.backButton = backButton
    self.displayMode = displayMode
  }
}

/// Where a fixture describes the parts of a scene that are not views: the UTF-8 offsets of their
/// JSON objects in its text. Its views carry their own (`fixtureSource`). Empty for a scene
/// written in Swift.
public struct FixtureSources: Hashable, Sendable {
  /// The page's navigation bar.
  public var navigationBar: Int?
  /// The scene's `presentations`, in order.
  public var presentations: [Int] = []
  public init(navigationBar: Int? = nil, presentations: [Int] = []) {
    self.navigationBar = navigationBar
    self.presentations = presentations
  }
}

/// A page and what is presented over it.
public struct Scene: Sendable {
  /// The fixture's file name without ".json" (a PathComponent).
  public var name: String
  /// The seed file the scene comes from.
  public var seed: String?
  public var page: AnyView
  public var navigationBar: NavigationBar?
  public var presentations: [Presentation]
  public var restriction = VariantRestriction()
  /// The design the scene is drawn in when a run names none (a fixture's `"design"`); nil: the
  /// default.
  public var design: Design?
  /// Whether the status bar and home indicator are drawn when a run does not say (a fixture's
  /// `"chrome"`); nil: drawn.
  public var systemChrome: Bool?
  /// Elements whose pixels and semantics the snapshot comparison leaves out (a fixture's
  /// `"masks"`: ids or accessibility identifiers, e.g. a live clock or an avatar).
  public var masks: [String] = []
  /// What a test does to the page before it is drawn (`.tap("Show popup")`), in order; each
  /// variant is drawn as the steps leave it.
  public var interactions: [Interaction] = []
  /// Where the fixture describes the navigation bar and the presentations (FixtureLocator).
  public var sources = FixtureSources()

  public init(
    name: String, seed: String? = nil, page: some View, navigationBar: NavigationBar? = nil,
    presentations: [Presentation] = []
  ) {
    self.name = name
    self.seed = seed
    self.page = AnyView(page)
    self.navigationBar = navigationBar
    self.presentations = presentations
  }

  /// The scene's states: for a sheet that renders each detent, one per detent, otherwise one;
  /// then, when something is presented over the page, the page variant (the screen before it is
  /// presented), which is rendered, verified and audited like the others.
  public var states: [String?] {
    var states: [String?] = [nil]
    if let s = presentations.lazy.compactMap({ $0.as(Sheet.self) }).first(where: \.renderEachDetent)
    {
      states = s.detents.map { $0.name }
    }
    if !presentations.isEmpty { states.append(Variant.pageState) }
    return states
  }

  /// The variants of a matrix this scene is shown in.
  public func variants(_ matrix: VariantMatrix = .default) -> [Variant] {
    matrix.restricted(to: restriction).variants(
      states: states, design: design ?? .default, systemChrome: systemChrome ?? true)
  }
}
