// `_VariadicView.Children`: the child views a `_VariadicView.Tree`'s root is given, each a view
// of its own, reduced once where the tree is (VariadicView.swift says which views count).

/// The children of a variadic tree's content, in order (SwiftUI's `_VariadicView_Children`). As a
/// view it is those children, joining the container around it.
public nonisolated struct _VariadicView_Children: RandomAccessCollection, PrimitiveView {
  let elements: [Element]
  init(nodes: [ViewNode]) {
    elements = nodes.enumerated().map { Element(node: $0.element, index: $0.offset) }
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { elements.count }
  public subscript(index: Int) -> Element { elements[index] }

  func makeNode() -> ViewNode { .list(elements.map(\.node)) }

  /// One child: drawn as the view it was, wherever the root puts it.
  public nonisolated struct Element: PrimitiveView, Identifiable {
    var node: ViewNode
    let index: Int

    /// The child's identity among its siblings: its place in the content (SwiftUI's is opaque;
    /// code compares it, as `child.id != children.last?.id`).
    public var id: AnyHashable { AnyHashable(ChildID(index: index)) }

    /// The explicit identity the child was given with `.id(_:)`, when it is of type `ID`.
    public func id<ID: Hashable>(as _: ID.Type = ID.self) -> ID? {
      explicitID(of: node) as? ID
    }

    /// The value of a trait the child was given with `_trait(_:_:)`, or the key's default. Set,
    /// it gives this child that value.
    public subscript<Trait: _ViewTraitKey>(key: Trait.Type) -> Trait.Value {
      get { traitValue(ObjectIdentifier(key), of: node) as? Trait.Value ?? Trait.defaultValue }
      set { node = .modified(node, TraitModifier(key: ObjectIdentifier(key), value: newValue)) }
    }

    func makeNode() -> ViewNode { node }
  }

  /// A child's place, as its `id`.
  struct ChildID: Hashable {
    let index: Int
  }
}

/// The outermost explicit `.id` around a reduced view, looking through its other modifiers.
private func explicitID(of node: ViewNode) -> String? {
  guard case .modified(let inner, let m) = node else { return nil }
  return m.explicitID ?? explicitID(of: inner)
}
