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

  /// The file's inode number: a replaced file gets a new one, a file left alone keeps its own.
  func inode(_ path: String) throws -> UInt64 {
    let n = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber]
    return (n as? NSNumber)?.uint64Value ?? 0
  }

  /// Writing or copying the bytes a file already holds leaves that file alone (same inode);
  /// other bytes, even of the same length, replace it.
  @Test(arguments: [true, false])
  func theSameBytesLeaveTheFileAlone(durable: Bool) throws {
    let dir = try folder()
    let path = "\(dir)/a.png"
    try AtomicFile.write(Data([1, 2, 3]), to: path, durable: durable)
    let first = try inode(path)
    try AtomicFile.write(Data([1, 2, 3]), to: path, durable: durable)
    #expect(try inode(path) == first)
    try AtomicFile.write(Data([1, 2, 4]), to: path, durable: durable)
    #expect(try inode(path) != first)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data([1, 2, 4]))

    let source = "\(dir)/source.png"
    try Data([1, 2, 4]).write(to: URL(fileURLWithPath: source))
    let second = try inode(path)
    try AtomicFile.copy(source, to: path)
    #expect(try inode(path) == second)
    try Data([9, 9, 9]).write(to: URL(fileURLWithPath: source))
    try AtomicFile.copy(source, to: path)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data([9, 9, 9]))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.png", "source.png"])
  }

  /// A link to a file with the same bytes is still replaced by a file of its own: a write never
  /// leaves its result behind a link into another folder.
  @Test func aLinkWithTheSameBytesIsReplaced() throws {
    let dir = try folder()
    let elsewhere = "\(dir)/elsewhere.png"
    try Data([5]).write(to: URL(fileURLWithPath: elsewhere))
    let path = "\(dir)/a.png"
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: elsewhere)
    try AtomicFile.write(Data([5]), to: path, durable: false)
    let type = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
    #expect(type == .typeRegular)
  }
}
