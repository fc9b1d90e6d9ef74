import Foundation
import PopshotScenes
import PopshotSupport
import Testing

@testable import PopshotSnapshot

#if canImport(Glibc)
  import Glibc
#endif

/// What stands at a baseline path is checked before it is read (issue 14): a folder, a pipe, a
/// link or a device is named as such, and a file larger than the variant allows is not read.
@Suite struct SpecialFileTests {
  /// Records the card on the iPhone SE, then puts `make` at its PNG or sidecar path.
  func outcome(sidecar: Bool = false, _ make: (String) throws -> Void) throws -> String {
    let t = TemporaryStore()
    _ = try verify(t, card(), .missing)
    let path =
      sidecar ? t.store.sidecarPath("card", se.name) : t.store.pngPath("card", se.name)
    try FileManager.default.removeItem(atPath: path)
    try make(path)
    return try verify(t, card(), .never).message
  }

  @Test func folderAtThePNGPath() throws {
    let message = try outcome {
      try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: false)
    }
    #expect(
      message.hasSuffix(
        ": a folder stands where a baseline file should be; remove it and re-record"))
  }

  @Test func pipeAtThePNGPath() throws {
    let message = try outcome { #expect(mkfifo($0, 0o600) == 0) }
    #expect(
      message.contains(
        ": a special file (a pipe or similar) stands where a baseline file should be"))
  }

  @Test func sidecarLinkedToADevice() throws {
    let message = try outcome(sidecar: true) {
      try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "/dev/zero")
    }
    #expect(
      message.hasSuffix(
        ".json: a symbolic link stands where a baseline file should be; remove it and re-record"))
  }

  /// The iPhone SE frame is 750 × 1334 px: its PNG can take at most 750 × 1334 × 4 + 1 MiB =
  /// 5,050,576 bytes. A sparse file one byte larger is refused unread.
  @Test func oversizedPNGIsNotRead() throws {
    let limit = 750 * 1334 * 4 + (1 << 20)
    #expect(BaselineStore.pngLimit(width: 750, height: 1334) == limit)
    let message = try outcome { path in
      #expect(FileManager.default.createFile(atPath: path, contents: nil))
      let h = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      try h.truncate(atOffset: UInt64(limit + 1))
      try h.close()
    }
    #expect(
      message.hasSuffix(
        ": \(limit + 1) bytes, more than the \(limit) a baseline of this variant can take; not read"
      ))
  }

  /// A link in place of the fixture's folder is refused, named, as bad input: a record never
  /// writes through it into the folder it points at (issue 29).
  @Test func aLinkedFixtureFolderIsNotWrittenThrough() throws {
    let t = TemporaryStore()
    let elsewhere = t.dir + "/elsewhere"
    try FileManager.default.createDirectory(
      atPath: elsewhere, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: t.store.root, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: t.store.root + "/card", withDestinationPath: elsewhere)
    let o = try verify(t, card(), .all)
    #expect(o.status == .failed && o.problem == .badBaseline)
    #expect(
      o.message
        == "\(t.store.root)/card: a symbolic link stands where a baseline file should be; remove it and re-record"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
  }

  /// A link that points nowhere, in place of a baseline, is bad input as a live one is: not a
  /// missing baseline recorded over it.
  @Test func aDanglingLinkIsNotRecordedOver() throws {
    let t = TemporaryStore()
    _ = try verify(t, card(), .missing)
    let path = t.store.pngPath("card", se.name)
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: t.dir + "/gone")
    for mode in [RecordMode.missing, .never, .all] {
      let o = try verify(t, card(), mode)
      #expect(o.problem == .badBaseline, "\(mode)")
      #expect(
        o.message.hasSuffix(
          ".png: a symbolic link stands where a baseline file should be; remove it and re-record"))
    }
    #expect(BaselineStore.kind(path) == .symbolicLink)
  }

  /// A link in place of the snapshots folder is refused by verify as by record, with or without
  /// a trailing slash (`lstat` of `link/` follows the link): baselines recorded in the folder it
  /// points at are neither read nor written (issue 48).
  @Test func aLinkedSnapshotsFolderIsRefusedEitherWay() throws {
    let t = TemporaryStore()
    _ = try verify(t, card(), .missing)
    let link = t.dir + "/Linked"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: t.store.root)
    let render = try SceneRenderer().render(card(), se)
    for root in [link, link + "/", link + "//"] {
      for mode in [RecordMode.never, .missing, .all] {
        let verifier = SnapshotVerifier(
          store: BaselineStore(root: root), mode: mode, options: .exact,
          artifactsDirectory: t.dir + "/failures")
        let o = verifier.verify(fixture: "card", render)
        #expect(o.status == .failed && o.problem == .badBaseline, "\(root) \(mode)")
        #expect(
          o.message
            == "\(link): a symbolic link stands where a baseline file should be; remove it and re-record"
        )
      }
    }
  }
}
