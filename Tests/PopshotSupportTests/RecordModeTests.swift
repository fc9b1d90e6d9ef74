// The one record policy: which comparisons write a baseline under which mode, as
// swift-snapshot-testing documents its modes (all re-records, missing writes only what does not
// exist, failed writes what does not exist or fails, never writes nothing).
import PopshotSupport
import Testing

@Suite struct RecordModeTests {
  /// Each mode and the comparisons it writes, out of missing, matched, differs and unreadable.
  @Test(arguments: [
    (RecordMode.all, [true, true, true, true]),
    (.missing, [true, false, false, false]),
    (.failed, [true, false, true, true]),
    (.never, [false, false, false, false]),
  ])
  func writes(_ mode: RecordMode, _ expected: [Bool]) {
    let comparisons: [RecordMode.Comparison] = [.missing, .matched, .differs, .unreadable]
    #expect(comparisons.map(mode.writes) == expected)
  }

  /// Only a re-recording under `failed` of what was there and differed still fails the test.
  @Test func failsAfterWriting() {
    #expect(RecordMode.failed.failsAfterWriting(.differs))
    #expect(RecordMode.failed.failsAfterWriting(.unreadable))
    #expect(!RecordMode.failed.failsAfterWriting(.missing))
    #expect(!RecordMode.all.failsAfterWriting(.differs))
    #expect(!RecordMode.missing.failsAfterWriting(.missing))
  }

  /// The hints name the variable and the mode that does what they say.
  @Test func hintsNameTheirMode() {
    #expect(RecordMode.recordMissingHint.contains("POPSHOT_RECORD=missing"))
    #expect(RecordMode.rerecordHint.contains("POPSHOT_RECORD=failed"))
    #expect(RecordMode.rerecordedHint.contains("POPSHOT_RECORD=failed"))
  }
}
