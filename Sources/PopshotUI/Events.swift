// Events for stills: what runs before the screen settles runs (`.onAppear`), what answers a
// change or a touch does not (`.onChange`, gestures), but a gesture's tap is an action the
// semantics and the audit see, as a button's is.

extension View {
  /// Runs `action` as the view is built for a render (a still shows the screen after it appeared).
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    OnAppear(content: self, action: action)
  }
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
  /// Never runs in a still.
  public func onReceive<P>(_ publisher: P, perform action: @escaping (Any) -> Void) -> some View {
    self
  }

  /// Adds a gesture; a tap gesture makes the view tappable in the semantics.
  public func gesture<G: Gesture>(_ gesture: G) -> some View {
    GestureView<Self, G>(content: self)
  }
  /// Adds a gesture alongside the view's own; a tap gesture makes the view tappable.
  public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View {
    GestureView<Self, G>(content: self)
  }
}

/// A view with a gesture: a tap is recorded as the view's tap action, as `.onTapGesture` is.
struct GestureView<Content: View, G: Gesture>: PrimitiveView {
  let content: Content
  func makeNode() -> ViewNode {
    G.isTap ? .modified(node(of: content), .onTap("tap")) : node(of: content)
  }
}

/// Runs its action when a render reduces it to nodes, then draws its content. The render then
/// builds the tree once more, with appear actions quiet, so the still shows the state they left.
struct OnAppear<Content: View>: PrimitiveView {
  let content: Content
  let action: (() -> Void)?
  func makeNode() -> ViewNode {
    if let action, !Appearances.current.quiet {
      action()
      Appearances.current.ran = true
    }
    return node(of: content)
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
    let first = Appearances(quiet: false)
    let built = $current.withValue(first, operation: make)
    guard first.ran else { return built }
    return $current.withValue(Appearances(quiet: true), operation: make)
  }
}

/// A touch interaction (SwiftUI's Gesture).
public protocol Gesture {
  /// Whether the gesture is a tap, which the semantics record as an action.
  static var isTap: Bool { get }
}

extension Gesture {
  public static var isTap: Bool { false }
}

/// A tap (SwiftUI's TapGesture).
public struct TapGesture: Gesture {
  public let count: Int
  public init(count: Int = 1) { self.count = count }
  public static var isTap: Bool { true }
  /// What runs when the tap ends; never in a still.
  public func onEnded(_ action: @escaping () -> Void) -> TapGesture { self }
}

/// A press held for a while (SwiftUI's LongPressGesture).
public struct LongPressGesture: Gesture {
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
  public func onEnded(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
}

/// A drag (SwiftUI's DragGesture).
public struct DragGesture: Gesture {
  public struct Value: Sendable {
    public var translation: CGSize
    public var location: CGPoint
    public var startLocation: CGPoint
  }
  public init(minimumDistance: CGFloat = 10) {}
  public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { self }
  public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
}

/// Lets Xcode show a view (SwiftUI's PreviewProvider); Popshot's tests can render `previews` too.
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder static var previews: Previews { get }
}
