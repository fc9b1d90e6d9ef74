// Navigation containers: a navigation bar over the content, titled by the `.navigationTitle`
// found inside the content (SwiftUI reads it as a preference, so a title attached outside the
// container titles nothing). The bar is UIKit's inline bar (NavigationBarView).

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
  inner.collectNavigationTitle(into: &title)
  return node(
    of: VStack(spacing: 0) {
      NavigationBarView(title: title, backButton: false)
      NodeView(node: inner).frame(maxWidth: .infinity, maxHeight: .infinity)
    })
}

/// How a navigation bar shows its title (SwiftUI's NavigationBarItem.TitleDisplayMode).
public enum NavigationBarItem {
  public enum TitleDisplayMode: Sendable, Hashable { case automatic, inline, large }
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
  /// How the navigation bar shows the title. Popshot draws the inline bar in every mode.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    self
  }
}

extension ViewNode {
  /// The innermost-first `.navigationTitle` in this tree, if any.
  func collectNavigationTitle(into title: inout String) {
    switch self {
    case .list(let nodes), .stack(_, _, _, let nodes), .zstack(_, let nodes):
      for n in nodes { n.collectNavigationTitle(into: &title) }
    case .modified(let inner, let m):
      inner.collectNavigationTitle(into: &title)
      if case .navigationTitle(let t) = m { title = t }
    default:
      break
    }
  }
}
