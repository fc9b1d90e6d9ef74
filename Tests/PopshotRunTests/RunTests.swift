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

/// The package's root, for the committed fixtures and baselines.
let root = repositoryRoot.path

/// A new folder for one test, removed when it ends (the suite removes temporary folders).
func temporaryDirectory() throws -> String {
  try temporaryFolder("popshot-run")
}

/// A fixtures folder holding the committed toast-error fixture under each of `names`. The toast
/// has no variant restriction and two states, its own and its page (`--state default` keeps the
/// first), so each copy has exactly its matrix's variants in each state.
func fixturesFolder(_ names: [String]) throws -> String {
  let dir = try temporaryDirectory()
  let toast = try Data(contentsOf: URL(fileURLWithPath: "\(root)/Fixtures/toast-error.json"))
  for n in names { try toast.write(to: URL(fileURLWithPath: "\(dir)/\(n).json")) }
  return dir
}

/// The five committed toast fixtures on `devices` in portrait, in `states`.
func toasts(devices: String, states: String) throws -> Selection {
  try RunSelection(
    fixtures: "\(root)/Fixtures", fixture: "toast-*", devices: devices,
    orientations: "portrait", states: states
  ).select()
}

/// "fixture variant" for each job, in order.
func names(_ s: Selection) -> [String] { s.jobs.map { "\($0.scene.name) \($0.variant.name)" } }

/// The default matrix's variant names, in its order: device, then orientation.
let defaultVariants = ["iphone-se-3", "iphone-15", "iphone-15-pro-max", "ipad-air-11"]
  .flatMap { ["\($0).portrait", "\($0).landscape"] }

