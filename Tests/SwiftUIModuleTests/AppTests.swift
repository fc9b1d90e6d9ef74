import PopshotTesting
import Testing

@testable import SwiftUI

/// An app's entry point builds on Linux: `App`, `Scene` and `WindowGroup` come with
/// `import SwiftUI`. Beside PopshotTesting, whose `Scene` is a rendered screen, SwiftUI's is
/// written `SwiftUI.Scene`.
@MainActor @Suite struct AppTests {
  struct Mail: App {
    @UIApplicationDelegateAdaptor(UIApplicationDelegateProbe.self) var delegate
    var body: some SwiftUI.Scene {
      WindowGroup { Text("Inbox") }
        .environment(\.locale, Locale(identifier: "fr_FR"))
      WindowGroup("Viewer", id: "viewer") { Text("Message") }
    }
  }

  /// The scenes hold one root view per window group, in order.
  @Test func scenesHoldTheirRootViews() throws {
    let views = Mail().body.rootViews
    #expect(views.count == 2)
    let second = try layout(views[1])
    #expect(second.semantics.elements.contains { $0.label == "Message" })
  }
}

final class UIApplicationDelegateProbe: NSObject, UIApplicationDelegate {}
