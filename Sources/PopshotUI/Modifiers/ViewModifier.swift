/// A reusable change to a view (SwiftUI's ViewModifier), applied with `.modifier(_:)`.
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  /// The view the modifier is applied to.
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The view a modifier's `body(content:)` is given: the modified view as it is.
public nonisolated struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {
  let view: any View
  func makeNode() -> ViewNode { node(of: view) }
}

/// A view with a `ViewModifier` applied (SwiftUI's ModifiedContent).
public nonisolated struct ModifiedContent<Content: View, Modifier: ViewModifier>: PrimitiveView {
  public var content: Content
  public var modifier: Modifier
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
  func makeNode() -> ViewNode {
    let content = _ViewModifier_Content<Modifier>(view: content)
    // A modifier's state is kept by identity as a view's is (StateGraph); its content keeps the
    // identities it had outside it.
    let d = ViewDepth.current
    guard let graph = d.pointee.graph else {
      return node(of: mainActorRead((modifier, content)) { $0.0.body(content: $0.1) })
    }
    let saved = d.pointee.enterScope(Identity.of(Modifier.self))
    graph.bind(modifier, at: d.pointee.scope)
    let body = mainActorRead((modifier, content)) { $0.0.body(content: $0.1) }
    d.pointee.leaveScope(saved)
    return node(of: body)
  }
}

nonisolated extension View {
  /// Applies a `ViewModifier`.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
