// Answers to change. A still draws one moment, so outside an interaction session nothing
// changes while it is drawn and no action here runs. In a session (StateGraph), `onChange` runs
// after a render in which its value differs from the one it saw in the render before, in tree
// order, and the screen is drawn again from what it set.

nonisolated extension View {
  /// In an interaction session, runs after the first render that no longer has the view (a tap
  /// that hid it); never in a still.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    OnDisappear(content: self, action: action)
  }
  /// In an interaction session, runs with the new value after a render that changed it.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
    -> some View
  {
    OnChange(content: self, value: value, initial: false) { _, new in action(new) }
  }
  /// In an interaction session, runs with the old and new value after a render that changed it;
  /// with `initial`, also when the view appears.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View {
    OnChange(content: self, value: value, initial: initial, action: action)
  }
  /// In an interaction session, runs after a render that changed the value (iOS 17's form with
  /// no values); with `initial`, also when the view appears.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    OnChange(content: self, value: value, initial: initial) { _, _ in action() }
  }
}

/// A view that watches a value: its content as it is, and in a session the value noted under
/// its identity.
nonisolated struct OnChange<Content: View, Value: Equatable>: PrimitiveView {
  let content: Content
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void
  func makeNode() -> ViewNode {
    if let (graph, identity) = sessionIdentity(of: Self.self) {
      graph.observe(value, at: identity, initial: initial, action)
    }
    return node(of: content)
  }
}

/// A view with an `onDisappear` action: its content as it is, and in a session the action noted
/// under its identity.
nonisolated struct OnDisappear<Content: View>: PrimitiveView {
  let content: Content
  let action: (() -> Void)?
  func makeNode() -> ViewNode {
    if let action, let (graph, identity) = sessionIdentity(of: Self.self) {
      graph.noteDisappear(action, at: identity)
    }
    return node(of: content)
  }
}
