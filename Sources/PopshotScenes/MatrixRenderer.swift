import Foundation
import PopshotGraphics
import PopshotText

/// Loads every fixture in a folder, in name order.
public enum FixtureLibrary {
  /// The scenes of `directory`'s *.json files, and the errors of those that failed to load.
  public static func load(directory: String) -> (scenes: [Scene], errors: [FixtureError]) {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    var scenes: [Scene] = [], errors: [FixtureError] = []
    for n in names {
      do { scenes.append(try FixtureDecoder.load(path: (directory as NSString).appendingPathComponent(n))) } catch {
        errors.append(error)
      }
    }
    return (scenes, errors)
  }
}

/// One unit of rendering work: a scene on a variant.
public struct RenderJob: Sendable {
  public let scene: Scene
  public let variant: Variant
  public init(scene: Scene, variant: Variant) { self.scene = scene; self.variant = variant }
}

/// Runs jobs on several threads. Results come back in job order whatever the thread count, and
/// each job's pixels depend only on the job, so `jobs: 1` and `jobs: N` give identical output.
public enum ParallelRunner {
  public static func map<T: Sendable>(_ count: Int, jobs: Int, _ work: @Sendable (Int) -> T) -> [T] {
    let results = ResultBox<T>(count: count)
    let next = Counter()
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
      while true {
        let i = next.take()
        if i >= count { break }
        results.set(i, work(i))
      }
    }
    return results.values()
  }

  final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func take() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value - 1 }
  }

  final class ResultBox<T>: @unchecked Sendable {
    private var storage: [T?]
    private let lock = NSLock()
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ v: T) { lock.lock(); storage[i] = v; lock.unlock() }
    func values() -> [T] { storage.map { $0! } }
  }
}
