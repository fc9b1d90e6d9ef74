// What answers a change does not run in a still: nothing changes while it is drawn.

nonisolated extension View {
  /// Never runs in a still: nothing changes while it is drawn.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
  /// Never runs in a still: nothing changes while it is drawn.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
    -> some View
  {
    self
  }
  /// Never runs in a still: nothing changes while it is drawn.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View {
    self
  }
  /// Never runs in a still: nothing changes while it is drawn (iOS 17's form with no values).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    self
  }
}
