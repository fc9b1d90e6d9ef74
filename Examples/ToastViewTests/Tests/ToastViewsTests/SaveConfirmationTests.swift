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
}
