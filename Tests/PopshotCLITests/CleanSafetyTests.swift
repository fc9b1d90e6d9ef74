import Foundation
import PopshotTestSupport
import Testing

/// `popshot clean` deletes only regular baseline files under the snapshots root, never through a
/// symbolic link, and refuses the mistakes that would delete every baseline (issue 14).
@Suite(.serialized, .removesTemporaryFolders) struct CleanSafetyTests {
  let fm = FileManager.default

  /// A snapshots folder with one baseline of a real fixture, one orphan, and traps: a fixture
  /// folder that is a link to a folder outside, a link named like a baseline to a file outside,
  /// and a directory named like a PNG.
  func trapped() throws -> (root: String, snapshots: String, outside: String) {
    let root = try temporaryDirectory()
    let snapshots = "\(root)/Snapshots"
    let outside = "\(root)/outside"
    try fm.createDirectory(atPath: "\(snapshots)/toast-error", withIntermediateDirectories: true)
    try fm.createDirectory(atPath: "\(outside)/victims", withIntermediateDirectories: true)
    for name in ["toast-error/iphone-15.portrait", "toast-error/gone"] {
      try Data("png".utf8).write(to: URL(fileURLWithPath: "\(snapshots)/\(name).png"))
      try Data("{}".utf8).write(to: URL(fileURLWithPath: "\(snapshots)/\(name).json"))
    }
    try Data("keep".utf8).write(to: URL(fileURLWithPath: "\(outside)/victims/x.png"))
    try Data("keep".utf8).write(to: URL(fileURLWithPath: "\(outside)/file.png"))
    try fm.createSymbolicLink(
      atPath: "\(snapshots)/linked", withDestinationPath: "\(outside)/victims")
    try fm.createSymbolicLink(
      atPath: "\(snapshots)/toast-error/link.png", withDestinationPath: "\(outside)/file.png")
    try fm.createDirectory(
      atPath: "\(snapshots)/toast-error/folder.png", withIntermediateDirectories: true)
    return (root, snapshots, outside)
  }

  @Test func deletesOnlyRegularOrphans() throws {
    let t = try trapped()
    defer { try? fm.removeItem(atPath: t.root) }
    let r = try popshot(["clean", "--snapshots", t.snapshots, "--delete"])
    #expect(r.code == 0, "\(r.stderr)")
    #expect(r.stdout.contains("deleted \(t.snapshots)/toast-error/gone.png"))
    #expect(r.stdout.contains("1 orphaned baseline deleted"))
    #expect(!fm.fileExists(atPath: "\(t.snapshots)/toast-error/gone.json"))
    // The real baseline, what the links point to, the links and the folder are all still there.
    #expect(fm.fileExists(atPath: "\(t.snapshots)/toast-error/iphone-15.portrait.png"))
    #expect(fm.fileExists(atPath: "\(t.outside)/victims/x.png"))
    #expect(fm.fileExists(atPath: "\(t.outside)/file.png"))
    #expect(
      (try? fm.destinationOfSymbolicLink(atPath: "\(t.snapshots)/toast-error/link.png")) != nil)
    #expect(fm.fileExists(atPath: "\(t.snapshots)/toast-error/folder.png"))
  }

  /// A mistyped fixtures folder, or one with no fixture, would make every baseline an orphan.
  @Test func refusesAMissingOrEmptyFixturesFolder() throws {
    let t = try trapped()
    defer { try? fm.removeItem(atPath: t.root) }
    let typo = try popshot([
      "clean", "--fixtures", "Fixturez", "--snapshots", t.snapshots, "--delete",
    ])
    #expect(typo.code == 65 && typo.stderr == "popshot: Fixturez: no such fixtures folder\n")
    let empty = "\(t.root)/empty"
    try fm.createDirectory(atPath: empty, withIntermediateDirectories: true)
    let none = try popshot(["clean", "--fixtures", empty, "--snapshots", t.snapshots, "--delete"])
    #expect(none.code == 65)
    #expect(none.stderr == "popshot: \(empty): no fixtures; every baseline would look orphaned\n")
    #expect(fm.fileExists(atPath: "\(t.snapshots)/toast-error/gone.png"))
  }

  /// Deleting more than half of the baselines needs --force: here both would go (the fixture
  /// folder holds only the basic popup, so the toast's baselines are orphans too).
  @Test func overHalfNeedsForce() throws {
    let t = try trapped()
    defer { try? fm.removeItem(atPath: t.root) }
    let fixtures = "\(t.root)/Fixtures"
    try fm.createDirectory(atPath: fixtures, withIntermediateDirectories: true)
    try fm.copyItem(
      atPath: cliRoot.appendingPathComponent("Fixtures/basic-popup.json").path,
      toPath: "\(fixtures)/basic-popup.json")
    let args = ["clean", "--fixtures", fixtures, "--snapshots", t.snapshots, "--delete"]
    let refused = try popshot(args)
    #expect(refused.code == 65)
    #expect(
      refused.stderr
        == "popshot: 2 of 2 baselines would be deleted; check --fixtures and --snapshots, or pass --force\n"
    )
    #expect(fm.fileExists(atPath: "\(t.snapshots)/toast-error/iphone-15.portrait.png"))
    let forced = try popshot(args + ["--force"])
    #expect(forced.code == 0 && forced.stdout.contains("2 orphaned baselines deleted"))
  }
}

/// Two runs writing to one output folder at once both finish (issue 14: a shared write-probe
/// file made about 3% of such runs exit 70).
@Suite(.removesTemporaryFolders) struct SharedOutputTests {
  @Test func twoRunsShareAnOutputFolder() throws {
    let out = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: out) }
    let binary = cliRoot.appendingPathComponent(".build/debug/popshot").path
    for _ in 0..<5 {
      let runs = (0..<2).map { _ -> Process in
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = ["audit"] + oneToast + ["--out", out, "--quiet", "--fail-on", "never"]
        p.currentDirectoryURL = cliRoot
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        return p
      }
      for p in runs { try p.run() }
      for p in runs { p.waitUntilExit() }
      #expect(runs.map(\.terminationStatus) == [0, 0])
    }
  }
}

/// A selection with no variant at all is bad input, said with the reason (issue 15).
@Suite(.removesTemporaryFolders) struct NoVariantTests {
  @Test func emptyFixturesFolderIsBadInput() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let r = try popshot(["check", "--fixtures", dir, "--out", "\(dir)/out"])
    #expect(r.code == 65)
    #expect(r.stderr == "popshot: \(dir): no fixtures, so no variant to render\n")
  }
}
