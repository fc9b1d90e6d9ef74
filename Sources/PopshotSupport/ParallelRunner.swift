import Foundation

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

  final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func take() -> Int {
      lock.lock()
      defer { lock.unlock() }
      value += 1
      return value - 1
    }
  }

  final class ResultBox<T>: @unchecked Sendable {
    private var storage: [T?]
    private let lock = NSLock()
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ v: T) {
      lock.lock()
      storage[i] = v
      lock.unlock()
    }
    func values() -> [T] { storage.map { $0! } }
  }
}
