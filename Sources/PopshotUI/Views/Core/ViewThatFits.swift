// ViewThatFits: the first of its children whose ideal size fits the space offered along the
// constrained axes, else the last (Apple's documentation of ViewThatFits states this rule).
import PopshotGraphics

/// Shows the first child that fits (SwiftUI's ViewThatFits).
public nonisolated struct ViewThatFits: PrimitiveView {
  let content: ViewList, axes: Axis.Set
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> some View) {
    self.axes = axes
    self.content = ViewList.children(content())
  }
  func makeNode() -> ViewNode {
    .leaf(FitContent(children: ViewNode.flatten(content.nodes), axes: axes))
  }
}

struct FitContent: LeafContent {
  let children: [ViewNode], axes: Axis.Set
  var kind: String { "viewthatfits" }
  var preferenceSources: [ViewNode] { children }
  func makeLayout(_ c: BuildContext) -> LayoutNode {
    FitNode(children: c.children(children, axis: nil), axes: axes)
  }
}

/// Child sizing: each child is asked its ideal size along the constrained axes (and the proposal
/// across the others) until one fits the proposal; that child gets the proposal. Preferred size:
/// the chosen child's. Only the chosen child is drawn.
final class FitNode: LayoutNode {
  let children: [LayoutNode], axes: Axis.Set
  init(children: [LayoutNode], axes: Axis.Set) {
    self.children = children
    self.axes = axes
  }
  override var preferenceSources: [LayoutNode] { children }

  func chosen(_ p: ProposedSize) -> LayoutNode? {
    let horizontal = axes.contains(.horizontal)
    let vertical = axes.contains(.vertical)
    let ask = ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    return children.first { child in
      let ideal = child.size(ask)
      let fitsWidth = !horizontal || p.width.map { ideal.width <= $0 + 1e-9 } ?? true
      let fitsHeight = !vertical || p.height.map { ideal.height <= $0 + 1e-9 } ?? true
      return fitsWidth && fitsHeight
    } ?? children.last
  }

  override func measure(_ p: ProposedSize) -> Size { chosen(p)?.size(p) ?? .zero }
  override func place(_ frame: Rect, _ out: inout Output) {
    chosen(ProposedSize(frame.size))?.placeIn(frame, &out)
  }
}
