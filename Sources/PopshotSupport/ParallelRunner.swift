import Foundation
import Synchronization

/// Runs jobs on several threads. Results come back in job order whatever the thread count, and
/// each job's pixels depend only on the job, so `jobs: 1` and `jobs: N` give identical output.
public enum ParallelRunner {
  public static func map<T: Sendable>(_ count: Int, jobs: Int, _ work: @Sendable (Int) -> T) -> [T]
  {
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

  final class Counter: Sendable {
    private let next = Mutex(0)
    func take() -> Int {
      next.withLock { value in
        value += 1
        return value - 1
      }
    }
  }

  final class ResultBox<T: Sendable>: Sendable {
    private let storage: Mutex<[T?]>
    init(count: Int) { storage = Mutex(Array(repeating: nil, count: count)) }
    func set(_ i: Int, _ v: T) { storage.withLock { $0[i] = v } }
    func values() -> [T] { storage.withLock { $0.map { $0! } } }
  }
}
