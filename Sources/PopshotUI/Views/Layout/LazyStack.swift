// Lazy stacks: a lazy stack lays its children out as a stack does, but of a lone ForEach it makes
// only the rows a still can show, as SwiftUI makes a lazy stack's rows as they scroll into view.
// Unlike a stack, it takes the whole width (a LazyVStack) or height (a LazyHStack) offered, and
// places its children in it by its alignment.
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
    self.content = ViewList.of(content())
  }
  func makeNode() -> ViewNode {
    LazyStackContent.node(
      content, spacing: spacing, axis: .vertical,
      alignment: Alignment(horizontal: alignment, vertical: .center))
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
    self.content = ViewList.of(content())
  }
  func makeNode() -> ViewNode {
    LazyStackContent.node(
      content, spacing: spacing, axis: .horizontal,
      alignment: Alignment(horizontal: .center, vertical: alignment))
  }
}

/// A lazy stack, reduced: a stack in a frame that fills the offered cross-axis length. Its
/// children are reduced here, or, for a lone ForEach outside an interaction session, row by row
/// as its layout is built (`rows`).
final class LazyStackContent: LeafContent {
  let stack: StackContent
  let rows: (any Rows)?
  init(stack: StackContent, rows: (any Rows)?) {
    self.stack = stack
    self.rows = rows
  }
  var kind: String { stack.axis == .horizontal ? "lazyhstack" : "lazyvstack" }
  /// The rows made so far are not known before layout: a lone ForEach's rows give no
  /// preferences to what reads them before layout (SwiftUI's unmade rows give none either).
  var preferenceSources: [ViewNode] { stack.children }

  static func node(_ content: ViewList, spacing: Double?, axis: Axis, alignment: Alignment)
    -> ViewNode
  {
    if let each = LazyRows.source(content) {
      let stack = StackContent(children: [], spacing: spacing, axis: axis, alignment: alignment)
      return .leaf(LazyStackContent(stack: stack, rows: each))
    }
    let children = ViewNode.flatten(ViewList.children(content).nodes)
    let stack = StackContent(
      children: children, spacing: spacing, axis: axis, alignment: alignment)
    return .leaf(LazyStackContent(stack: stack, rows: nil))
  }

  func makeLayout(_ c: BuildContext) -> LayoutNode {
    let node =
      rows.map { LazyRows(rows: $0, axis: stack.axis).stack(c, stack) } ?? stack.makeLayout(c)
    let vertical = stack.axis == .vertical
    return FlexFrameNode(
      node, minW: nil, idealW: nil, maxW: vertical ? .infinity : nil, minH: nil, idealH: nil,
      maxH: vertical ? nil : .infinity, alignment: stack.alignment)
  }
}

/// A lone ForEach's rows in a lazy container (a lazy stack, a list), when there are more than
/// `madeWhole`: made in order until they reach past the screen's length along the container's
/// axis at their ideal size, and at least `leastMade` of them (a row may take less than its
/// ideal length, so more are made than the ideal lengths alone would ask). A still
/// is not scrolled, so the rows after them cannot show: they are not made, and the container
/// counts them at the average length of the rows made, as SwiftUI estimates a lazy container's
/// unmade rows. When every row is made, the children are those the container would have had
/// from the whole ForEach, ids and all.
struct LazyRows {
  let rows: any Rows, axis: Axis

  /// Up to this many rows a lazy container makes them all, as a stack does: every screen of
  /// ordinary length is exactly what it was, fitted canvases included. Past it (a long feed, a
  /// hostile 100,000 rows) it makes only what a still can show.
  static let madeWhole = 1_000
  /// At least this many rows are made, whatever their ideal lengths say: a row can take less
  /// than its ideal length (an aspect-fit image is offered less than its natural size).
  static let leastMade = 256

  /// The rows a container of `content` makes lazily: a lone ForEach of many rows, outside an
  /// interaction session (whose rows keep their state under their ForEach's scope); nil for
  /// anything else, which is made whole.
  static func source(_ content: ViewList) -> (any Rows)? {
    let views = content.views
    guard views.count == 1, let each = views[0] as? any Rows, each.rowCount > madeWhole,
      StateGraph.current == nil
    else { return nil }
    return each
  }

  /// The rows' layout nodes as children of `c`'s node, each row's views as `split` gives them,
  /// and how many rows were made.
  func make(_ c: BuildContext, split: (ViewNode) -> [ViewNode] = { ViewNode.flatten([$0]) })
    -> (children: [LayoutNode], made: Int)
  {
    let bound = c.environment.screen.size.along(axis)
    var made: [ViewNode] = []
    var built: [LayoutNode] = []
    var components: [String] = []
    var seen: [String: Int] = [:]
    var length = 0.0
    var count = 0
    while count < rows.rowCount, count < LazyRows.leastMade || length <= bound {
      let row = EnvironmentValues.$current.withValue(c.environment) {
        node(of: rows.row(count))
      }
      count += 1
      for n in split(row) {
        let k = Builder.kind(n)
        let index = seen[k, default: 0]
        seen[k] = index + 1
        let component = k.hasPrefix("#") ? "" : "\(k)[\(index)]"
        let child = build(n, component, c)
        length += child.size(.unspecified).along(axis)
        made.append(n)
        built.append(child)
        components.append(component)
      }
    }
    if count == rows.rowCount {
      // Every row made: numbered as a container numbers its children (a kind alone is not).
      for (i, component) in Builder.components(made.map(Builder.kind)).enumerated()
      where component != components[i] {
        built[i] = build(made[i], component, c)
      }
    }
    return (built, count)
  }

  private func build(_ n: ViewNode, _ component: String, _ c: BuildContext) -> LayoutNode {
    Builder.build(
      n, env: c.environment, path: component.isEmpty ? "" : Builder.join(c.id, component),
      stackAxis: axis)
  }

  /// The stack of the rows, as a lazy stack lays them out.
  func stack(_ c: BuildContext, _ stack: StackContent) -> LayoutNode {
    let (children, made) = make(c)
    let node = StackNode(
      axis: axis, alignment: stack.alignment, spacing: stack.spacing, children: children)
    node.pixel = 1 / max(1, c.environment.displayScale)
    guard made < rows.rowCount else { return node }
    return LazyStackNode(node, made: made, of: rows.rowCount)
  }
}

/// A lazy stack whose last rows were not made.
/// Child sizing: the stack of the rows made, at their ideal length along the axis (a scroll
/// view's content is offered none), and the stack's proposal across it.
/// Preferred size: that stack's, longer along the axis by the rows not made, each as long as
/// the average row made (spacing included).
final class LazyStackNode: WrapperNode {
  override class var memoisesSize: Bool { true }
  let axis: Axis, made: Int, total: Int
  init(_ stack: StackNode, made: Int, of total: Int) {
    axis = stack.axis
    self.made = made
    self.total = total
    super.init(stack)
  }

  private func madeSize(_ p: ProposedSize) -> Size {
    child.size(.make(axis, along: nil, across: p.across(axis)))
  }

  override func measure(_ p: ProposedSize) -> Size {
    let s = madeSize(p)
    let perRow = s.along(axis) / Double(max(1, made))
    return .make(axis, along: s.along(axis) + perRow * Double(total - made), across: s.across(axis))
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    let s = madeSize(ProposedSize(frame.size))
    child.placeIn(
      Rect(
        origin: frame.origin,
        size: .make(axis, along: s.along(axis), across: frame.size.across(axis))),
      &out)
  }
}
