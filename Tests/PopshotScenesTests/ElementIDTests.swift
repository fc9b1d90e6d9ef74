import PopshotGraphics
import PopshotUI
import Testing

@testable import PopshotScenes

/// Element ids are unique in every render, whatever the ids a fixture gives (issue 48): the
/// first element with an id keeps it, later ones are numbered `#2`, `#3`…
@Suite struct ElementIDTests {
  func ids(_ json: String) throws -> [String] {
    let scene = try FixtureDecoder.decode(json, name: "ids", file: "ids.json")
    let variant = Variant(
      device: Device.named("iphone-15")!, orientation: .portrait, design: .classic)
    return try SceneRenderer().render(scene, variant).semantics.elements.map(\.id)
  }

  func expectUnique(_ ids: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let repeated = Dictionary(grouping: ids) { $0 }.filter { $0.value.count > 1 }.keys.sorted()
    #expect(repeated.isEmpty, "repeated ids: \(repeated)", sourceLocation: sourceLocation)
  }

  /// Two tap gestures on one image: the outer tap keeps "x", the inner tap and the image under
  /// it (both renamed "x/content" by the taps) become "x/content" and "x/content#2".
  @Test func twoTapsOnOneElement() throws {
    let found = try ids(
      #"{"page":{"view":{"image":"xmark","id":"x","modifiers":[{"onTapGesture":"t"},{"onTapGesture":"u"}]}}}"#
    )
    expectUnique(found)
    #expect(found.contains("x") && found.contains("x/content") && found.contains("x/content#2"))
  }

  /// A user's id that is also a derived one ("x/content") or the system's ("statusbar.time"):
  /// the first in reading order keeps it.
  @Test func userIDsThatMeetDerivedAndSystemOnes() throws {
    let found = try ids(
      #"{"page":{"view":{"vstack":{"children":[{"image":"xmark","id":"x","modifiers":[{"onTapGesture":"t"}]},{"text":"Beside","id":"x/content"},{"text":"Clock","id":"statusbar.time"}]}}}}"#
    )
    expectUnique(found)
    #expect(found.filter { $0.hasPrefix("statusbar.time") }.count == 2)
  }

  /// The numbering skips names already taken: with "a#2" given, the second "a" is "a#3".
  @Test func numberingSkipsTakenNames() {
    func element(_ id: String) -> SemanticElement {
      SemanticElement(
        id: id, role: .text, label: nil, frame: .zero, hitFrame: nil, text: nil,
        foreground: nil, background: nil, actions: [], zOrder: 0, hiddenFromAccessibility: false)
    }
    var elements = ["a", "a#2", "a", "b", "a"].map(element)
    elements.makeIDsUnique()
    #expect(elements.map(\.id) == ["a", "a#2", "a#3", "b", "a#4"])
  }
}
