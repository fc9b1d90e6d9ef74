import PopshotUI
import Testing

@testable import PopshotScenes

/// Every kind is registered once, to the type that decodes it: a fixture's `{"<kind>": …}` gives
/// a presentation of that kind, drawn with its layer's name.
@Suite struct PresentationKindTests {
  /// The smallest fixture object of each kind, written from Fixtures/README.md.
  static let smallest: [PresentationKind: String] = [
    .toast: #"{"title": "Saved", "message": "Your file is saved."}"#,
    .popup: #"{"content": {"text": "Hi"}}"#,
    .sheet: #"{"content": {"text": "Hi"}}"#,
    .fullScreenCover: #"{"content": {"text": "Hi"}}"#,
    .alert: #"{"title": "Sign out?"}"#,
    .confirmationDialog: #"{"title": "Delete?"}"#,
    .popover: #"{"content": {"text": "Hi"}, "source": "page"}"#,
    .menu: #"{"source": "page", "items": [{"text": "Copy"}]}"#,
  ]

  @Test(arguments: PresentationKind.allCases)
  func aKindsFixtureNameDecodesToItsType(_ kind: PresentationKind) throws {
    #expect(kind.type.presentationKind == kind)
    let body = try #require(Self.smallest[kind])
    // The page's text is the "page" a popover or menu points at.
    let text =
      #"{"page": {"view": {"text": "Page", "id": "page"}}, "presentations": [{"\#(kind)": \#(body)}]}"#
    let scene = try FixtureDecoder.decode(text, name: "k", file: "k.json")
    #expect(scene.presentations.map(\.kind) == [kind])
  }

  /// The layer names sidecars have always used: "cover" and "dialog" for the two long names.
  @Test func layerNames() {
    #expect(
      PresentationKind.allCases.map(\.layerName) == [
        "toast", "popup", "sheet", "cover", "alert", "dialog", "popover", "menu",
      ])
  }

  /// Two of a kind are numbered, one alone is not.
  @Test func layerIDsNumberRepeatedKinds() {
    let toast = Presentation.toast(Toast(style: .info, title: "a", message: "b"))
    let cover = Presentation.fullScreenCover(Cover(content: EmptyView()))
    #expect(
      PresentationKind.layerIDs([toast, cover, toast]) == ["toast[0]", "cover", "toast[1]"])
  }
}
