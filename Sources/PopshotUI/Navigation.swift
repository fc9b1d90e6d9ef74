// Navigation containers: a navigation bar over the content, titled by the `.navigationTitle`
// found inside the content (SwiftUI reads it as a preference, so a title attached outside the
// container titles nothing), in the display mode found there. The bar is NavigationBarView.

/// A navigation bar over its content (SwiftUI's NavigationView).
public struct NavigationView<Content: View>: PrimitiveView {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  func makeNode() -> ViewNode { navigationNode(content) }
}

/// A navigation bar over its root view (SwiftUI's NavigationStack, at its root).
public struct NavigationStack<Root: View>: PrimitiveView {
  let root: Root
  public init(@ViewBuilder root: () -> Root) { self.root = root() }
  func makeNode() -> ViewNode { navigationNode(root) }
}

/// The bar and the content below it, filling what they are offered.
func navigationNode(_ content: some View) -> ViewNode {
  let inner = node(of: content)
  var title = ""
  var mode = NavigationBarItem.TitleDisplayMode.automatic
  inner.collectNavigationTitle(into: &title, mode: &mode)
  return node(
    of: NavigationContainer(
      title: title, backButton: false, displayMode: mode, content: AnyView(NodeView(node: inner))))
}

/// A navigation bar at the top of what it is offered and the content in the rest. The content is
/// offered exactly the rest, and content taller than that overflows around its middle, under the
/// bar, as in UIKit's navigation controller: the bar never moves.
package struct NavigationContainer: View {
  let title: String
  let backButton: Bool
  let displayMode: NavigationBarItem.TitleDisplayMode
  let content: AnyView

  package init(
    title: String, backButton: Bool, displayMode: NavigationBarItem.TitleDisplayMode,
    content: AnyView
  ) {
    self.title = title
    self.backButton = backButton
    self.displayMode = displayMode
    self.content = content
  }

  package var body: some View {
    VStack(spacing: 0) {
      NavigationBarView(title: title, backButton: backButton, displayMode: displayMode)
      // A frame with a minimum of zero takes exactly the height it is offered, whatever the
      // content's: taller content overflows around its middle and the bar stays put.
      content.frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
    }
  }
}

/// How a navigation bar shows its title (SwiftUI's NavigationBarItem.TitleDisplayMode).
public enum NavigationBarItem {
  public enum TitleDisplayMode: String, Sendable, Hashable, CaseIterable {
    case automatic, inline, large
  }
}

extension View {
  /// The title of the navigation container this view is in.
  public func navigationTitle(_ title: String) -> some View {
    modified(.navigationTitle(title))
  }
  /// The title of the navigation container this view is in, as a text.
  public func navigationTitle(_ title: Text) -> some View {
    modified(.navigationTitle(title.string))
  }
  /// How the navigation bar shows the title: large, inline, or (automatic) large at the root of
  /// a navigation stack when there is a title.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    modified(.navigationTitleDisplayMode(mode))
  }
}

extension ViewNode {
  /// The innermost-first `.navigationTitle` and display mode in this tree, if any.
  func collectNavigationTitle(
    into title: inout String, mode: inout NavigationBarItem.TitleDisplayMode
  ) {
    switch self {
    case .list(let nodes), .stack(_, _, _, let nodes), .zstack(_, let nodes):
      for n in nodes { n.collectNavigationTitle(into: &title, mode: &mode) }
    case .modified(let inner, let m):
      inner.collectNavigationTitle(into: &title, mode: &mode)
      if case .navigationTitle(let t) = m { title = t }
      if case .navigationTitleDisplayMode(let d) = m { mode = d }
    default:
      break
    }
  }
}
