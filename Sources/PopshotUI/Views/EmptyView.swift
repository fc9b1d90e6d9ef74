/// A view that draws nothing and takes no space.
public struct EmptyView: PrimitiveView {
  public init() {}
  func makeNode() -> ViewNode { .empty }
}
