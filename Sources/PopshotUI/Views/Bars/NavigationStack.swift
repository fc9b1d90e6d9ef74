// Navigation containers: a navigation bar over the content, titled by the `.navigationTitle` the
// content sets (a preference: a title attached outside the container titles nothing), in the
// display mode it sets. The bar is NavigationBarView; the content's toolbar items, bar settings
// and search field (preferences too) go in it, and `.bottomBar` items in a BottomToolbarView.

/// A navigation bar over its content (SwiftUI's NavigationView).
public nonisolated struct NavigationView<Content: View>: PrimitiveView {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  func makeNode() -> ViewNode { NavigationContainer(content: content).makeNode() }
}

/// A navigation bar over its root view (SwiftUI's `NavigationStack<Data, Root>`). A still shows
/// the root: the views a path pushes are not drawn yet (docs/swiftui.md, "Navigation").
public nonisolated struct NavigationStack<Data, Root: View>: PrimitiveView {
  let root: Root
  func makeNode() -> ViewNode { NavigationContainer(content: root).makeNode() }
}

nonisolated extension NavigationStack where Data == NavigationPath {
  /// A stack at its root.
  public init(@ViewBuilder root: () -> Root) { self.root = root() }
  /// A stack whose pushed views are the values of a type-erased `path`.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
  }
}

nonisolated extension NavigationStack
where
  Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
  Data.Element: Hashable
{
  /// A stack whose pushed views are the values of `path`, one per element.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.root = root() }
}

/// A list of values a navigation stack pushes, of any types (SwiftUI's NavigationPath).
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  public init() { elements = [] }
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// How many values the path holds.
  public var count: Int { elements.count }
  /// Whether the path holds none: the stack is at its root.
  public var isEmpty: Bool { elements.isEmpty }
  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  /// Pops the last `k` values.
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// How a navigation bar shows its title (SwiftUI's NavigationBarItem.TitleDisplayMode).
public enum NavigationBarItem {
  public enum TitleDisplayMode: String, Sendable, Hashable, CaseIterable {
    case automatic, inline, large
  }
}

/// A navigation bar at the top of what it is offered and the content in the rest. The content is
/// offered exactly the rest, and content taller than that overflows around its middle, under the
/// bar, as in UIKit's navigation controller: the bar never moves.
package nonisolated struct NavigationContainer: PrimitiveView {
  /// The title and display mode; nil: what the content sets.
  let title: String?
  let displayMode: NavigationBarItem.TitleDisplayMode?
  let backButton: Bool
  let content: any View

  /// A bar with its own title (a fixture's navigation bar).
  package init(
    title: String, backButton: Bool, displayMode: NavigationBarItem.TitleDisplayMode,
    content: AnyView
  ) {
    self.title = title
    self.backButton = backButton
    self.displayMode = displayMode
    self.content = content
  }

  /// A bar titled by its content.
  init(content: some View) {
    title = nil
    displayMode = nil
    backButton = false
    self.content = erased(content)
  }

  func makeNode() -> ViewNode {
    .leaf(
      NavigationContent(
        title: title, displayMode: displayMode, backButton: backButton, content: node(of: content)))
  }
}

/// A navigation container, reduced: a VStack (spacing 0) of the bar and the content in a frame
/// with a minimum of zero, which takes exactly the height it is offered whatever the content's.
/// The bar is titled by the preferences of the content's reduced tree.
final class NavigationContent: LeafContent {
  let title: String?, displayMode: NavigationBarItem.TitleDisplayMode?, backButton: Bool
  let content: ViewNode
  init(
    title: String?, displayMode: NavigationBarItem.TitleDisplayMode?, backButton: Bool,
    content: ViewNode
  ) {
    self.title = title
    self.displayMode = displayMode
    self.backButton = backButton
    self.content = content
  }
  var kind: String { "vstack" }
  var preferenceSources: [ViewNode] { [content] }

