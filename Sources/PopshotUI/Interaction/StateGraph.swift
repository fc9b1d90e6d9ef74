// State that lives by identity while a test interacts with a view (SwiftUI's attribute graph, in
// the small). A plain render evaluates every body afresh: each `@State` shows the value its view
// was made with. Inside `StateGraph.run`, the renders of one screen share a graph: a view's
// `@State`, `@StateObject`, `@AppStorage` and `@SceneStorage` are kept under the view's identity,
// so the value a tap set is there when the parent's body makes the view again.
//
// Identity follows SwiftUI's structural rules (docs/swiftui.md, "Interactions"):
// - a view is identified by its place in its parent's body: the nearest enclosing view with a body,
//   its own type, and how many views of that type came before it there;
// - each branch of an `if`/`else` or `switch` is a place of its own, so a view in the other branch
//   starts afresh;
// - a `ForEach` row is identified by its element's id, so its state follows the element when the
//   list is reordered;
// - `.id(_:)` makes the identity its value's: a new value is a new view, with new state.
import Foundation
import PopshotGraphics

/// Where the state of views lives across the renders of one interaction session, keyed by
/// identity, and what the elements of the last render do when touched.
public final class StateGraph {
  /// Each state's storage (a `StateBox` of its value's type), by the identity of its property.
  private var storage: [UInt64: AnyObject] = [:]
  /// The generation (see `collect`) in which each identity kept here was last seen.
  private var seen: [UInt64: Int] = [:]
  private var generation = 0
  /// The last value each `onChange` saw, by its identity.
  private var observed: [UInt64: Any] = [:]
  /// The `onChange` actions a render found due, in tree order, to run once it is done, and the
  /// `onDisappear` actions of the views that were not in it.
  private var changes: [() -> Void] = []
  /// The `onDisappear` action of each view on the screen, by its identity.
  private var disappearing: [UInt64: () -> Void] = [:]
  /// The state properties bound to this graph's storage, to release when the session ends.
  private var bound: [ObjectIdentifier: any BoundState] = [:]
  /// View types found to have no state, so their values are not reflected again.
  private var stateless: Set<ObjectIdentifier> = []
  /// What each element of the renders since `clearActions` does (`SemanticElement.interaction`).
  private(set) var actions: [ElementAction] = []
  /// What a filmstrip keeps of the step it films (Motion.swift).
  let motion = MotionRecord()

  public init() {}

