import Foundation
import PopshotTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What a record killed part-way leaves, and what the next runs make of it (issue 14).
@Suite(.serialized, .removesTemporaryFolders) struct InterruptedRecordTests {
  let fm = FileManager.default

  /// kill -9 during `record`: every PNG left is whole (it decodes, by `verify` passing or saying
  /// what is missing), nothing is written outside the snapshots folder, and a second `record`
  /// completes the set.
  @Test func killedRecordLeavesNothingHalfWritten() throws {
    let root = try temporaryDirectory()
    defer { try? fm.removeItem(atPath: root) }
    let snapshots = "\(root)/Snapshots"
    let binary = cliRoot.appendingPathComponent(".build/debug/popshot").path
    let p = Process()
    p.executableURL = URL(fileURLWithPath: binary)
    let subset = ["--fixture", "sheet-*", "--device", "iphone-se-3"]
    p.arguments =
      ["record"] + subset + [
        "--snapshots", snapshots, "--out", "\(root)/out", "--quiet", "--jobs", "1",
      ]
    p.currentDirectoryURL = cliRoot
    p.standardOutput = FileHandle.nullDevice
    p.standardError = FileHandle.nullDevice
    try p.run()
    // Killed as soon as the first baseline is there, with most still to write.
    func written() -> [String] {
      (fm.enumerator(atPath: snapshots)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".png") }
    }
    let deadline = Date(timeIntervalSinceNow: 60)
    while p.isRunning && written().isEmpty && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.005)
    }
    kill(p.processIdentifier, SIGKILL)
    p.waitUntilExit()
    #expect(p.terminationReason == .uncaughtSignal)
    #expect(!written().isEmpty)
    // Every baseline whose PNG and sidecar are both there verifies; the rest are named missing
    // or incomplete, never unreadable.
    let verify = try popshot(
      ["verify"] + subset + ["--snapshots", snapshots, "--out", "\(root)/out", "--quiet"])
    #expect(verify.code == 1)
    #expect(
      !verify.stdout.contains("not a readable PNG") && !verify.stderr.contains("not a readable PNG")
    )
    let record = try popshot(
      ["record"] + subset + ["--snapshots", snapshots, "--out", "\(root)/out", "--quiet"])
    #expect(record.code == 0)
    let again = try popshot(
      ["verify"] + subset + ["--snapshots", snapshots, "--out", "\(root)/out", "--quiet"])
    #expect(again.code == 0, "\(again.stdout)")
  }

  /// A temporary file older than an hour whose process is gone is removed by the next record or
  /// clean; a fresh one, or one whose process is alive, stays.
  @Test func staleTemporariesAreRemoved() throws {
    let root = try temporaryDirectory()
    defer { try? fm.removeItem(atPath: root) }
    let dir = "\(root)/Snapshots/toast-error"
    try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let dead = "\(dir)/.iphone-15.portrait.png.999999999.0A1B.tmp"
    let alive = "\(dir)/.iphone-15.portrait.json.\(getpid()).0A1B.tmp"
    let fresh = "\(dir)/.iphone-15.landscape.png.999999999.0C1D.tmp"
    for path in [dead, alive, fresh] {
      #expect(fm.createFile(atPath: path, contents: Data("x".utf8)))
    }
    let old = Date(timeIntervalSinceNow: -7200)
    for path in [dead, alive] { try fm.setAttributes([.modificationDate: old], ofItemAtPath: path) }
    let r = try popshot(["clean", "--snapshots", "\(root)/Snapshots"])
    #expect(r.code == 0)
    #expect(r.stdout.contains("removed stale \(dead)"))
    #expect(
      !fm.fileExists(atPath: dead) && fm.fileExists(atPath: alive) && fm.fileExists(atPath: fresh))
  }
}
