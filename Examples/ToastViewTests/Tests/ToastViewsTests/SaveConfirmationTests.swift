import PopshotTesting
import Testing
import ToastViews

@MainActor @Suite struct SaveConfirmationTests {
  /// The page, and the page with the sheet its Save button opens, on an iPhone 15.
  @Test func saveConfirmation() {
    expectSnapshot(of: SaveConfirmation(), as: .image(on: [.iPhone15]), presenting: .each)
  }

  /// What VoiceOver and the audit see, as text that diffs line by line.
  @Test func saveConfirmationSemantics() {
    expectSnapshot(of: SaveConfirmation(), as: .semantics(on: [.iPhone15]), presenting: .each)
  }

  /// The sheet as a person opens it: by tapping Save. Drawn the same as `.each` opens it.
  @Test func tappingSaveOpensTheSheet() {
    expectSnapshot(of: SaveConfirmation(), as: .image(on: [.iPhone15]), after: [.tap("Save")])
  }

  /// Every state one tap away (the page, and the sheet Save opens), each audited.
  @Test func everyStateOneTapAwayIsAudited() {
    expectSnapshot(of: SaveConfirmation(), as: .audit(on: [.iPhone15]), presenting: .eachTap)
  }
}
