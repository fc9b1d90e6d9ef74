import PopshotGraphics

/// Views on top of each other, later ones in front.
public nonisolated struct ZStack<Content: View>: PrimitiveView {
  let alignment: Alignment, content: ViewList
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = ViewList.children(content())
  }
  func makeNode() -> ViewNode {
    .leaf(ZStackContent(alignment: alignment, children: ViewNode.flatten(content.nodes)))
  }
}

/// A ZStack, reduced.
struct ZStackContent: LeafContent {
  let alignment: Alignment, children: [ViewNode]
  var kind: String { "zstack" }
  var preferenceSources: [ViewNode] { children }
  func makeLayout(_ c: BuildContext) -> LayoutNode {
    ZStackNode(alignment: alignment, children: c.children(children, axis: nil))
  }
}

/// Child sizing: every child gets the proposal. Preferred size: the largest child in each
/// dimension. Children are drawn in zIndex order (then in order), each aligned in the frame.
final class ZStackNode: LayoutNode {
  /// The children in drawing order; `sourceOrder` as the builder gave them.
  let alignment: Alignment, children: [LayoutNode], sourceOrder: [LayoutNode]
  init(alignment: Alignment, children: [LayoutNode]) {
    self.alignment = alignment
    sourceOrder = children
    self.children = children.enumerated().sorted {
      ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
    }.map(\.element)
  }
  override var preferenceSources: [LayoutNode] { sourceOrder }
  override func measure(_ p: ProposedSize) -> Size {
    children.reduce(Size.zero) { acc, c in
      let s = c.size(p)
      return Size(width: max(acc.width, s.width), height: max(acc.height, s.height))
    }
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    for c in children {
      let s = c.size(ProposedSize(frame.size))
      c.placeIn(Rect(origin: alignment.place(s, in: frame), size: s), &out)
    }
  }
}

extension FixtureView {
  /// `{"zstack": {"alignment": "bottom", "children": [...]}}`.
  static let zstack = FixtureView("zstack") { v, _ in
    let o = try v.members(["alignment", "children"], required: ["children"])
    let kids = try o["children"]!.items().map { try $0.view() }
    return AnyView(
      ZStack(alignment: try o["alignment"]?.alignment() ?? .center) {
        ForEach(kids.indices, id: \.self) { kids[$0] }
      })
  }
}
