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

  /// Popshot's own temporary files (`.<name>.<pid>.<UUID>.tmp`) whose process is gone and that
  /// have been left alone for over a minute are removed by the next record (in the folders of
  /// the fixtures it records) or clean (in every fixture's folder); a fresh one, one whose
  /// process is alive, and other tools' hidden `.tmp` files stay.
  @Test func staleTemporariesAreRemoved() throws {
    let root = try temporaryDirectory()
    let snapshots = "\(root)/Snapshots"
    let toast = "\(snapshots)/toast-error"
    let popup = "\(snapshots)/basic-popup"
    for dir in [toast, popup] {
      try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }
    // No process has a pid above Linux's largest (2^22).
    let gone = 99_999_999
    func name(_ file: String, _ pid: Int) -> String { ".\(file).\(pid).\(UUID().uuidString).tmp" }
    let dead = "\(toast)/" + name("iphone-15.portrait.png", gone)
    let deadElsewhere = "\(popup)/" + name("iphone-15.portrait.json", gone)
    let alive = "\(toast)/" + name("iphone-15.portrait.json", Int(getpid()))
    let fresh = "\(toast)/" + name("iphone-15.landscape.png", gone)
    let others = [
      "\(toast)/.notes.tmp", "\(toast)/.x.\(gone).0A1B.tmp", "\(toast)/.\(gone).\(UUID()).tmp",
    ]
    for path in [dead, deadElsewhere, alive, fresh] + others {
      #expect(fm.createFile(atPath: path, contents: Data("x".utf8)))
    }
    let old = Date(timeIntervalSinceNow: -120)
    for path in [dead, deadElsewhere, alive] + others {
      try fm.setAttributes([.modificationDate: old], ofItemAtPath: path)
    }
    let record = try popshot([
      "record", "--fixture", "toast-error", "--device", "iphone-15", "--orientation", "portrait",
      "--appearance", "light", "--text-size", "large", "--design", "classic",
      "--snapshots", snapshots, "--out", "\(root)/out", "--quiet",
    ])
    #expect(record.code == 0, "\(record.stderr)")
    #expect(record.stderr.contains("popshot: removed stale \(dead)\n"))
    #expect(!fm.fileExists(atPath: dead) && fm.fileExists(atPath: deadElsewhere))
    let clean = try popshot(["clean", "--snapshots", snapshots])
    #expect(clean.code == 0)
    #expect(clean.stdout.hasPrefix("removed stale \(deadElsewhere)\n"))
    #expect(!fm.fileExists(atPath: deadElsewhere))
    for path in [alive, fresh] + others { #expect(fm.fileExists(atPath: path), "\(path)") }
  }
}
