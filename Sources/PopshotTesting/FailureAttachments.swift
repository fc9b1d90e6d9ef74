// A failing snapshot's actual, diff and side-by-side PNGs, attached to the Swift Testing test
// that found them (`swift test --attachments-path DIR` saves them there). XCTest on Linux
// (swift-corelibs-xctest) has no attachments: there the failure message names the files.
import Foundation
import Synchronization
import Testing

enum FailureAttachments {
  /// The artifact files noted while a check runs.
  final class Collector: Sendable {
    private let paths = Mutex<[String]>([])
    func add(_ more: [String]) { paths.withLock { $0 += more } }
    var all: [String] { paths.withLock { $0 } }
  }
  @TaskLocal static var collector: Collector?

  /// Notes a failure's artifact files for the check that is running, if any.
  static func note(_ paths: [String]) { collector?.add(paths) }

  /// Runs `check` and, inside a Swift Testing test, attaches the artifacts of the failures it
  /// found, named `<test folder>.<variant>.actual.png` and so on.
  static func attaching<T>(sourceLocation: SourceLocation, _ check: () -> T) -> T {
    let collector = Collector()
    let result = $collector.withValue(collector) { check() }
    guard Test.current != nil else { return result }
    for path in collector.all {
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      let name = path.split(separator: "/").suffix(2).joined(separator: ".")
      Attachment.record([UInt8](data), named: name, sourceLocation: sourceLocation)
    }
    return result
  }
}
