import Foundation
import PopshotAudit
import PopshotReport
import PopshotScenes
import PopshotSnapshot
import PopshotSupport
import PopshotTestSupport
import Synchronization
import Testing

@testable import PopshotRun

/// What a progress callback was called with, from any thread.
final class Calls: Sendable {
  private let calls = Mutex<[String]>([])
  func add(_ s: String) { calls.withLock { $0.append(s) } }
  var all: [String] { calls.withLock { $0 } }
}

@Suite(.removesTemporaryFolders) struct PipelineTests {
  /// The seed toast on an iPhone 15 in portrait: 393×852 pt; its 13.6 pt close button is below
  /// the 44 pt target size, so the audit finds it and draws an annotated image.
  @Test func oneVariantRendersRecordsVerifiesAndAudits() throws {
    let dir = try fixturesFolder(["toast-error"])
    let out = try temporaryDirectory()
    let snapshots = "\(out)/snapshots"
    let selection = try RunSelection(
      fixtures: dir, devices: "iphone-15", orientations: "portrait", states: "default"
    ).select()
    func plan(_ mode: RecordMode, _ store: String) -> RunPlan {
      RunPlan(
        out: out, writeRenders: true,
        verify: SnapshotVerifier(
          store: BaselineStore(root: store), mode: mode, options: .exact,
          artifactsDirectory: "\(out)/failures"),
        auditor: Auditor(config: AuditConfig()))
    }
    let progress = Calls()
    let recorded = Pipeline.run(selection, plan: plan(.all, snapshots), jobs: 1) {
      progress.add($0)
    }
    #expect(progress.all == ["toast-error iphone-15.portrait"])
    #expect(recorded.count == 1)
    let r = recorded[0].result
    #expect(r.fixture == "toast-error" && r.variant == "iphone-15.portrait")
    #expect(r.file == "\(dir)/toast-error.json")
    #expect(r.status == .recorded)
    #expect(r.width == 393 && r.height == 852)
    #expect(r.actual == "\(out)/render/toast-error/iphone-15.portrait.png")
    #expect(r.baseline == "\(snapshots)/toast-error/iphone-15.portrait.png")
    #expect(r.findings.contains { $0.rule == "target.size" && $0.element == "toast.close" })
    #expect(
      r.findings.allSatisfy {
        $0.fixture == "toast-error" && $0.variant == "iphone-15.portrait"
      })
    #expect(r.annotated == "\(out)/annotated/toast-error/iphone-15.portrait.png")
    #expect(recorded[0].rendered?.variant.name == "iphone-15.portrait")
    for path in [r.actual, r.baseline, r.annotated].compactMap({ $0 })
      + ["\(snapshots)/toast-error/iphone-15.portrait.json"]
    {
      #expect(FileManager.default.fileExists(atPath: path), "\(path)")
    }

