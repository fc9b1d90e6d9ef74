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

  /// SwiftUI's UIKit bridges come with `import SwiftUI`: a hosting controller wrapped in a
  /// UIViewControllerRepresentable draws its root view's text; the scene read in a body on the
  /// iPhone 15 variant has one key window of that screen, 393 × 852 pt in portrait.
  @Test func uiKitBridgesComeWithSwiftUI() throws {
    struct Hosted: UIViewControllerRepresentable {
      func makeUIViewController(context: Context) -> UIHostingController<Text> {
        UIHostingController(rootView: Text("Hosted"))
      }
      func updateUIViewController(_ controller: UIHostingController<Text>, context: Context) {}
    }
    struct Probe: View {
      let report: (CGRect?) -> Void
      var body: some View {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        report(scene?.keyWindow?.bounds)
        return Hosted()
      }
    }
    var bounds: CGRect?
    let r = try layout(Probe { bounds = $0 })
    #expect(r.semantics.elements.contains { $0.label == "Hosted" })
    #expect(bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
  }
}
