// A run reads a fixture's file for positions only when one of its variants has something to
// report, and then once.
import Foundation
import PopshotAudit
import PopshotReport
import PopshotSnapshot
import PopshotSupport
import PopshotTestSupport
import Testing

@testable import PopshotRun

@Suite(.removesTemporaryFolders) struct FixtureLocatorsTests {
  /// Two copies of the seed toast, `a` and `b`, on one device: recorded, verified, one of them
  /// without its baseline, and audited (the toast's close button is a finding in each).
  @Test func builtForTheFixturesWithSomethingToReport() throws {
    let dir = try fixturesFolder(["a", "b"])
    let out = try temporaryDirectory()
    let snapshots = "\(out)/snapshots"
    let selection = try RunSelection(
      fixtures: dir, devices: "iphone-15", orientations: "portrait", states: "default"
    ).select()
    func run(_ mode: RecordMode?, audit: Bool = false) -> (results: [VariantResult], built: Int) {
      let locators = FixtureLocators(files: selection.files)
      let plan = RunPlan(
        out: out, writeRenders: false,
        verify: mode.map {
          SnapshotVerifier(
            store: BaselineStore(root: snapshots), mode: $0, options: .exact,
            artifactsDirectory: "\(out)/failures")
        },
        auditor: audit ? Auditor(config: AuditConfig()) : nil)
      let outcomes = Pipeline.run(
        selection, plan: plan, jobs: 2, locators: locators, progress: { _ in })
      return (outcomes.map(\.result), locators.built)
    }
    // Nothing to report: no file is read, and no result carries positions.
    let recorded = run(.all)
    #expect(recorded.results.map(\.status) == [.recorded, .recorded] && recorded.built == 0)
    let passed = run(.never)
    #expect(passed.results.map(\.status) == [.passed, .passed] && passed.built == 0)
    #expect(passed.results.allSatisfy { $0.sources == nil })
    // b differs (its baseline is gone): b's file alone is read, for where SARIF points.
    try FileManager.default.removeItem(atPath: "\(snapshots)/b/iphone-15.portrait.png")
    let one = run(.never)
    #expect(one.results.map(\.status) == [.passed, .failed] && one.built == 1)
    #expect(one.results[0].sources == nil)
    #expect(one.results[1].sources == ["": SourcePosition(line: 1, column: 1)])
    // Findings in both: each file read once, and the positions an eager locator gives.
    let audited = run(nil, audit: true)
    #expect(audited.built == 2)
    for r in audited.results {
      let locator = try #require(FixtureLocator(path: r.file))
      #expect(!r.findings.isEmpty)
      #expect(r.sources?[""] == locator.root)
      #expect(Set((r.sources ?? [:]).keys) == Set(r.findings.map(\.element) + [""]))
    }
  }
}
