// Motion, for a filmstrip of one step (`SceneRenderer.renderFilmstrip`). The step's renders are
// recorded: each view it inserts (a branch an `if` now takes, a new `ForEach` row, a view whose
// `.id` changed) is noted with its transition and the animation it enters with. The render
// before the step captures the drawing of each view an `if` or an `.id` holds; those the step
// removes are drawn over the page on their way out. The frames are then drawn from the state the
// step left, the inserted views part way in and the removed ones part way out.
//
// The animation of an insertion is, as in SwiftUI: the transition's own (`.animation(_:)` on
// the transition), else that of an enclosing `.animation(_:value:)` whose value the step
// changed, else the change's: the first animation a `withAnimation`, `withTransaction` or an
// animated binding gave while the step's actions ran. With none, the view appears at once.

import PopshotGraphics

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

  /// The drawing of a view an `if` or `.id` holds, captured in the render before the step.
  struct Capture {
    let transition: AnyTransition
    /// The captured place it is inside, if any (only the outermost removed view leaves).
    let parent: UInt64?
    var items: [DisplayItem] = []
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
  }
  /// One view the step removed, on its way out.
  struct Removal {
    let capture: Capture
    let animation: Animation
    let curveEnd: Double
  }
  /// Whether the render being made captures its views' drawings (the render before the step).
  var capturing = false
  /// The captured places being made, innermost last.
  var captureStack: [UInt64] = []
  private(set) var captured: [UInt64: Capture] = [:]
  /// The removed views that animate, in the order they were captured.
  private(set) var removed: [Removal] = []
  private var captureOrder: [UInt64] = []
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

  /// Notes a place whose drawing the render before the step captures.
  func noteCapture(_ identity: UInt64, _ transition: AnyTransition) {
    if captured[identity] == nil { captureOrder.append(identity) }
    captured[identity] = Capture(transition: transition, parent: captureStack.last)
  }

  /// Keeps what the place at `identity` drew, and where.
  func keepDrawing(_ identity: UInt64, _ items: [DisplayItem], _ frame: Rect) {
    captured[identity]?.items = items
    captured[identity]?.frame = frame
  }

  /// Notes the captured views that are gone after the step (`isGone`), the outermost of each,
  /// with the animation each leaves with: its transition's own, else the step's.
  func noteRemovals(_ isGone: (UInt64) -> Bool) {
    for id in captureOrder {
      guard let c = captured[id], isGone(id), c.parent.map({ !isGone($0) }) ?? true else {
        continue
      }
      guard let animation = c.transition.animation ?? stepAnimation else {
        unanimated += 1
        continue
      }
      removed.append(Removal(capture: c, animation: animation, curveEnd: animation.curve.duration))
    }
    captured = [:]
    captureOrder = []
  }

  /// What the removed views draw `time` seconds after the step, each part way out, in the order
  /// they were captured.
  func removalItems(at time: Double) -> [DisplayItem] {
    removed.flatMap { r -> [DisplayItem] in
      let p = r.animation.fraction(at: time, end: r.curveEnd)
      guard p < 1 else { return [] }
      return r.capture.transition.removal(at: max(p, 0)).applied(
        to: r.capture.items, in: r.capture.frame)
    }
  }

  /// The seconds from the step until every insertion is in and every removal out: 0 when none
  /// animates.
  var seconds: Double {
    (inserted.values.map { $0.animation.seconds(toEnd: $0.curveEnd) }
      + removed.map { $0.animation.seconds(toEnd: $0.curveEnd) }).max() ?? 0
  }

  func reset() {
    inserted = [:]
    removed = []
    captured = [:]
    captureOrder = []
    captureStack = []
    capturing = false
    unanimated = 0
    stepAnimation = nil
    insideNew = false
    time = nil
  }
}

extension StateGraph {
  /// Starts a filmstrip: the next render (the screen before the step) captures the drawing of
  /// each view an `if` or `.id` holds, for the views the step will remove.
  public func beginCapture() {
    motion.reset()
    motion.capturing = true
  }

  /// Starts recording the step about to be done: the views its renders insert, and the
  /// animation its actions give.
  public func beginFilming() {
    motion.capturing = false
    motion.captureStack = []
    motion.recording = true
  }

  /// Stops recording, after the step's renders; returns what moves.
  public func endRecording() -> StepMotion {
    motion.recording = false
    motion.noteRemovals { !isOnScreen($0) }
    return StepMotion(
      seconds: motion.seconds, animated: motion.inserted.count + motion.removed.count,
      unanimated: motion.unanimated)
  }

  /// What the views the step removed draw `time` seconds after it, on their way out, to be
  /// drawn over the page.
  public func removalItems(at time: Double) -> [DisplayItem] { motion.removalItems(at: time) }

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
    return "nothing moves: it inserts or removes no view (a filmstrip films what a step brings "
      + "in or takes away: an if's branch, a ForEach row, a view with a new .id)"
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
/// `StateGraph.insertionPoint`); `make()` outside a session. `removable`: a filmstrip draws the
/// view leaving when a step removes it (an `if`'s branch, an `.id`; not a row, whose neighbours
/// close the gap).
@inline(__always)
func insertionPoint(removable: Bool = true, _ make: () -> ViewNode) -> ViewNode {
  let d = ViewDepth.current
  guard let graph = d.pointee.graph else { return make() }
  return graph.insertionPoint(
    at: d.pointee.scope, animation: d.pointee.animation, removable: removable, make)
}

/// In the render before a filmed step, keeps what a removable view draws (MotionRecord.Capture).
struct CaptureModifier: LayoutModifier {
  let identity: UInt64
  let motion: MotionRecord
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    CaptureNode(c.content(), identity: identity, motion: motion)
  }
}

final class CaptureNode: WrapperNode {
  let identity: UInt64
  let motion: MotionRecord
  init(_ child: LayoutNode, identity: UInt64, motion: MotionRecord) {
    self.identity = identity
    self.motion = motion
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let first = out.items.count
    child.placeIn(frame, &out)
    motion.keepDrawing(identity, Array(out.items[first...]), frame)
  }
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
