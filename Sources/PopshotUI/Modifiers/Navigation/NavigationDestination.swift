// `.navigationDestination`: the views a navigation stack pushes for values or a binding. A still
// shows the stack's root, so these are placeholders: they compile and draw nothing.

nonisolated extension View {
  /// The view pushed for a value of type `data` (a `NavigationLink(value:)`); not drawn.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    self
  }
  /// The view pushed while `isPresented` is true; not drawn.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    self
  }
}
