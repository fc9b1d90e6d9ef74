// How deep the view tree being reduced and built on this thread is. A body that makes itself
// (`var body: some View { Self() }`, or through a stack) would recurse until the thread's stack
// overflows, which kills the test process; past `ViewDepth.limit` levels the view reduces to
// nothing and the render throws `RenderError.tooDeep`, naming the view.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The depth of the views being reduced (bodies read, primitives reduced) and built into layout
/// nodes on one thread, and the first view found past the limit. Per thread, as a render is
/// synchronous on its thread (`mainActorRead`); kept in memory a pthread key points to, which
/// costs less than a task-local value or a class's reference counting on a path taken for every
/// view.
struct ViewDepth {
  /// The most levels of views nested in one another: each body read, each primitive view or
  /// modifier reduced, and each layout node built counts one while it is being made. The test
  /// suite's screens stay under 60; a fixture at its deepest (256 levels) reaches 384. At the
  /// limit a debug build uses at most 1.4 MB of stack in the recursions measured (a body that
  /// makes itself inside a VStack), inside a test thread's 8 MB, and the 2 MB glibc gives a
  /// thread when the stack limit is unlimited (docs/swiftui.md, "Hostile views").
  static let limit = 1_000

  /// The levels being made now.
  var depth = 0
  /// The innermost view whose body is being read.
  var body: Any.Type?
  /// The first view found past the limit since the render began.
  var problem: RenderError?
  /// The graph that keeps views' state while a test interacts with them (StateGraph), and the
  /// identity of the place being reduced in it: the innermost view with a body, branch, row or
  /// `.id`, and how many of each kind of view it has made so far. Unused without a graph.
  var graph: StateGraph?
  var scope: UInt64 = 0
  var siblings: [(key: UInt64, count: Int)] = []
  /// In a session, the animation an enclosing `.animation(_:value:)` gives the views inserted
  /// inside it (nil: none set; `.some(nil)`: animations turned off there).
  var animation: Animation?? = nil

  /// This thread's.
  static var current: UnsafeMutablePointer<ViewDepth> {
    if let p = pthread_getspecific(viewDepthKey) {
      return p.assumingMemoryBound(to: ViewDepth.self)
    }
    let made = UnsafeMutablePointer<ViewDepth>.allocate(capacity: 1)
    made.initialize(to: ViewDepth())
    pthread_setspecific(viewDepthKey, made)
    return made
  }

  /// Whether a view of `type` may be made one level deeper; false when the limit is reached,
  /// having noted the problem (the first one of the render).
  @inline(__always)
  mutating func enter(_ type: Any.Type) -> Bool {
    guard depth < Self.limit else {
      if problem == nil {
        problem = .tooDeep(view: String(describing: body ?? type), limit: Self.limit)
      }
      return false
    }
    depth += 1
    return true
  }

  @inline(__always)
  mutating func leave() { depth -= 1 }

  /// `make`, to be called later (a GeometryReader's content, built when it is placed): it makes
  /// its views as deep as the views around it are now, so that content that makes itself again
  /// also reaches the limit.
  /// Inside an interaction session, its views take their identities from the place where they
  /// were written, however often and wherever they are made.
  static func deferred<Input, Output>(_ make: @escaping (Input) -> Output) -> (Input) -> Output {
    let (depth, body, scope) = (current.pointee.depth, current.pointee.body, current.pointee.scope)
    return { input in
      let d = ViewDepth.current
      let (outerDepth, outerBody) = (d.pointee.depth, d.pointee.body)
      d.pointee.depth = max(outerDepth, depth)
      d.pointee.body = body
      defer { (d.pointee.depth, d.pointee.body) = (outerDepth, outerBody) }
      guard d.pointee.graph != nil else { return make(input) }
      let saved = SavedScope(scope: d.pointee.scope, siblings: d.pointee.siblings)
      (d.pointee.scope, d.pointee.siblings) = (scope, [])
      defer { d.pointee.leaveScope(saved) }
      return make(input)
    }
  }

  /// Runs `body` (a render's build and layout) and throws the first problem it noted.
  static func checking<T>(_ body: () throws(RenderError) -> T) throws(RenderError) -> T {
    let d = current
    let outer = d.pointee.problem
    d.pointee.problem = nil
    defer { d.pointee.problem = outer }
    let result = try body()
    if let problem = d.pointee.problem { throw problem }
    return result
  }
}

/// The key of each thread's ViewDepth, freed with the thread.
private let viewDepthKey: pthread_key_t = {
  var key = pthread_key_t()
  pthread_key_create(&key) { freeViewDepth($0) }
  return key
}()

private func freeViewDepth(_ p: UnsafeMutableRawPointer?) {
  guard let depth = p?.assumingMemoryBound(to: ViewDepth.self) else { return }
  depth.deinitialize(count: 1)
  depth.deallocate()
}