@Suite(.removesTemporaryFolders) struct SelectionTests {
  @Test func globsChooseFixturesInNameOrder() throws {
    let dir = try fixturesFolder(["toast-b", "toast-a", "sheet-a", "popup"])
    let one = RunSelection(
      fixtures: dir, fixture: "toast-*,popup", devices: "iphone-15", orientations: "portrait",
      states: "default")
    let s = try one.select()
    #expect(
      names(s) == [
        "popup iphone-15.portrait", "toast-a iphone-15.portrait", "toast-b iphone-15.portrait",
      ])
    #expect(
      s.files == [
        "popup": "\(dir)/popup.json", "toast-a": "\(dir)/toast-a.json",
        "toast-b": "\(dir)/toast-b.json",
      ])
    #expect(s.fixtureNames == ["popup", "toast-a", "toast-b"])

    let all = try RunSelection(fixtures: dir, states: "default").select()
    #expect(
      names(all)
        == ["popup", "sheet-a", "toast-a", "toast-b"].flatMap { f in
          defaultVariants.map { "\(f) \($0)" }
        })
    let dark = try RunSelection(
      fixtures: dir, fixture: "sheet-?", devices: "ipad-air-11",
      orientations: "landscape", appearances: "all", textSizes: "accessibility5", states: "default"
    ).select()
    #expect(
      names(dark) == [
        "sheet-a ipad-air-11.landscape.AX5", "sheet-a ipad-air-11.landscape.dark.AX5",
      ])
  }

  @Test func unknownValuesAndNamesAreErrors() throws {
    let dir = try fixturesFolder(["toast-a", "popup"])
    #expect(throws: SelectionError.unknownValue(.device, "iphone-99")) {
      try RunSelection(fixtures: dir, devices: "iphone-15,iphone-99").select()
    }
    #expect(SelectionError.unknownValue(.device, "iphone-99").code == Exit.usage)
    #expect(throws: SelectionError.unknownValue(.orientation, "sideways")) {
      try RunSelection(fixtures: dir, orientations: "sideways").select()
    }
    #expect(throws: SelectionError.unknownValue(.state, "medium")) {
      try RunSelection(fixtures: dir, states: "page,medium").select()
    }
    // The page state alone: one variant per matrix entry, named after it.
    let pages = try RunSelection(fixtures: dir, fixture: "popup", states: "page").select()
    #expect(names(pages) == defaultVariants.map { "popup \($0).page" })
    #expect(throws: SelectionError.unknownMatrix("huge")) {
      try RunSelection(fixtures: dir, matrix: "huge").select()
    }
    #expect(throws: SelectionError.noFixtureMatches("toast-b", known: ["popup", "toast-a"])) {
      try RunSelection(fixtures: dir, fixture: "toast-b").select()
    }
    let missing = "\(dir)/nowhere"
    #expect(throws: SelectionError.noFixturesFolder(missing)) {
      try RunSelection(fixtures: missing).select()
    }
    #expect(SelectionError.noFixturesFolder(missing).code == Exit.badInput)
    try #"{"page": {"view": {"txt": "Hi"}}}"#.write(
      toFile: "\(dir)/broken.json", atomically: false, encoding: .utf8)
    do {
      _ = try RunSelection(fixtures: dir).select()
      Issue.record("a broken fixture was selected")
    } catch {
      guard case .badFixtures(let errors) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(errors.map(\.file) == ["\(dir)/broken.json"] && error.code == Exit.badInput)
    }
  }

  /// 5 fixtures × 8 default variants = 40 jobs; shard I/N takes jobs I-1, I-1+N, ….
  @Test func shardsCoverEveryJobExactlyOnce() throws {
    let dir = try fixturesFolder(["a", "b", "c", "d", "e"])
    let whole = names(try RunSelection(fixtures: dir, states: "default").select())
    #expect(whole.count == 40)
    for n in [1, 3, 7, 40, 41] {
      var seen: [String] = []
      for i in 1...n {
        let shard = try RunSelection(fixtures: dir, states: "default", shard: "\(i)/\(n)").select()
        #expect(
          names(shard)
            == names(
              try RunSelection(fixtures: dir, states: "default", shard: "\(i)/\(n)").select()))
        #expect(names(shard) == Array(stride(from: i - 1, to: 40, by: n).map { whole[$0] }))
        seen += names(shard)
      }
      #expect(seen.sorted() == whole.sorted())
    }
    let sizes = try (1...3).map {
      try RunSelection(fixtures: dir, states: "default", shard: "\($0)/3").select().jobs.count
    }
    #expect(sizes == [14, 13, 13])
    #expect(
      try RunSelection(fixtures: dir, states: "default", shard: "1/3").select().jobs.first?.variant
        .name
        == "iphone-se-3.portrait")
    for bad in ["4/3", "0/3", "1/0", "2", "a/b", "1/2/3"] {
      #expect(throws: SelectionError.badShard(bad)) {
        try RunSelection(fixtures: dir, shard: bad).select()
      }
    }
  }

  @Test func zeroJobs() throws {
    // No variant at all is bad input; an empty shard of a real selection is not.
    let empty = try temporaryDirectory()
    #expect(throws: SelectionError.noVariants(empty, fixtureCount: 0)) {
      try RunSelection(fixtures: empty).select()
    }
    // A fixture whose own variants name only a device the default matrix does not have.
    let narrow = try temporaryDirectory()
    try #"{"page": {"view": {"text": "a"}}, "variants": {"devices": ["iphone-13-mini"]}}"#
      .write(toFile: "\(narrow)/mini.json", atomically: false, encoding: .utf8)
    #expect(throws: SelectionError.noVariants(narrow, fixtureCount: 1)) {
      try RunSelection(fixtures: narrow).select()
    }
    let dir = try fixturesFolder(["a"])
    let beyond = try RunSelection(fixtures: dir, states: "default", shard: "9/9").select()
    #expect(beyond.jobs.isEmpty && beyond.fixtureNames.isEmpty)
    #expect(beyond.files == ["a": "\(dir)/a.json"])
    let out = try temporaryDirectory()
    let plan = RunPlan(out: out, writeRenders: true, auditor: Auditor(config: AuditConfig()))
    #expect(Pipeline.run(beyond, plan: plan, jobs: 2).isEmpty)
    try Pipeline.writeContactSheets([], out: out)
    #expect(try FileManager.default.contentsOfDirectory(atPath: out).isEmpty)
  }
}

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

@Suite(.removesTemporaryFolders) struct ReportWritingTests {
  func report() -> CheckReport {
    var failed = VariantResult(
      fixture: "b", variant: "iphone-15.portrait", file: "F/b.json",
      status: .failed, message: "pixels differ")
    failed.width = 393
    failed.height = 852
    let passed = VariantResult(
      fixture: "a", variant: "iphone-15.portrait", file: "F/a.json",
      status: .passed)
    return CheckReport(
      tool: "popshot test", profile: "hig", failOn: .error, shard: "1/1",
      results: [failed, passed], seconds: 1.5)
  }

