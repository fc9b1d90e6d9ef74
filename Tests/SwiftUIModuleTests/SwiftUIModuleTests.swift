import PopshotTesting
import SwiftUI
import Testing

/// A view written against `import SwiftUI` builds and renders on Linux. Views are main-actor
/// isolated, as in the iOS 18 SDK, so the test that makes one runs on the main actor.
@MainActor @Suite struct SwiftUIModuleTests {
  /// The model's values reach the render: 5 unread messages read "5 unread" in the label
  /// (the key "%lld unread" with 5 substituted) and "5 unread messages" in the summary.
  @Test func aMainActorModelIsReadInBody() throws {
    let model = InboxModel()
    model.unread = 5
    let r = try layout(InboxBanner(model: model))
    #expect(r.semantics.elements.contains { $0.label == "5 unread" })
    #expect(r.semantics["summary"]?.label == "5 unread messages")
  }

  /// `SwiftUI.`, `SwiftUICore.` and plain names are one type each, as on iOS 18.
  @Test func qualifiedNamesAreTheSameTypes() {
    #expect(SwiftUI.Color.self == SwiftUICore.Color.self)
    #expect(SwiftUI.Text.self == Text.self)
    let label: Label<Text, Image> = Label(unread: 2)
    #expect(type(of: label) == SwiftUI.Label<SwiftUI.Text, SwiftUICore.Image>.self)
  }
}
