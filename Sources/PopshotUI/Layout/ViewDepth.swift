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
/// synchronous on its thread (`mainActorRead`); read through a pthread key, which costs less
/// than a task-local value on a path taken for every view.
final class ViewDepth {
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

  /// This thread's.
  static var current: ViewDepth {
    if let p = pthread_getspecific(viewDepthKey) {
      return Unmanaged<ViewDepth>.fromOpaque(p).takeUnretainedValue()
    }
    let made = ViewDepth()
    pthread_setspecific(viewDepthKey, Unmanaged.passRetained(made).toOpaque())
    return made
  }

  /// Whether a view of `type` may be made one level deeper; false when the limit is reached,
  /// having noted the problem (the first one of the render).
  @inline(__always)
  func enter(_ type: Any.Type) -> Bool {
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
  func leave() { depth -= 1 }

  /// `make`, to be called later (a GeometryReader's content, built when it is placed): it makes
  /// its views as deep as the views around it are now, so that content that makes itself again
  /// also reaches the limit.
  static func deferred<Input, Output>(_ make: @escaping (Input) -> Output) -> (Input) -> Output {
    let here = current
    let depth = here.depth
    let body = here.body
    return { input in
      let d = ViewDepth.current
      let (outerDepth, outerBody) = (d.depth, d.body)
      d.depth = max(d.depth, depth)
      d.body = body
      defer { (d.depth, d.body) = (outerDepth, outerBody) }
      return make(input)
    }
  }

  /// Runs `body` (a render's build and layout) and throws the first problem it noted.
  static func checking<T>(_ body: () throws(RenderError) -> T) throws(RenderError) -> T {
    let d = current
    let outer = d.problem
    d.problem = nil
    defer { d.problem = outer }
    let result = try body()
    if let problem = d.problem { throw problem }
    return result
  }
}

/// The key of each thread's ViewDepth, released with the thread.
private let viewDepthKey: pthread_key_t = {
  var key = pthread_key_t()
  pthread_key_create(&key) { releaseViewDepth($0) }
  return key
}()

private func releaseViewDepth(_ p: UnsafeMutableRawPointer?) {
  if let p { Unmanaged<ViewDepth>.fromOpaque(p).release() }
}
