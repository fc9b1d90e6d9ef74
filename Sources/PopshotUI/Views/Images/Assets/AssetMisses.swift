// A missing asset is a test failure naming it, not a silent gap. Every lookup that finds nothing
// is recorded here: in the collection of the render under way (PopshotTesting's snapshot
// assertions render inside `AssetMisses.collecting`, and fail with each message), and in a
// process-wide list for names asked for outside any render (a `Color("x")` stored in a view's
// property before the snapshot call). Missing images also draw a labelled placeholder and carry
// the `missingAsset` trait in the semantics.
import Foundation
import Synchronization

/// The asset names a render asked for and did not find.
public final class AssetMisses: Sendable {
  private let list = Mutex<[String]>([])

  public init() {}

  /// The messages, each once, in the order first met: `image asset "x" not found in …`.
  public var messages: [String] { list.withLock { $0 } }

  func record(_ message: String) {
    list.withLock { list in
      if !list.contains(message) { list.append(message) }
    }
  }

  /// The collection of the render under way, if any.
  @TaskLocal static var current: AssetMisses?
  /// Every miss of the process, in or out of a render.
  public static let all = AssetMisses()

  /// Runs `body` (a render) and returns what it drew with the misses it met.
  public static func collecting<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (
    T, [String]
  ) {
    let misses = AssetMisses()
    let result: Result<T, E> = $current.withValue(misses) {
      do throws(E) { return .success(try body()) } catch { return .failure(error) }
    }
    return (try result.get(), misses.messages)
  }

  /// Records a miss in the render under way and in the process-wide list.
  static func report(_ message: String) {
    current?.record(message)
    all.record(message)
  }
}
