// Temporary folders that do not outlive their test. A suite marked `.removesTemporaryFolders`
// runs each test with a list of the folders `temporaryFolder(_:)` makes inside it (helpers
// included: the list is task-local), and removes them when the test ends, passed or failed. A
// folder made outside such a test is an issue of the test, so a new suite cannot leak silently.
import Foundation
import Synchronization
import Testing

/// Removes the temporary folders each test of the suite made.
public struct RemovesTemporaryFolders: SuiteTrait, TestTrait, TestScoping {
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    // The suite itself (no test case) just runs its tests; each test case gets its own list.
    guard testCase != nil else { return try await function() }
    let made = FolderList()
    defer { made.removeAll() }
    try await FolderList.$current.withValue(made) { try await function() }
  }
}

extension Trait where Self == RemovesTemporaryFolders {
  /// Removes the temporary folders each test made, when it ends.
  public static var removesTemporaryFolders: RemovesTemporaryFolders { RemovesTemporaryFolders() }
}

/// The folders one test made.
final class FolderList: Sendable {
  @TaskLocal static var current: FolderList?
  private let paths = Mutex<[String]>([])

  func add(_ path: String) { paths.withLock { $0.append(path) } }

  func removeAll() {
    let all = paths.withLock { paths in
      defer { paths = [] }
      return paths
    }
    for p in all { try? FileManager.default.removeItem(atPath: p) }
  }
}

/// A new empty folder `<tmp>/<prefix>-<UUID>`, removed when the current test ends.
public func temporaryFolder(_ prefix: String) throws -> String {
  let dir = FileManager.default.temporaryDirectory
    .appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  if let list = FolderList.current {
    list.add(dir)
  } else {
    Issue.record("temporary folder \(dir) made outside a .removesTemporaryFolders suite")
  }
  return dir
}