  /// Runs `body` with this graph holding the state of every view it renders on this thread.
  /// When `body` returns, views made before the session read their own values again.
  public func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    let d = ViewDepth.current
    let outer = (d.pointee.graph, d.pointee.scope, d.pointee.siblings)
    d.pointee.graph = self
    defer {
      (d.pointee.graph, d.pointee.scope, d.pointee.siblings) = outer
      if outer.0 !== self { release() }
    }
    return try body()
  }

  /// The graph the renders on this thread keep their state in, if any.
  public static var current: StateGraph? { ViewDepth.current.pointee.graph }

  /// Runs `body` (a view's action) on a thread of its own and waits for it at most `seconds`:
  /// false when it has not returned by then. Swift cannot stop a function, so an action that
  /// never returns keeps its thread; the interaction fails instead of hanging the test. The
  /// rendering thread waits meanwhile, so the action's writes are seen by the next render.
  public static func runBounded(seconds: Double, _ body: @escaping () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    let work = UncheckedWork(body)
    let thread = Thread {
      work.body()
      done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    return done.wait(timeout: .now() + seconds) == .success
  }

  /// Forgets what the elements of earlier renders did: their handles no longer resolve.
  public func clearActions() {
    actions.removeAll(keepingCapacity: true)
    escapes.removeAll()
    drags.removeAll()
  }

  /// The drags of the renders since `clearActions`, with their views' frames, in the order they
  /// were placed (paint order).
  private var drags: [(frame: Rect, run: (DragGesture.Value) -> Void)] = []

  func noteDrag(_ run: @escaping (DragGesture.Value) -> Void, in frame: Rect) {
    drags.append((frame, run))
  }

  /// What a swipe from `start` by `translation` runs (in screen points, over 0.1 s, as a quick
  /// flick): the drag of the front-most view whose frame holds `start` and `touched` (the frame
  /// of the element in front there, so that a drag under a sheet is not reached through it),
  /// given the drag's end; nil when no drag is there.
  public func swipe(from start: Point, touching touched: Rect?, by translation: Size)
    -> (@MainActor () -> Void)?
  {
    func holds(_ frame: Rect) -> Bool {
      guard let t = touched else { return frame.contains(start) }
      return frame.contains(start) && frame.insetBy(dx: -0.5, dy: -0.5).contains(t)
    }
    guard let drag = drags.last(where: { holds($0.frame) }) else { return nil }
    let from = CGPoint(x: start.x, y: start.y)
    let to = CGPoint(x: start.x + translation.width, y: start.y + translation.height)
    let value = DragGesture.Value(
      time: Date(timeIntervalSinceReferenceDate: 0), location: to, startLocation: from,
      velocity: CGSize(width: translation.width * 10, height: translation.height * 10),
      predictedEndLocation: CGPoint(
        x: start.x + 2 * translation.width, y: start.y + 2 * translation.height))
    return onRenderingThread { drag.run(value) }
  }

  /// The `accessibilityAction(.escape)` handlers of the renders since `clearActions`, in the
  /// order their elements were placed (paint order): VoiceOver's escape reaches the last.
  private var escapes: [() -> Void] = []

  func noteEscape(_ handler: @escaping () -> Void) { escapes.append(handler) }

  /// What VoiceOver's escape gesture runs on the last render: the front-most view's escape
  /// action, if any view declares one.
  public var escapeAction: (@MainActor () -> Void)? { escapes.last.map(onRenderingThread) }

  /// Keeps `action` for the element being placed; the handle its element carries.
  func register(_ action: ElementAction) -> InteractionHandle {
    actions.append(action)
    return InteractionHandle(index: actions.count - 1)
  }

  /// Keeps `action` in this thread's session, if there is one and the element has an action. It
  /// runs in `environment`, the element's: what its closures read with `@Environment` (a
  /// `dismiss()`, a locale) is what the view's body read.
  static func register(_ action: ElementAction?, in environment: EnvironmentValues)
    -> InteractionHandle
  {
    guard let action, let graph = current else { return .none }
    return graph.register(action.running(in: environment))
  }

  /// What the element with `handle` does, if it comes from a render since `clearActions`.
  public func action(_ handle: InteractionHandle) -> ElementAction? {
    guard let i = handle.index, actions.indices.contains(i) else { return nil }
    return actions[i]
  }

  /// Points the state properties of `view` at the storage kept for `identity`, making it from
  /// their current values the first time.
  func bind<V>(_ view: V, at identity: UInt64) {
    let type = ObjectIdentifier(V.self)
    if stateless.contains(type) { return }
    var index: UInt64 = 0
    if !bindProperties(of: view, identity, &index) { stateless.insert(type) }
  }

  /// Binds the state properties among `value`'s stored properties, looking inside the dynamic
  /// properties built of them (`@AppStorage` keeps a `@State`); whether there were any.
  private func bindProperties(of value: Any, _ identity: UInt64, _ index: inout UInt64) -> Bool {
    var found = false
    for child in Mirror(reflecting: value).children {
      if let state = child.value as? any StateProperty {
        state.bind(to: self, key: Identity.mix(identity, index))
        index += 1
        found = true
      } else if child.value is any DynamicProperty {
        found = bindProperties(of: child.value, identity, &index) || found
      }
    }
    return found
  }

  /// The storage kept under `key`, made by `make` the first time (or when the view's state there
  /// changed type).
  func storage<Box: BoundState>(_ key: UInt64, make: () -> Box) -> Box {
    seen[key] = generation
    if let box = storage[key] as? Box { return box }
    let box = make()
    storage[key] = box
    return box
  }

  /// Whether the view at `identity` was on the screen in the last render or earlier in this one
  /// (its `onAppear` has run); notes that it is there now.
  func hasAppeared(_ identity: UInt64) -> Bool {
    defer { seen[identity] = generation }
    return seen[identity] != nil
  }

  /// Notes the value an `onChange` at `identity` sees; when it differs from the one it saw in
  /// the last render, `action` (given the old value and the new) is due once the render is done.
  /// With `initial`, a view that appears runs it with its value as both.
  func observe<V: Equatable>(
    _ value: V, at identity: UInt64, initial: Bool, _ action: @escaping (V, V) -> Void
  ) {
    seen[identity] = generation
    let old = observed[identity] as? V
    observed[identity] = value
    if let old {
      if old != value { changes.append { action(old, value) } }
    } else if initial {
      changes.append { action(value, value) }
    }
  }

  /// Notes the value an `.animation(_:value:)` at `identity` sees: whether it differs from the
  /// one it saw in the last render.
  func changed<V: Equatable>(_ value: V, at identity: UInt64) -> Bool {
    seen[identity] = generation
    let old = observed[identity] as? V
    observed[identity] = value
    return old.map { $0 != value } ?? false
  }

  /// The node `make` makes at the place `identity` where a view may be inserted (a branch, a
  /// row, an `.id`). While a filmed step's renders are recorded, a view new there (not in the
  /// render before, and not inside another new one) is noted with its transition and the
  /// animation it enters with: its own, else `animation` (an enclosing `.animation(_:value:)`'s),
  /// else the step's. In a filmstrip's frame, a view so noted is drawn as its transition has it
  /// then.
  func insertionPoint(
    at identity: UInt64, animation: Animation??, removable: Bool, _ make: () -> ViewNode
  ) -> ViewNode {
    let isNew = seen[identity] == nil
    seen[identity] = generation
    if motion.capturing, removable {
      motion.captureStack.append(identity)
      let node = make()
      motion.captureStack.removeLast()
      motion.noteCapture(identity, TransitionTrait.find(in: node))
      return .modified(node, CaptureModifier(identity: identity, motion: motion))
    }
    if let time = motion.time {
      let node = make()
      guard let look = motion.look(of: identity, at: time) else { return node }
      return .modified(node, TransitionEffect(look: look))
    }
    guard motion.recording else { return make() }
    let outerNew = motion.insideNew
    motion.insideNew = outerNew || isNew
    defer { motion.insideNew = outerNew }
    let node = make()
    if isNew, !outerNew {
      let transition = TransitionTrait.find(in: node)
      let timing = transition.animation ?? (animation ?? motion.stepAnimation)
      motion.note(identity, transition, timing)
    }
    return node
  }

  /// Whether the place `identity` was in the last render (or earlier in this one).
  func isOnScreen(_ identity: UInt64) -> Bool { seen[identity] != nil }

  /// Notes the `onDisappear` action of the view at `identity`, which runs after the first render
  /// that does not have the view.
  func noteDisappear(_ action: @escaping () -> Void, at identity: UInt64) {
    seen[identity] = generation
    disappearing[identity] = action
  }

  /// Whether the last render found `onChange` or `onDisappear` actions due.
  public var hasChanges: Bool { !changes.isEmpty }

  /// Runs the `onChange` actions the last render found due, in tree order; whether any ran.
  public func runChanges() -> Bool {
    guard !changes.isEmpty else { return false }
    let due = changes
    changes.removeAll()
    for action in due { action() }
    return true
  }

  /// Ends a render: the state, appearances and observed values of views that were not on the
  /// screen in it are forgotten, as SwiftUI forgets a view's state when it leaves the tree.
  /// The `onDisappear` actions of the views that left are then due, in the order of their
  /// identities (as deterministic as the rest, if not SwiftUI's tree order).
  public func collect() {
    var gone: [(UInt64, () -> Void)] = []
    for (key, last) in seen where last < generation {
      seen[key] = nil
      storage[key] = nil
      observed[key] = nil
      if let action = disappearing.removeValue(forKey: key) { gone.append((key, action)) }
    }
    changes += gone.sorted { $0.0 < $1.0 }.map(\.1)
    generation += 1
  }

  /// Remembers a property bound to this graph, to release it when the session ends.
  func noteBound(_ property: any BoundState) {
    bound[ObjectIdentifier(property)] = property
  }

  private func release() {
    for property in bound.values { property.release() }
    bound.removeAll()
  }
}

