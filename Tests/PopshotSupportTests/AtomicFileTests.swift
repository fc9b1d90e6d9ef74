import Foundation
import PopshotTestSupport
import Testing

@testable import PopshotSupport

@Suite(.removesTemporaryFolders) struct AtomicFileTests {
  func folder() throws -> String { try temporaryFolder("popshot-atomic") }

  /// Both kinds of write replace the file whole and leave no temporary file beside it.
  @Test(arguments: [true, false])
  func replacesWholeAndLeavesNothingBehind(durable: Bool) throws {
    let dir = try folder()
    let path = "\(dir)/a.png"
    try AtomicFile.write(Data(repeating: 1, count: 100_000), to: path, durable: durable)
    try AtomicFile.write(Data([7, 8, 9]), to: path, durable: durable)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data([7, 8, 9]))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["a.png"])
  }

  /// A write into a folder that cannot be created fails, and leaves what was there.
  @Test(arguments: [true, false])
  func failureLeavesTheOldFile(durable: Bool) throws {
    let dir = try folder()
    let blocker = "\(dir)/file"
    try Data([1]).write(to: URL(fileURLWithPath: blocker))
    #expect(throws: (any Error).self) {
      try AtomicFile.write(Data([2]), to: "\(blocker)/inside.png", durable: durable)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: blocker)) == Data([1]))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["file"])
  }
}