    // Against what it just recorded, and against the committed baseline, it passes.
    for store in [snapshots, "\(root)/Snapshots"] {
      let again = Pipeline.run(selection, plan: plan(.never, store), jobs: 1)
      #expect(again.map(\.result.status) == [.passed])
      #expect(again[0].result.message == nil && again[0].result.diff == nil)
      // A render with its baseline's pixels is a copy of its baseline's PNG, not a new encoding
      // (and not a link: editing the render must leave the baseline alone).
      let render = "\(out)/render/toast-error/iphone-15.portrait.png"
      let baseline = "\(store)/toast-error/iphone-15.portrait.png"
      #expect(
        FileManager.default.contents(atPath: render)
          == FileManager.default.contents(atPath: baseline))
      let links = try FileManager.default.attributesOfItem(atPath: render)[.referenceCount] as? Int
      #expect(links == 1)
    }
    // Accepted findings are left out; without a verifier the status stays `rendered`.
    var accepting = RunPlan(out: out, writeRenders: false, auditor: Auditor(config: AuditConfig()))
    accepting.accepted = Set(r.findings.map(\.fingerprint))
    let audited = Pipeline.run(selection, plan: accepting, jobs: 1)
    #expect(audited[0].result.status == .rendered && audited[0].result.findings.isEmpty)
    #expect(audited[0].result.actual == nil && audited[0].result.annotated == nil)

    try Pipeline.writeContactSheets(recorded, out: out)
    #expect(FileManager.default.fileExists(atPath: "\(out)/contact/toast-error.png"))
  }

  /// Results come back in job order and do not depend on the thread count.
  @Test func jobsDoNotChangeResults() throws {
    let selection = try toasts(devices: "iphone-se-3", states: "default")
    #expect(selection.jobs.count == 5)
    func run(_ jobs: Int) throws -> (results: [VariantResult], pngs: [Data]) {
      let out = try temporaryDirectory()
      let plan = RunPlan(out: out, writeRenders: true, auditor: Auditor(config: AuditConfig()))
      let progress = Calls()
      let outcomes = Pipeline.run(selection, plan: plan, jobs: jobs) { progress.add($0) }
      #expect(progress.all.sorted() == names(selection).sorted())
      let results = outcomes.map { o in
        var r = o.result
        r.milliseconds = 0
        for path in [\VariantResult.actual, \.annotated] {
          r[keyPath: path] = r[keyPath: path]?.replacingOccurrences(of: out, with: "OUT")
        }
        return r
      }
      let pngs = try results.map { r in
        let path = r.actual!.replacingOccurrences(of: "OUT", with: out)
        return try Data(contentsOf: URL(fileURLWithPath: path))
      }
      return (results, pngs)
    }
    let one = try run(1)
    let two = try run(2)
    #expect(one.results.map(\.fixture) == selection.jobs.map(\.scene.name))
    #expect(one.results.allSatisfy { $0.status == .rendered })
    #expect(one.results == two.results)
    #expect(one.pngs == two.pngs)
  }
}

@Suite(.removesTemporaryFolders) struct SharedFrameTests {
  /// The five toast fixtures' pages, on each of two devices: variants are grouped exactly when
  /// their frames are the same pixels (worked out by drawing each variant alone and comparing
  /// bytes), and a run that draws each group once writes what separate runs write.
  @Test func equalFramesAreDrawnOnceWithTheSameResults() throws {
    let selection = try toasts(devices: "iphone-se-3,iphone-15", states: "page")
    #expect(selection.jobs.count == 10)
    let scenes = try selection.jobs.map { try SceneRenderer().render($0.scene, $0.variant) }
    let pixels = try scenes.map { try $0.pixmap().pixels }
    var classes: [[Int]] = []
    for i in pixels.indices {
      if let k = classes.firstIndex(where: { pixels[$0[0]] == pixels[i] }) {
        classes[k].append(i)
      } else {
        classes.append([i])
      }
    }
    let groups = Pipeline.FrameGroups(scenes).members
    #expect(groups == classes)
    #expect(groups.count < selection.jobs.count)

    // Findings too: the rules run once for equal variants and semantics, and each fixture's
    // findings name it (a suppression of one fixture's finding leaves the other's).
    var config = AuditConfig()
    config.suppressions = [
      .init(rule: "contrast.text", fixture: "toast-info", element: "page.run/label", reason: "test")
    ]
    var findings: [String: [Finding]] = [:]
    func run(_ s: Selection) throws -> [String: Data] {
      let out = try temporaryDirectory()
      let plan = RunPlan(out: out, writeRenders: true, auditor: Auditor(config: config))
      var files: [String: Data] = [:]
      for o in Pipeline.run(s, plan: plan, jobs: 2) {
        let key = "\(o.result.fixture) \(o.result.variant)"
        #expect(findings[key] == nil || findings[key] == o.result.findings, "\(key)")
        findings[key] = o.result.findings
        #expect(o.result.findings.allSatisfy { $0.fixture == o.result.fixture })
        for path in [o.result.actual, o.result.annotated].compactMap({ $0 }) {
          files[path.replacingOccurrences(of: out, with: "OUT")] = try Data(
            contentsOf: URL(fileURLWithPath: path))
        }
      }
      return files
    }
    let together = try run(selection)
    var apart: [String: Data] = [:]
    for job in selection.jobs {
      apart.merge(try run(Selection(jobs: [job], files: selection.files))) { a, _ in a }
    }
    #expect(together.count == 20)
    #expect(together == apart)
    #expect(findings.count == 10)
    let info = findings.filter { $0.key.hasPrefix("toast-info ") }.values.joined()
    let error = findings.filter { $0.key.hasPrefix("toast-error ") }.values.joined()
    #expect(error.contains { $0.rule == "contrast.text" && $0.element == "page.run/label" })
    #expect(!info.contains { $0.rule == "contrast.text" && $0.element == "page.run/label" })
  }
}