/// A state property's box, which a graph can point at its own storage and later release.
protocol BoundState: AnyObject {
  func release()
}

/// A property wrapper whose value a graph keeps by identity (`@State`, `@StateObject`).
protocol StateProperty {
  func bind(to graph: StateGraph, key: UInt64)
}

/// What an element of a render does when a person touches it, kept by the graph of the session
/// the render is in.
public enum ElementAction {
  /// A tap runs the closure (a button's action, an `onTapGesture`, a toggle flipping).
  case tap(@MainActor () -> Void)
  /// Typing sets the text; Return runs the submit action, if any (a text field).
  case text(Binding<String>, submit: (@MainActor () -> Void)?)
  /// Choosing an option sets the selection (a picker), each option named by its text.
  case select([Choice])
  /// Stepping up or down (VoiceOver's swipe up or down on an adjustable element: a stepper, a
  /// slider), and setting a slider's position (0 to 1 along its track); nil where the control
  /// cannot.
  case adjust(Adjustment)
  /// Choosing a date sets the selection (a date picker); runs on the rendering thread.
  case date((Date) -> Void)

  /// What an adjustable control does.
  public struct Adjustment {
    public let increment: (@MainActor () -> Void)?
    public let decrement: (@MainActor () -> Void)?
    /// Runs on the rendering thread, as the other actions do (`ElementAction.perform`).
    public let position: ((Double) -> Void)?
  }

