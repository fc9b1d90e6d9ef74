// A tab view: the selected tab's content over the classic tab bar (TabBarView). Each child of the
// builder is a tab; its `.tabItem`, `.tag` and `.badge` are preferences of the child, read from
// its reduced tree, so they may sit anywhere in it (outermost wins). With a selection binding
// the tab whose tag equals the selection is shown; otherwise, or when none matches, the first.
// In the page style (`.tabViewStyle(.page)`) the selected tab is a page filling the view, with
// the page dots over its bottom edge and no tab bar; a still shows the page at rest.

/// Tabs, one shown at a time, chosen in a tab bar at the bottom (SwiftUI's TabView).
public nonisolated struct TabView: PrimitiveView {
  let content: ViewList
  let selection: () -> AnyHashable?

  /// Tabs with the first one selected.
  public init<Content: View>(@ViewBuilder content: () -> Content) {
    self.content = ViewList.children(content())
    selection = { nil }
  }
  /// Tabs with the one whose `.tag` equals the selection selected.
  public init<Selection: Hashable, Content: View>(
    selection: Binding<Selection>?, @ViewBuilder content: () -> Content
  ) {
    self.content = ViewList.children(content())
    self.selection = { selection.map { AnyHashable($0.wrappedValue) } }
  }

  func makeNode() -> ViewNode {
    let tabs = ViewNode.flatten(content.nodes)
    let wanted = selection()
    let selected =
      wanted.flatMap { w in tabs.firstIndex { $0.preferenceValue(TagKey.self) == w } } ?? 0
    let items = tabs.enumerated().map { i, tab in
      TabBarItem(
        label: tab.preferenceValue(TabItemKey.self)?.views ?? [],
        badge: tab.preferenceValue(TabBadgeKey.self) ?? nil, isSelected: i == selected)
    }
    guard !tabs.isEmpty else { return .empty }
    return .leaf(TabViewContent(tab: tabs[selected], items: items))
  }
}

/// A tab view, reduced: a VStack (spacing 0) of the selected tab, in a frame with a minimum of
/// zero that takes the height the bar leaves, and the tab bar. The tab's content may hide the
/// bar (`.toolbar(.hidden, for: .tabBar)`) or set its background (`.toolbarBackground`).
final class TabViewContent: LeafContent {
  let tab: ViewNode, items: [TabBarItem]
  init(tab: ViewNode, items: [TabBarItem]) {
    self.tab = tab
    self.items = items
  }
  var kind: String { "tabview" }
  var preferenceSources: [ViewNode] { [tab] }

  func makeLayout(_ c: BuildContext) -> LayoutNode {
    let component = Builder.components([Builder.kind(tab)])[0]
    let inner = Builder.build(
      tab, env: c.environment, path: component.isEmpty ? "" : Builder.join(c.id, component),
      stackAxis: .vertical)
    let frame = FlexFrameNode(
      inner, minW: 0, idealW: nil, maxW: .infinity, minH: 0, idealH: nil, maxH: .infinity,
      alignment: .center)
    if let mode = c.environment.tabViewStyle._pageIndexDisplayMode {
      return paged(frame, mode: mode, c)
    }
    let settings = tab.preferenceValue(BarSettingsKey.self)[.tabBar] ?? BarSettings()
    guard settings.visibility != .hidden else { return frame }
    let bar = TabBarView(items: items, settings: settings)
    let barNode = EnvironmentValues.$current.withValue(c.environment) { node(of: bar) }
    let built = Builder.build(barNode, env: c.environment, path: "", stackAxis: .vertical)
    switch TabBarMetrics.of(c.environment.design) {
    case .floating:
      // The floating bar is an inset of the tab's safe area, not a stack's row: the page runs
      // on under the glass, which shows it.
      return SafeAreaInsetNode(
        frame, inset: built, edge: .bottom, alignment: .center, spacing: 0, pixel: 1)
    case .bar:
      return StackNode(axis: .vertical, alignment: .center, spacing: 0, children: [frame, built])
    }
  }

  /// The page style: the page, with the dots (when the mode shows them for this many pages)
  /// centred over its bottom edge, in the index view style's backdrop and the tints of
  /// `UIPageControl.appearance()`.
  func paged(_ page: LayoutNode, mode: PageTabViewStyle.IndexDisplayMode, _ c: BuildContext)
    -> LayoutNode
  {
    guard mode.shows(pages: items.count) else { return page }
    let dots = PageIndicator(
      pages: items.count, current: items.firstIndex { $0.isSelected } ?? 0,
      tints: .appearance, drawsBackground: c.environment.indexViewStyle._drawsBackground
    )
    .padding(.bottom, PageControlMetrics.of(c.environment.design).bottomInset)
    let dotsNode = EnvironmentValues.$current.withValue(c.environment) { node(of: dots) }
    return DecoratedNode(
      page, decoration: Builder.build(dotsNode, env: c.environment, path: "", stackAxis: .vertical),
      alignment: .bottom, isBackground: false)
  }
}
