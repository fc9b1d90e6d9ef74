// Gestures in a still: a tap is an action the semantics and the audit see, as a button's is;
// other gestures change nothing.

extension View {
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
    G.isTap ? .modified(node(of: content), OnTapModifier(action: "tap")) : node(of: content)
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