  func makeLayout(_ c: BuildContext) -> LayoutNode {
    let components = Builder.components(["#navigationbar", Builder.kind(content)])
    // A container inside another's content draws no bar of its own: its title and toolbar reach
    // the outer bar through the preferences, and the device shows one bar, not two
    // (docs/swiftui.md, "Navigation").
    if c.environment.isInNavigationContainer {
      return Builder.build(
        content, env: c.environment,
        path: components[1].isEmpty ? "" : Builder.join(c.id, components[1]),
        stackAxis: .vertical)
    }
    let bars = content.preferenceValue(BarSettingsKey.self)
    let entries = content.preferenceValue(ToolbarEntriesKey.self)
    let m = NavigationBarMetrics.Sizes(
      dynamicTypeSize: c.environment.dynamicTypeSize,
      horizontalSizeClass: c.environment.horizontalSizeClass,
      verticalSizeClass: c.environment.verticalSizeClass,
      inPageSheet: c.environment.isInPageSheet,
      screenWidth: c.environment.design == .classic ? c.environment.portraitScreenWidth : nil)
    let navigation = bars[.navigationBar] ?? BarSettings()
    let shownTitle = title ?? content.preferenceValue(NavigationTitleKey.self) ?? ""
    let mode =
      displayMode ?? content.preferenceValue(NavigationTitleDisplayModeKey.self) ?? .automatic
    // What lies under a large title knows it (an iOS 26 list starts right under it).
    var contentEnvironment = c.environment
    contentEnvironment.isInNavigationContainer = true
    contentEnvironment.isUnderLargeTitle =
      navigation.visibility != .hidden && m.showsLargeTitle(mode, title: shownTitle)
    let inner = Builder.build(
      content, env: contentEnvironment,
      path: components[1].isEmpty ? "" : Builder.join(c.id, components[1]), stackAxis: .vertical)
    var barNode: LayoutNode?
    if navigation.visibility != .hidden {
      let backHidden = content.preferenceValue(BackButtonHiddenKey.self) ?? false
      let bar = NavigationBarView(
        title: shownTitle, backButton: backButton && !backHidden, displayMode: mode,
        toolbar: entries, settings: navigation,
        search: content.preferenceValue(SearchFieldKey.self))
      // A list under the bar shows through it (the bar is transparent at rest), and behind the
      // status bar: the bar is drawn on the list's background.
      let barView =
        content.preferenceValue(ListBackgroundKey.self).map {
          AnyView(bar.background($0, ignoresSafeAreaEdges: .all))
        } ?? AnyView(bar)
      barNode = built(barView, c)
    }
    let contentNode = FlexFrameNode(
      inner, minW: 0, idealW: nil, maxW: .infinity, minH: 0, idealH: nil, maxH: .infinity,
      alignment: .center)
    let bottom = entries.filter { $0.placement.position == .bottom }
    let bottomSettings = bars[.bottomBar] ?? BarSettings()
    var toolbarNode: LayoutNode?
    if !bottom.isEmpty, bottomSettings.visibility != .hidden {
      let toolbar = BottomToolbarView(
        entries: bottom, settings: bottomSettings, textSize: m.barTextSize, margin: m.margin)
      toolbarNode = built(toolbar, c)
    }
    switch NavigationBarMetrics.of(c.environment.design) {
    case .bar:
      return StackNode(
        axis: .vertical, alignment: .center, spacing: 0,
        children: [barNode, contentNode, toolbarNode].compactMap { $0 })
    case .floating: break
    }
    // iOS 26's bars float over the content, which runs on under them: each bar is an inset of
    // the content's safe area, so a background ignoring the safe area shows behind the glass.
    var node: LayoutNode = contentNode
    if let barNode {
      node = SafeAreaInsetNode(
        node, inset: barNode, edge: .top, alignment: .center, spacing: 0, pixel: 1)
    }
    if let toolbarNode {
      node = SafeAreaInsetNode(
        node, inset: toolbarNode, edge: .bottom, alignment: .center, spacing: 0, pixel: 1)
    }
    return node
  }

  /// A bar's layout node: reduced in the container's environment, its ids from its own `.id`.
  private func built(_ bar: some View, _ c: BuildContext) -> LayoutNode {
    let barNode = EnvironmentValues.$current.withValue(c.environment) { node(of: bar) }
    return Builder.build(barNode, env: c.environment, path: "", stackAxis: .vertical)
  }
}

private struct UnderLargeTitleKey: EnvironmentKey {
  static let defaultValue = false
}

private struct InNavigationContainerKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the view is in a navigation container's content (a presentation's content starts
  /// outside one: it is placed in the scene's environment).
  package var isInNavigationContainer: Bool {
    get { self[InNavigationContainerKey.self] }
    set { self[InNavigationContainerKey.self] = newValue }
  }
}

extension EnvironmentValues {
  /// Whether the view is the content of a navigation stack whose bar shows a large title.
  package var isUnderLargeTitle: Bool {
    get { self[UnderLargeTitleKey.self] }
    set { self[UnderLargeTitleKey.self] = newValue }
  }
}
