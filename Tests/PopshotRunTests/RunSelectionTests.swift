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

@Suite(.removesTemporaryFolders) struct RunSelectionTests {
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