  @Test func writesJSONAlwaysAndEachFormatAsked() throws {
    let out = try temporaryDirectory()
    var texts: [String] = []
    try writeReports(report(), formats: [.junit, .text], out: out, color: false, verbose: false) {
      texts.append($0)
    }
    let files = Set(try FileManager.default.contentsOfDirectory(atPath: out))
    #expect(files == ["report.json", "junit.xml"])
    #expect(texts.count == 1)
    #expect(
      texts.first?.hasPrefix(
        "2 variants: 1 passed, 0 recorded, 1 differ; findings: 0 errors, 0 warnings, 0 notes "
          + "(profile hig, 1.5 s)\n") == true)
    #expect(texts.first?.contains(" iphone-15.portrait  DIFF\n    pixels differ\n") == true)
    let junit = try String(contentsOfFile: "\(out)/junit.xml", encoding: .utf8)
    #expect(junit.components(separatedBy: "<testcase").count - 1 == 2)
    #expect(junit.components(separatedBy: "<failure").count - 1 == 1)
    let read = try readReports(["\(out)/report.json"])
    #expect(read == [report()])

    let more = try temporaryDirectory()
    try writeReports(
      report(), formats: [.json, .sarif, .html], out: more, color: false,
      verbose: false
    ) { _ in Issue.record("no text was asked for") }
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: more))
        == ["report.json", "popshot.sarif", "html"])
    #expect(FileManager.default.fileExists(atPath: "\(more)/html/index.html"))
  }

  /// The files made at once are the files made one after another, byte for byte; the text comes
  /// once, after them. Where two cannot be written, the first asked for is the error, and the
  /// others are written all the same.
  @Test func filesMadeAtOnceAreTheFilesMadeInTurn() throws {
    var made: [[String: Data]] = []
    for jobs in [1, 4] {
      let out = try temporaryDirectory()
      var texts: [String] = []
      try writeReports(
        report(), formats: [.text, .junit, .sarif, .htmlSingle, .text], out: out, color: false,
        verbose: false, jobs: jobs
      ) { text in
        // The files are there when the text comes.
        #expect(FileManager.default.fileExists(atPath: "\(out)/gallery.html"))
        texts.append(text)
      }
      #expect(texts.count == 2)
      var files: [String: Data] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: out) {
        files[name] = FileManager.default.contents(atPath: "\(out)/\(name)")
      }
      #expect(Set(files.keys) == ["report.json", "junit.xml", "popshot.sarif", "gallery.html"])
      made.append(files)
    }
    #expect(made[0] == made[1])

    let blocked = try temporaryDirectory()
    // Folders stand where junit.xml and popshot.sarif go, so neither can be renamed into place.
    for name in ["junit.xml", "popshot.sarif"] {
      try FileManager.default.createDirectory(
        atPath: "\(blocked)/\(name)/x", withIntermediateDirectories: true)
    }
    do {
      try writeReports(
        report(), formats: [.sarif, .junit, .htmlSingle], out: blocked, color: false,
        verbose: false, jobs: 4)
      Issue.record("writing over a folder succeeded")
    } catch {
      #expect("\(error)".contains("popshot.sarif"))
    }
    #expect(FileManager.default.fileExists(atPath: "\(blocked)/report.json"))
    #expect(FileManager.default.fileExists(atPath: "\(blocked)/gallery.html"))
  }

  @Test func emptyRunsAndUnreadableReports() throws {
    let out = try temporaryDirectory()
    let empty = CheckReport(
      tool: "popshot test", profile: "hig", failOn: .error, shard: "2/2",
      results: [], seconds: 0)
    try writeReports(empty, formats: [.json], out: out, color: false, verbose: false)
    #expect(try readReports(["\(out)/report.json"]) == [empty])
    let unreadable = "\(out)/none.json: cannot read the report"
    #expect(throws: Failure(code: Exit.badInput, message: unreadable)) {
      try readReports(["\(out)/report.json", "\(out)/none.json"])
    }
    #expect(throws: Failure.self) { try prepareOut("/proc/popshot-out") }
    do { try prepareOut("/proc/popshot-out") } catch { #expect(error.code == Exit.internalError) }
    try prepareOut("\(out)/new/folder")
    #expect(try FileManager.default.contentsOfDirectory(atPath: "\(out)/new/folder").isEmpty)
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
