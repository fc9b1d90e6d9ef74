// Every exit code the README promises, each shown by a run: 0 clean, 1 differences or findings
// at or above --fail-on, 64 usage, 65 bad input (a fixture, a baseline or sidecar that cannot be
// used, a report that names files it must not), 70 a failed write.
import Foundation
import PopshotSupport
import PopshotTestSupport
import Testing

@Suite(.serialized, .removesTemporaryFolders) struct ExitCodeTests {
  let fm = FileManager.default

  /// A snapshots folder holding a copy of the seed toast's iphone-15 portrait baseline.
  func copiedBaseline() throws -> (dir: String, png: String, sidecar: String) {
    let dir = try temporaryDirectory()
    let folder = "\(dir)/Snapshots/toast-error"
    try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for ext in ["png", "json"] {
      try fm.copyItem(
        atPath: cliRoot.appendingPathComponent("Snapshots/toast-error/iphone-15.portrait.\(ext)")
          .path, toPath: "\(folder)/iphone-15.portrait.\(ext)")
    }
    return (dir, "\(folder)/iphone-15.portrait.png", "\(folder)/iphone-15.portrait.json")
  }

  func verify(_ dir: String) throws -> RunResult {
    try popshot(
      ["verify"] + oneToast + ["--snapshots", "\(dir)/Snapshots", "--out", "\(dir)/out", "--quiet"])
  }

  @Test func zeroAndOne() throws {
    let out = try temporaryDirectory()
    #expect(
      try popshot(["check"] + oneToast + ["--fail-on", "never", "--quiet", "--out", out]).code == 0)
    #expect(try popshot(["check"] + oneToast + ["--quiet", "--out", out]).code == 1)
    // An intact copy of the baseline passes.
    let (dir, _, _) = try copiedBaseline()
    #expect(try verify(dir).code == 0)
  }

  @Test func usage() throws {
    let r = try popshot(["check", "--no-such-option"])
    #expect(r.code == 64)
    #expect(r.stderr.hasPrefix("popshot: unknown option '--no-such-option' for check"))
  }

  @Test func corruptBaselinePNGIsBadInput() throws {
    let (dir, png, _) = try copiedBaseline()
    try Data("not a PNG at all".utf8).write(to: URL(fileURLWithPath: png))
    let r = try verify(dir)
    #expect(r.code == 65)
    #expect(r.stderr.contains("popshot: toast-error iphone-15.portrait: \(png)"), "\(r.stderr)")
  }

  @Test func corruptSidecarIsBadInput() throws {
    let (dir, _, sidecar) = try copiedBaseline()
    try Data("{\"version\": ".utf8).write(to: URL(fileURLWithPath: sidecar))
    let r = try verify(dir)
    #expect(r.code == 65)
    #expect(r.stderr.contains("\(sidecar): not a readable baseline sidecar"), "\(r.stderr)")
  }

  @Test func oversizedBaselineIsBadInput() throws {
    let (dir, png, _) = try copiedBaseline()
    // Larger than any PNG of 1179 × 2556 pixels can be; sparse, so it costs no disk.
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: png))
    try handle.truncate(atOffset: 64 << 20)
    try handle.close()
    let r = try verify(dir)
    #expect(r.code == 65)
    #expect(r.stderr.contains("\(png): 67108864 bytes, more than the"), "\(r.stderr)")
  }

  /// A PNG whose sidecar is missing (an interrupted record) is an incomplete baseline: a
  /// difference to re-record, not bad input.
  @Test func incompleteBaselineIsADifference() throws {
    let (dir, _, sidecar) = try copiedBaseline()
    try fm.removeItem(atPath: sidecar)
    #expect(try verify(dir).code == 1)
  }

  @Test func failedBaselineWriteIsSeventy() throws {
    let out = try temporaryDirectory()
    let r = try popshot(
      ["record"] + oneToast + ["--snapshots", "/proc/popshot-snapshots", "--out", out, "--quiet"])
    #expect(r.code == 70)
    #expect(
      r.stderr.contains("/proc/popshot-snapshots/toast-error/iphone-15.portrait.png"),
      "\(r.stderr)")
  }

  @Test func unwritableOutputIsSeventy() throws {
    let r = try popshot(["check"] + oneToast + ["--out", "/proc/popshot-out"])
    #expect(r.code == 70)
  }

  @Test func badFixtureIsSixtyFive() throws {
    let dir = try temporaryDirectory()
    try "{".write(toFile: "\(dir)/broken.json", atomically: false, encoding: .utf8)
    let r = try popshot(["check", "--fixtures", dir, "--out", "\(dir)/out"])
    #expect(r.code == 65)
    #expect(r.stderr.hasPrefix("popshot: \(dir)/broken.json: "))
  }

  /// report.json is untrusted: a file it names outside its own folder, the output folder and
  /// the snapshots folder is never read or copied; the report is refused with 65, the message
  /// naming the JSON path.
  @Test func untrustedReportIsRefused() throws {
    let dir = try temporaryDirectory()
    let out = "\(dir)/out"
    #expect(
      try popshot(
        ["check"] + oneToast + ["--fail-on", "never", "--format", "json", "--quiet", "--out", out]
      )
      .code == 0)
    let original = try Data(contentsOf: URL(fileURLWithPath: "\(out)/report.json"))
    try fm.createSymbolicLink(atPath: "\(out)/link.png", withDestinationPath: "/etc/passwd")
    for (key, value) in [
      ("actual", "/etc/passwd"), ("baseline", "\(out)/../../../../etc/passwd"),
      ("diff", "\(out)/link.png"),
    ] {
      var report = try JSONSerialization.jsonObject(with: original) as! [String: Any]
      var results = report["results"] as! [[String: Any]]
      results[0][key] = value
      report["results"] = results
      // Beside the run's own files, which it may name.
      let shard = "\(out)/shard.json"
      try JSONSerialization.data(withJSONObject: report).write(to: URL(fileURLWithPath: shard))
      for command in ["merge", "report"] {
        let r = try popshot([command, shard, "--format", "html", "--out", "\(dir)/merged"])
        #expect(r.code == 65, "\(command) \(key)")
        #expect(
          r.stderr.hasPrefix("popshot: \(shard): results[0].\(key) names \(value), outside"),
          "\(r.stderr)")
        let images = (try? fm.contentsOfDirectory(atPath: "\(dir)/merged/html/images")) ?? []
        #expect(images.isEmpty)
      }
    }
    // The untouched report merges, its images copied from its own folder.
    let r = try popshot([
      "merge", "\(out)/report.json", "--format", "html", "--out", "\(dir)/merged",
    ])
    #expect(r.code == 0, "\(r.stderr)")
    #expect(!(try fm.contentsOfDirectory(atPath: "\(dir)/merged/html/images")).isEmpty)
  }
}
