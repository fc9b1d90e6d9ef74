// `.onAppear` runs before the screen settles: a still shows the state its actions leave.

nonisolated extension View {
  /// Runs `action` as the view is built for a render (a still shows the screen after it appeared).
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    OnAppear(content: self, action: action)
  }
}

/// Runs its action when a render reduces it to nodes, then draws its content. The render then
/// builds the tree once more, with appear actions quiet, so the still shows the state they left.
/// In an interaction session the action runs when the view appears: in the first render that
/// has it, not again while it stays on the screen.
nonisolated struct OnAppear<Content: View>: PrimitiveView {
  let content: Content
  let action: (() -> Void)?
  func makeNode() -> ViewNode {
    if let action, !Appearances.current.quiet, appears() {
      action()
      Appearances.current.ran = true
    }
    return node(of: content)
  }

  /// Whether the view appears now: always outside a session.
  private func appears() -> Bool {
    guard let (graph, identity) = sessionIdentity(of: Self.self) else { return true }
    return !graph.hasAppeared(identity)
  }
}

/// What `.onAppear` did during one build of a view tree.
final class Appearances: @unchecked Sendable {
  /// An appear action ran: the tree is built again to show what it changed.
  var ran = false
  /// The second build: the views have appeared already.
  let quiet: Bool
  init(quiet: Bool) { self.quiet = quiet }
  @TaskLocal static var current = Appearances(quiet: false)

  /// Builds `make` once and, if an appear action ran, once more quietly: the second tree is the
  /// settled screen.
  static func settled<T>(_ make: () -> T) -> T {
    // A later layout pass (LayoutEngine.settled) builds a screen whose views have appeared.
    if let session = PreferenceSession.current, session.pass > 1 {
      return $current.withValue(Appearances(quiet: true), operation: make)
    }
    let first = Appearances(quiet: false)
    let built = $current.withValue(first, operation: make)
    guard first.ran else { return built }
    return $current.withValue(Appearances(quiet: true), operation: make)
  }
}