  /// One option of a `select` action.
  public struct Choice {
    public let name: String
    public let run: @MainActor () -> Void
  }

  /// Runs a main-actor action on this thread, as a body is read (`mainActorRead`).
  public static func perform(_ action: @MainActor () -> Void) {
    mainActorRead(()) { _ in action() }
  }

  /// The same action, its closures run with `environment` as the current environment.
  func running(in environment: EnvironmentValues) -> ElementAction {
    func inside(_ run: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
      onRenderingThread {
        EnvironmentValues.$current.withValue(environment) { ElementAction.perform(run) }
      }
    }
    switch self {
    case .tap(let run): return .tap(inside(run))
    case .text(let binding, let submit): return .text(binding, submit: submit.map(inside))
    case .select(let choices):
      return .select(choices.map { Choice(name: $0.name, run: inside($0.run)) })
    case .adjust(let a):
      let position = a.position.map { set in
        { (p: Double) in EnvironmentValues.$current.withValue(environment) { set(p) } }
      }
      return .adjust(
        Adjustment(
          increment: a.increment.map(inside), decrement: a.decrement.map(inside),
          position: position))
    case .date(let choose):
      return .date { d in EnvironmentValues.$current.withValue(environment) { choose(d) } }
    }
  }
}

/// An action Popshot makes for a control (a toggle flipping its binding), typed as the views'
/// main-actor actions it is kept with. It runs where they run: on the rendering thread, through
/// `ElementAction.perform`.
package func onRenderingThread(_ action: @escaping () -> Void) -> @MainActor () -> Void {
  unsafeBitCast(action, to: (@MainActor () -> Void).self)
}

