/// Groups views without a container of its own: they join the enclosing stack.
public nonisolated struct Group: PrimitiveView {
  let content: ViewList
  public init(@ViewBuilder content: () -> some View) { self.content = ViewList.of(content()) }
  func makeNode() -> ViewNode { .list(content.nodes) }
}
