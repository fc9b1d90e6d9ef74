import PopshotGraphics

// Gestures in a still: a tap is an action the semantics and the audit see, as a button's is;
// other gestures change nothing. No touch happens while a still is drawn, so no gesture's
// callbacks (`onChanged`, `onEnded`, `updating`) ever run, and `@GestureState` keeps its initial
// value.

nonisolated extension View {
  /// Adds a gesture; a tap gesture makes the view tappable in the semantics.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    GestureView(content: self, gesture: gesture)
  }
  /// Adds a gesture alongside the view's own; a tap gesture makes the view tappable.
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    GestureView(content: self, gesture: gesture)
  }
  /// Adds a gesture that takes precedence over the view's own; a tap makes the view tappable.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    GestureView(content: self, gesture: gesture)
  }
}

/// A view with a gesture: a tap is recorded as the view's tap action, as `.onTapGesture` is.
/// A tap's `onEnded` action runs when an interaction taps the view.
/// A drag's `onChanged` and `onEnded` run when an interaction swipes it (`DragModifier`).
nonisolated struct GestureView<Content: View>: PrimitiveView {
  let content: Content
  let isTap: Bool
  let ended: (() -> Void)?
  let dragged: ((DragGesture.Value) -> Void)?
  init<G: Gesture>(content: Content, gesture: G) {
    self.content = content
    isTap = (gesture as? any ErasedGesture)?.isTapGesture ?? G.isTap
    ended = (gesture as? any TapEnding)?.tapEnded
    dragged = (gesture as? any DragEnding)?.dragged
  }
  func makeNode() -> ViewNode {
    if let dragged, StateGraph.current != nil {
      return .modified(node(of: content), DragModifier(dragged: DragHandler(dragged)))
    }
    guard isTap else { return node(of: content) }
    return .modified(
      node(of: content), OnTapModifier(action: "tap", perform: ended.map(onRenderingThread)))
  }
}

/// A drag's callbacks, in one reference.
final class DragHandler {
  let run: (DragGesture.Value) -> Void
  init(_ run: @escaping (DragGesture.Value) -> Void) { self.run = run }
}

/// In an interaction session, notes where a view with a drag is and what its drag runs.
struct DragModifier: LayoutModifier {
  let dragged: DragHandler
  func makeLayout(_ c: ModifierContext) -> LayoutNode { DragNode(c.content(), dragged: dragged) }
}

final class DragNode: WrapperNode {
  let dragged: DragHandler
  init(_ child: LayoutNode, dragged: DragHandler) {
    self.dragged = dragged
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    StateGraph.current?.noteDrag(dragged.run, in: frame)
    child.placeIn(frame, &out)
  }
}

/// A touch interaction (SwiftUI's Gesture).
public protocol Gesture {
  /// What the gesture reports as it changes and ends (a drag's locations, a press's state).
  associatedtype Value
  /// Whether the gesture is a tap, which the semantics record as an action.
  static var isTap: Bool { get }
}

extension Gesture {
  public static var isTap: Bool { false }
}

/// Which gestures of a view and its subviews are active (SwiftUI's GestureMask). A still has no
/// touches, so the mask changes nothing.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all = GestureMask([.gesture, .subviews])
}

/// A tap (SwiftUI's TapGesture).
public struct TapGesture: Gesture {
  public typealias Value = Void
  public let count: Int
  public init(count: Int = 1) { self.count = count }
  public static var isTap: Bool { true }
  /// What runs when the tap ends; never in a still.
  public func onEnded(_ action: @escaping () -> Void) -> _EndedGesture<TapGesture> {
    _EndedGesture(gesture: self, ended: action)
  }
}

/// A press held for a while (SwiftUI's LongPressGesture); its value is whether the press is down.
public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  public var minimumDuration: Double
  public var maximumDistance: CGFloat
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
}

/// A pinch (SwiftUI's MagnificationGesture); its value is the scale factor.
public struct MagnificationGesture: Gesture {
  public typealias Value = CGFloat
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation (SwiftUI's RotationGesture); its value is the angle turned.
public struct RotationGesture: Gesture {
  public typealias Value = Angle
  public var minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}
