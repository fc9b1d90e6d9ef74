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

  /// A pair whose second file cannot be written leaves both paths as they were: the first is not
  /// renamed into place without its second, and no temporary file is left (issue 48: a full
  /// disk left a PNG without its sidecar).
  @Test func aPairIsWrittenWholeOrNotAtAll() throws {
    let dir = try folder()
    let png = "\(dir)/a.png"
    try AtomicFile.write(Data([1]), to: png)
    let blocker = "\(dir)/blocker"
    #expect(FileManager.default.createFile(atPath: blocker, contents: Data()))
    #expect(throws: (any Error).self) {
      try AtomicFile.writePair((Data([2]), png), (Data([3]), "\(blocker)/a.json"))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: png)) == Data([1]))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.png", "blocker"])
    try AtomicFile.writePair((Data([2]), png), (Data([3]), "\(dir)/a.json"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: png)) == Data([2]))
    #expect(try Data(contentsOf: URL(fileURLWithPath: "\(dir)/a.json")) == Data([3]))
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

  /// A copy takes the source's bytes into a file of its own, and a link as the source is refused
  /// (copying it would make a link, or read a file outside the folder it names).
  @Test func aCopyIsAFileOfItsOwnAndALinkIsNoSource() throws {
    let dir = try folder()
    let source = "\(dir)/source.png"
    try Data([3, 1, 4]).write(to: URL(fileURLWithPath: source))
    try AtomicFile.copy(source, to: "\(dir)/out/copy.png")
    #expect(FileStatus.of("\(dir)/out/copy.png")?.kind == .regular)
    #expect(try Data(contentsOf: URL(fileURLWithPath: "\(dir)/out/copy.png")) == Data([3, 1, 4]))
    #expect(try inode("\(dir)/out/copy.png") != inode(source))
    let link = "\(dir)/link.png"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: source)
    #expect(throws: (any Error).self) { try AtomicFile.copy(link, to: "\(dir)/from-link.png") }
    #expect(throws: (any Error).self) { try AtomicFile.copy("\(dir)/none", to: "\(dir)/b.png") }
    #expect(FileStatus.of("\(dir)/from-link.png") == nil)
    #expect(FileStatus.of("\(dir)/b.png") == nil)
  }

  /// Temporary names carry a version 4 UUID (RFC 4122: the version nibble is 4, the variant's
  /// two top bits are 10) and the process id, which `owner(ofTemporary:)` reads back; two
  /// names are never the same.
  @Test func temporaryNamesAreUniqueAndNameTheirOwner() throws {
    let names = (0..<200).map { _ in AtomicFile.temporaryName(for: "a.png") }
    #expect(Set(names).count == 200)
    for name in names.prefix(20) {
      #expect(AtomicFile.owner(ofTemporary: name) == getpid())
      let uuid = String(name.split(separator: ".").dropLast().last ?? "")
      let hex = Array(uuid)
      #expect(hex.count == 36)
      #expect(hex[14] == "4")
      #expect("89AB".contains(hex[19]))
    }
  }
}

/// `FileStatus` against what the file system was made to hold.
@Suite(.removesTemporaryFolders) struct FileStatusTests {
  @Test func describesWhatStandsWithoutFollowingLinks() throws {
    let dir = try temporaryFolder("popshot-status")
    let file = "\(dir)/f"
    try Data(repeating: 0, count: 1234).write(to: URL(fileURLWithPath: file))
    let status = try #require(FileStatus.of(file))
    #expect(status.kind == .regular)
    #expect(status.size == 1234)
    // Written just now: within a minute of the clock.
    #expect(abs(status.modified - Date().timeIntervalSince1970) < 60)
    #expect(FileStatus.of(dir)?.kind == .directory)
    try FileManager.default.createSymbolicLink(atPath: "\(dir)/l", withDestinationPath: file)
    #expect(FileStatus.of("\(dir)/l")?.kind == .symbolicLink)
    try FileManager.default.createSymbolicLink(
      atPath: "\(dir)/dangling", withDestinationPath: "\(dir)/no")
    #expect(FileStatus.of("\(dir)/dangling")?.kind == .symbolicLink)
    #expect(FileStatus.of("\(dir)/no") == nil)
    #expect(FileStatus.of("/dev/null")?.kind == .device)
  }

  /// `makeFolder` makes missing parents, accepts a folder (or a link to one) already there, and
  /// fails where a file stands, leaving it.
  @Test func makesFoldersAsFoundationDoes() throws {
    let dir = try temporaryFolder("popshot-status")
    try FileStatus.makeFolder("\(dir)/a/b/c")
    #expect(FileStatus.of("\(dir)/a/b/c")?.kind == .directory)
    try FileStatus.makeFolder("\(dir)/a/b/c")
    try FileStatus.makeFolder("\(dir)/a/b/d")
    #expect(FileStatus.of("\(dir)/a/b/d")?.kind == .directory)
    try FileManager.default.createSymbolicLink(
      atPath: "\(dir)/link", withDestinationPath: "\(dir)/a")
    try FileStatus.makeFolder("\(dir)/link")
    try Data([1]).write(to: URL(fileURLWithPath: "\(dir)/file"))
    #expect(throws: (any Error).self) { try FileStatus.makeFolder("\(dir)/file") }
    #expect(throws: (any Error).self) { try FileStatus.makeFolder("\(dir)/file/below") }
    #expect(FileStatus.of("\(dir)/file")?.size == 1)
  }
}
