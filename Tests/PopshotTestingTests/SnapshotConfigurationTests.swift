import Foundation
import PopshotSupport
import Testing

@testable import PopshotScenes
@testable import PopshotSnapshot
@testable import PopshotTesting

/// `withSnapshotTesting` and the `.snapshots` trait: record mode, diff tool, variants, design and
/// whether a missing baseline fails, for a scope (issue 27).
@Suite struct SnapshotConfigurationTests {
  let dir = FileManager.default.temporaryDirectory
    .appendingPathComponent("popshot-configuration-\(UUID().uuidString)").path

  func scene(_ title: String) -> Scene { Scene(name: "card", page: Text(title)) }

  /// The scope's variants and design replace the scene's default matrix; its record mode is the
  /// calls' default.
  @Test func theScopeChoosesVariantsDesignAndRecordMode() throws {
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let failures = withSnapshotTesting(record: .missing, variants: [.iPhoneSE], design: .classic) {
      verifySnapshots(of: scene("Hello"), directory: dir)
    }
    #expect(failures.isEmpty)
    let recorded = try FileManager.default.contentsOfDirectory(atPath: "\(dir)/card")
    #expect(
      recorded.sorted() == [
        "iphone-se-3.portrait.classic.json", "iphone-se-3.portrait.classic.png",
      ])
    // Never: a changed view fails against the recorded baseline, and the scope's diff tool is
    // printed with it.
    let changed = withSnapshotTesting(record: .never, diffTool: "ksdiff", variants: [.iPhoneSE]) {
      withSnapshotTesting(design: .classic) { verifySnapshots(of: scene("Hullo"), directory: dir) }
    }
    #expect(changed.count == 1)
    #expect(
      changed.first?.message.contains(
        "\n  compare: ksdiff \(dir)/card/iphone-se-3.portrait.classic.png ")
        == true)
  }

  /// Nested scopes keep what the inner one does not set; outside any, the environment's mode.
  @Test func scopesNest() {
    #expect(RecordMode.current == RecordMode.fromEnvironment())
    withSnapshotTesting(record: .all, variants: [.iPhone13]) {
      withSnapshotTesting(design: .classic) {
        let c = SnapshotConfiguration.current
        #expect(c.record == .all && c.variants == [.iPhone13] && c.design == .classic)
        #expect(RecordMode.current == .all)
      }
    }
  }

  /// With missingBaselinesFail a new baseline is written and the check fails once, as in
  /// swift-snapshot-testing; the next run compares and passes. Text baselines too.
  @Test func missingBaselinesCanFail() throws {
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let first = withSnapshotTesting(
      record: .missing, variants: [.iPhoneSE], missingBaselinesFail: true
    ) {
      verifySnapshots(of: scene("Hello"), directory: dir)
    }
    #expect(first.count == 1 && first[0].message.contains("a missing baseline fails here"))
    let second = withSnapshotTesting(
      record: .missing, variants: [.iPhoneSE], missingBaselinesFail: true
    ) {
      verifySnapshots(of: scene("Hello"), directory: dir)
    }
    #expect(second.isEmpty)
    let text = withSnapshotTesting(missingBaselinesFail: true) {
      Snapshotting<Text, String>.semantics(on: [.iPhoneSE]).check(
        Text("Hello"), SnapshotContext(directory: dir, name: "T/t", mode: .missing))
    }
    #expect(text.count == 1 && text[0].message.contains("recorded new baseline"))
  }
}

/// A suite's `.snapshots` trait reaches each of its tests.
@Suite(.snapshots(record: .never, variants: [.iPhone15], design: .classic))
struct SnapshotsTraitTests {
  @Test func theSuitesSettingsReachItsTests() {
    let c = SnapshotConfiguration.current
    #expect(c.record == .never && c.variants == [.iPhone15] && c.design == .classic)
    #expect(RecordMode.current == .never)
  }

  @Test(.snapshots(record: .failed)) func aTestsOwnTraitWinsOverTheSuites() {
    #expect(RecordMode.current == .failed)
    #expect(SnapshotConfiguration.current.variants == [.iPhone15])
  }
}
