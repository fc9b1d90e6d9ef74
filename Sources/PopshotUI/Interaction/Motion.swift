// Motion, for a filmstrip of one step (`SceneRenderer.renderFilmstrip`). The step's renders are
// recorded: each view it inserts (a branch an `if` now takes, a new `ForEach` row, a view whose
// `.id` changed) is noted with its transition and the animation it enters with. The frames are
// then drawn from the state the step left, each with the inserted views part way in.
//
// The animation of an insertion is, as in SwiftUI: the transition's own (`.animation(_:)` on
// the transition), else that of an enclosing `.animation(_:value:)` whose value the step
// changed, else the change's: the first animation a `withAnimation`, `withTransaction` or an
// animated binding gave while the step's actions ran. With none, the view appears at once.

/// The insertions of the step being filmed, and the moment a frame draws.
final class MotionRecord {
  /// One view the step inserted.
  struct Insertion {
    let transition: AnyTransition
    let animation: Animation
    /// The seconds its curve takes (found once: a spring's takes a search).
    let curveEnd: Double
  }

  /// Whether the renders note the views they insert.
  var recording = false
  /// Whether the place being made is inside a view new in this render (whose transition is the
  /// one that counts).
  var insideNew = false
  /// The animation of the step's change, if its actions gave one.
  var stepAnimation: Animation?
  /// The inserted views that animate, by their place's identity.
  private(set) var inserted: [UInt64: Insertion] = [:]
  /// How many inserted views had no animation.
  private(set) var unanimated = 0
  /// The time of the frame being drawn, in seconds after the step; nil outside a frame.
  var time: Double?

  func note(_ identity: UInt64, _ transition: AnyTransition, _ animation: Animation?) {
    guard let animation else {
      unanimated += 1
      return
    }
    inserted[identity] = Insertion(
      transition: transition, animation: animation, curveEnd: animation.curve.duration)
  }

  /// How the view inserted at `identity` looks `time` seconds after the step; nil when it is
  /// not one, or is fully in.
  func look(of identity: UInt64, at time: Double) -> TransitionLook? {
    guard let i = inserted[identity] else { return nil }
    let look = i.transition.insertion(at: i.animation.fraction(at: time, end: i.curveEnd))
    return look.isIdentity ? nil : look
  }

  /// The seconds from the step until every insertion is in: 0 when none animates.
  var seconds: Double {
    inserted.values.map { $0.animation.seconds(toEnd: $0.curveEnd) }.max() ?? 0
  }

  func reset() {
    inserted = [:]
    unanimated = 0
    stepAnimation = nil
    insideNew = false
    time = nil
  }
}

extension StateGraph {
  /// Starts recording the step about to be done: the views its renders insert, and the
  /// animation its actions give.
  public func beginFilming() {
    motion.reset()
    motion.recording = true
  }

  /// Stops recording; returns what moves.
  public func endRecording() -> StepMotion {
    motion.recording = false
    return StepMotion(
      seconds: motion.seconds, animated: motion.inserted.count, unanimated: motion.unanimated)
  }

  /// Runs `body` (a frame's render) with the step's insertions drawn `time` seconds in.
  public func drawing<T, E: Error>(at time: Double, _ body: () throws(E) -> T) throws(E) -> T {
    motion.time = time
    defer { motion.time = nil }
    return try body()
  }

  /// `runBounded` for an action of the session: what animation its `withAnimation` gave is
  /// kept as the step's, if the step has none yet.
  public func runAction(seconds: Double, _ body: @escaping () -> Void) -> Bool {
    let log = TransactionLog()
    let done = StateGraph.runBounded(seconds: seconds) {
      TransactionLog.$current.withValue(log) { body() }
    }
    if motion.stepAnimation == nil { motion.stepAnimation = log.animation }
    return done
  }
}

/// What a filmed step set in motion.
public struct StepMotion: Sendable {
  /// The seconds from the step until every view it inserted is in: 0 when none animates.
  public let seconds: Double
  /// How many views it inserted with an animation, and without.
  public let animated: Int
  public let unanimated: Int

  /// Why nothing moves, when nothing does.
  public var stillReason: String {
    guard unanimated == 0 else {
      return "nothing moves: the \(unanimated == 1 ? "view" : "\(unanimated) views") it inserts "
        + "\(unanimated == 1 ? "has" : "have") no animation (no withAnimation in the action, no "
        + ".animation(_:value:) around, no animation on the transition), so it appears at once"
    }
    return "nothing moves: it inserts no view (a filmstrip films what a step brings in: an if's "
      + "branch, a ForEach row, a view with a new .id)"
  }
}

/// The animation the change being made runs with, as the actions of one step give it.
final class TransactionLog: @unchecked Sendable {
  var animation: Animation?
  @TaskLocal static var current: TransactionLog?

  /// Notes that a change is made with `animation`: the first one given counts.
  static func note(_ animation: Animation?) {
    guard let log = current, log.animation == nil, let animation else { return }
    log.animation = animation
  }
}

/// `make` at a place where a view may be inserted, inside its scope (see
/// `StateGraph.insertionPoint`); `make()` outside a session.
@inline(__always)
func insertionPoint(_ make: () -> ViewNode) -> ViewNode {
  let d = ViewDepth.current
  guard let graph = d.pointee.graph else { return make() }
  return graph.insertionPoint(at: d.pointee.scope, animation: d.pointee.animation, make)
}

/// `.animation(_:value:)` and `.animation(_:)`: in a session, the views inserted inside it when
/// its value has just changed (always, without a value) enter with its animation.
nonisolated struct AnimatedContent<Content: View, Value: Equatable>: PrimitiveView {
  let content: Content
  let animation: Animation?
  /// nil: every change (`.animation(_:)`).
  let value: Value?

  func makeNode() -> ViewNode {
    let d = ViewDepth.current
    guard let graph = d.pointee.graph else { return node(of: content) }
    let identity = d.pointee.nextIdentity(Identity.of(Self.self))
    guard value.map({ graph.changed($0, at: identity) }) ?? true else { return node(of: content) }
    let outer = d.pointee.animation
    d.pointee.animation = .some(animation)
    defer { ViewDepth.current.pointee.animation = outer }
    return node(of: content)
  }
}
