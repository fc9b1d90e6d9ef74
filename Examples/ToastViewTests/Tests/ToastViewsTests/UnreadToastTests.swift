import PopshotTesting
import Testing
import ToastViews

/// Views are main-actor isolated, as in the iOS 18 SDK: a test that makes one runs on the main
/// actor, as it must in Xcode.
@MainActor @Suite struct UnreadToastTests {
  /// The toast reads "3 new messages", taken from the model in `body`.
  @Test func unreadToast() {
    expectSnapshot(of: UnreadToast(inbox: Inbox(unread: 3)), as: .image(on: [.iPhone15]))
  }
}
