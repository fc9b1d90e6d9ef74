/// A view that draws nothing and takes no space.
public nonisolated struct EmptyView: PrimitiveView {
  public init() {}
  func makeNode() -> ViewNode { .empty }
}

extension FixtureView {
  /// `{"empty": {}}`.
  static let empty = FixtureView("empty") { v, _ in
    _ = try v.members([])
    return AnyView(EmptyView())
  }
}