/// The audit matrix sweeps text.clipped over the eight text sizes it does not fully audit.
@Suite(.removesTemporaryFolders) struct ClippingSweepTests {
  /// One text, "Wide words here" at a fixed 17 pt in a 20 pt wide frame on one line: it is cut
  /// at every size, and it does not scale (text.fixed-size).
  func fixtures() throws -> String {
    let dir = try temporaryDirectory()
    let json = #"""
      {"page": {"view": {"text": "Wide words here", "modifiers": [
        {"font": {"size": 17}}, {"lineLimit": 1}, {"frame": {"width": 20}}]}}}
      """#
    try Data(json.utf8).write(to: URL(fileURLWithPath: "\(dir)/cut.json"))
    return dir
  }

  func selection(_ dir: String, textSizes: String? = nil) throws -> Selection {
    try RunSelection(
      fixtures: dir, matrix: "audit", devices: "iphone-15", orientations: "portrait",
      appearances: "light", textSizes: textSizes
    ).select()
  }

  @Test func theSweepAddsEightLayoutOnlyJobs() throws {
    let dir = try fixtures()
    let s = try selection(dir)
    let full = s.jobs.filter { $0.rules == nil }.map(\.variant.textSize)
    let swept = s.jobs.filter { $0.rules == ["text.clipped"] }.map(\.variant.textSize)
    #expect(full == [.large, .accessibility1, .accessibility3, .accessibility5])
    #expect(
      swept == [
        .xSmall, .small, .medium, .xLarge, .xxLarge, .xxxLarge, .accessibility2,
        .accessibility4,
      ])
    #expect(Set(full + swept).count == 12)
    // Naming the sizes audits those fully and sweeps nothing.
    let named = try selection(dir, textSizes: "large,xxxLarge")
    #expect(named.jobs.map(\.variant.textSize) == [.large, .xxxLarge])
    #expect(named.jobs.allSatisfy { $0.rules == nil })
  }

  @Test func sweptSizesRunTextClippedAlone() throws {
    let dir = try fixtures()
    let out = try temporaryDirectory()
    let plan = RunPlan(out: out, writeRenders: true, verify: nil, auditor: Auditor())
    let outcomes = Pipeline.run(try selection(dir), plan: plan, jobs: 2)
    #expect(outcomes.count == 12)
    let clipped = outcomes.filter { o in o.result.findings.contains { $0.rule == "text.clipped" } }
    #expect(clipped.count == 12)
    for o in outcomes where o.tallies.count == 1 {
      // A swept size: only text.clipped ran, and nothing was written but its annotated image.
      #expect(Set(o.result.findings.map(\.rule)) == ["text.clipped"])
      #expect(o.result.actual == nil && o.result.annotated != nil)
      #expect(o.tallies["text.clipped"]?.checked == 1)
    }
    #expect(outcomes.filter { $0.tallies.count == 1 }.count == 8)
    let fixed = outcomes.filter { o in o.result.findings.contains { $0.rule == "text.fixed-size" } }
    #expect(fixed.count == 4)
  }
}
