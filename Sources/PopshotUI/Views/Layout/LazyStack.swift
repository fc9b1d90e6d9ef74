// Lazy stacks: in a still every row is made, so a lazy stack lays its children out as a stack
// does. Unlike a stack, it takes the whole width (a LazyVStack) or height (a LazyHStack) offered,
// and places its children in it by its alignment.
import PopshotGraphics

/// Which views stay pinned to a scroll view's edges (SwiftUI's PinnedScrollableViews): a still
/// is not scrolled, so nothing moves.
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column that takes the width offered (SwiftUI's LazyVStack).
public nonisolated struct LazyVStack<Content: View>: PrimitiveView {
  let content: ViewList, spacing: Double?, alignment: HorizontalAlignment
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing.map(Double.init)
    self.content = ViewList.children(content())
  }
  func makeNode() -> ViewNode {
    .leaf(
      LazyStackContent(
        stack: StackContent(
          children: ViewNode.flatten(content.nodes), spacing: spacing, axis: .vertical,
          alignment: Alignment(horizontal: alignment, vertical: .center))))
  }
}

/// A row that takes the height offered (SwiftUI's LazyHStack).
public nonisolated struct LazyHStack<Content: View>: PrimitiveView {
  let content: ViewList, spacing: Double?, alignment: VerticalAlignment
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing.map(Double.init)
    self.content = ViewList.children(content())
  }
  func makeNode() -> ViewNode {
    .leaf(
      LazyStackContent(
        stack: StackContent(
          children: ViewNode.flatten(content.nodes), spacing: spacing, axis: .horizontal,
          alignment: Alignment(horizontal: .center, vertical: alignment))))
  }
}

/// A lazy stack, reduced: a stack in a frame that fills the offered cross-axis length.
final class LazyStackContent: LeafContent {
  let stack: StackContent
  init(stack: StackContent) { self.stack = stack }
  var kind: String { stack.axis == .horizontal ? "lazyhstack" : "lazyvstack" }
  var preferenceSources: [ViewNode] { stack.children }
  func makeLayout(_ c: BuildContext) -> LayoutNode {
    let node = stack.makeLayout(c)
    let vertical = stack.axis == .vertical
    return FlexFrameNode(
      node, minW: nil, idealW: nil, maxW: vertical ? .infinity : nil, minH: nil, idealH: nil,
      maxH: vertical ? nil : .infinity, alignment: stack.alignment)
  }
}
