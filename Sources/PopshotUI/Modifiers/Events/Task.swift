// `.task` (SwiftUI's task modifiers): work started as the view appears and cancelled when it
// disappears. A still never starts it. A task runs on its own schedule: what it does after its
// first suspension (a network reply, a sleep) arrives at a time no render can wait for without
// blocking, and a part run before the render ends and the rest dropped would show states the
// device passes through only for a moment. Starting nothing keeps every render the same and
// never blocks: the still shows the view's state as declared and as `.onAppear` leaves it, which
// is also what a snapshot taken as the screen first appears records. The action is not
// `@Sendable` as SwiftUI's is: SwiftUI's views are main-actor types that closures may capture,
// Popshot's are not, and an action that never runs needs no such promise.

nonisolated extension View {
  /// Work to do while the view is shown; never started in a still.
  public func task(
    priority: TaskPriority = .userInitiated,
    _ action: @escaping @isolated(any) () async -> Void
  ) -> some View {
    self
  }

  /// Work to do while the view is shown, restarted when `value` changes; never started in a
  /// still.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @isolated(any) () async -> Void
  ) -> some View {
    self
  }
}