/// Which action of its render's graph an element has (`StateGraph.action(_:)`). Not part of what
/// an element is: every handle is equal to every other and none is encoded, so semantics compare
/// and serialise as they did without a session.
public struct InteractionHandle: Hashable, Sendable {
  /// The action's index in its graph, or -1: four bytes, which an element's padding holds.
  private let raw: Int32
  init(index: Int?) { raw = index.map { Int32(truncatingIfNeeded: $0) } ?? -1 }
  var index: Int? { raw >= 0 ? Int(raw) : nil }
  /// No action: outside a session, or an element that takes no touch.
  public static let none = InteractionHandle(index: nil)
  /// Whether the element does something when touched.
  public var exists: Bool { raw >= 0 }
  public static func == (_: Self, _: Self) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
}

/// The identity hashes: a view's is its enclosing view's, combined with a key for its place.
enum Identity {
  /// SplitMix64's finaliser over the two words: a change in either changes every bit.
  @inline(__always)
  static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var h = a &+ 0x9E37_79B9_7F4A_7C15 &+ (b &* 0xBF58_476D_1CE4_E5B9)
    h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
    h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
    return h ^ (h >> 31)
  }

  /// The key of a type.
  @inline(__always)
  static func of(_ type: Any.Type) -> UInt64 { UInt64(UInt(bitPattern: ObjectIdentifier(type))) }

  /// The key of a value (a ForEach element's id, an `.id`): its hash in this process.
  static func of(_ value: AnyHashable) -> UInt64 { UInt64(UInt(bitPattern: value.hashValue)) }
}

extension ViewDepth {
  /// What a scope entered inside a session replaced, to put back when it is left.
  struct SavedScope {
    let scope: UInt64
    let siblings: [(key: UInt64, count: Int)]
  }

  /// The identity of the next place keyed `key` inside the current one (the `n`th view, branch
  /// or row of that key there), counted as taken. Call only when `graph` is set.
  @inline(__always)
  mutating func nextIdentity(_ key: UInt64) -> UInt64 {
    var ordinal = 0
    if let i = siblings.firstIndex(where: { $0.key == key }) {
      ordinal = siblings[i].count
      siblings[i].count += 1
    } else {
      siblings.append((key, 1))
    }
    return Identity.mix(Identity.mix(scope, key), UInt64(ordinal))
  }

  /// Enters the next place keyed `key` inside the current one. Call only when `graph` is set.
  @inline(__always)
  mutating func enterScope(_ key: UInt64) -> SavedScope {
    let identity = nextIdentity(key)
    let saved = SavedScope(scope: scope, siblings: siblings)
    scope = identity
    siblings = []
    return saved
  }

  @inline(__always)
  mutating func leaveScope(_ saved: SavedScope) {
    scope = saved.scope
    siblings = saved.siblings
  }
}

/// In a session, the graph and the identity of a view of type `type` made here, that has no views
/// of its own to place inside it (an `onChange`, an `onAppear`): nil outside one.
func sessionIdentity(of type: Any.Type) -> (graph: StateGraph, identity: UInt64)? {
  let d = ViewDepth.current
  guard let graph = d.pointee.graph else { return nil }
  return (graph, d.pointee.nextIdentity(Identity.of(type)))
}

/// Runs `make` inside the place keyed `key` when a session is on (a branch, a row, an `.id`).
@inline(__always)
func inScope<T>(_ key: @autoclosure () -> UInt64, _ make: () -> T) -> T {
  let d = ViewDepth.current
  guard d.pointee.graph != nil else { return make() }
  let saved = d.pointee.enterScope(key())
  defer { d.pointee.leaveScope(saved) }
  return make()
}

/// A closure handed to the thread that runs it while its caller waits (`runBounded`).
private final class UncheckedWork: @unchecked Sendable {
  let body: () -> Void
  init(_ body: @escaping () -> Void) { self.body = body }
}
