import Foundation
import PopshotGraphics
import PopshotTestSupport
import PopshotText
import PopshotUI
import Testing

@testable import PopshotScenes
@testable import PopshotSnapshot

/// The direct sidecar reader (`Sidecar.read`) reads what JSONDecoder reads, or nothing: every
/// baseline in Snapshots/ by the direct path and to the same value, and anything off the shape a
/// record writes left to JSONDecoder.
@Suite struct SidecarReadingTests {
  func decoded(_ data: Data) throws -> Sidecar {
    try JSONDecoder().decode(CompactSidecar.self, from: data).sidecar
  }

  @Test func everyRecordedSidecarReadsDirectlyAsJSONDecoderReadsIt() throws {
    let root = repositoryRoot.appendingPathComponent("Snapshots").path
    let files = try FileManager.default.subpathsOfDirectory(atPath: root)
      .filter { $0.hasSuffix(".json") }.sorted()
    // Every fixture has its variants recorded; 35 fixtures at 1040 sidecars when this was written.
    #expect(files.count > 1000)
    var elements = 0
    var presentations = 0
    var texts = 0
    for file in files {
      let data = try Data(contentsOf: URL(fileURLWithPath: "\(root)/\(file)"))
      let direct = Sidecar.read(data)
      #expect(direct != nil, "\(file) was not read directly")
      #expect(try direct == decoded(data), "\(file) reads to another value")
      elements += direct?.semantics.elements.count ?? 0
      presentations += direct?.semantics.presentations.count ?? 0
      texts += direct?.semantics.elements.count { $0.text != nil } ?? 0
    }
    // What Python's json module counts in the same files (7,646 elements, 4,198 of them texts,
    // and 512 presentations when this was written): the files hold texts and presentations.
    #expect(elements > 7_000 && texts > 4_000 && presentations > 500)
  }

  /// An element with every optional field, and semantics with overlays, read back as written.
  @Test func optionalFieldsReadBack() throws {
    var e = SemanticElement(
      id: "row.toggle", role: .toggle, label: "Wi-Fi",
      frame: Rect(x: 16, y: 100.25, width: 361, height: 44), hitFrame: nil,
      text: TextInfo(
        string: "Wi-Fi", size: 17, weight: .regular, scalesWithDynamicType: true,
        textStyle: .body, lineCount: 1, truncated: false, clipped: false,
        missingCharacters: ["☃"]),
      foreground: SRGBColor(red: 0, green: 0.5, blue: 1, alpha: 0.75), background: nil,
      actions: [.tap("toggle"), .dismiss, .escape], zOrder: -3, hiddenFromAccessibility: false,
      layer: .presentation("sheet"), inert: true)
    e.traits = [SemanticTrait(rawValue: "button")]
    e.value = "on"
    e.hint = "Double-tap to toggle"
    e.sortPriority = 2.5
    e.customActions = ["Delete"]
    e.inputLabels = ["Wireless"]
    e.removedTraits = [SemanticTrait(rawValue: "image")]
    e.isAccessibilityContainer = false
    let semantics = SceneSemantics(
      screen: Rect(x: 0, y: 0, width: 393, height: 852),
      safeArea: Rect(x: 0, y: 59, width: 393, height: 759), statusBar: nil,
      homeIndicator: Rect(x: 130, y: 839, width: 133, height: 5), displayCornerRadius: 55,
      elements: [e], presentations: [],
      overlays: [
        ConditionalOverlay(
          id: "toast", frame: Rect(x: 16, y: 60, width: 361, height: 56), modal: false,
          reachableBehind: ["title"])
      ])
    let sidecar = Sidecar(
      version: 1, fixture: "f", variant: "iphone-15.portrait", width: 1179, height: 2556,
      scale: 3, design: .liquidGlass, pixelHash: "xs64:0", pngHash: "0", renderer: "r",
      libpng: "1.6",
      fonts: [
        FontFingerprint(
          file: "/f.otf", faceIndex: 0, contentHash: "1", freetype: "2", harfbuzz: "6")
      ], semantics: semantics, displayList: nil)
    let data = try sidecar.encoded()
    #expect(Sidecar.read(data) == sidecar)
    #expect(try decoded(data) == sidecar)

    // Version 2, with 2,500 elements (three batches of the writer's thousand): the element
    // above, one with none of the optional fields, one whose hit area is its frame, and one
    // whose text differs from its label.
    var plain = SemanticElement(
      id: "t", role: .text, label: nil, frame: Rect(x: 1, y: 2, width: 3, height: 4),
      hitFrame: nil, text: nil, foreground: nil, background: nil, actions: [], zOrder: 0,
      hiddenFromAccessibility: false, layer: .page, inert: false)
    var framed = plain
    framed.hitFrame = framed.frame
    var relabelled = e
    relabelled.label = "Wireless network"
    var compact = sidecar
    compact.version = 2
    compact.semantics.elements = (0..<2_500).map { i in
      var element = [e, plain, framed, relabelled][i % 4]
      element.id = "e\(i)"
      element.zOrder = i
      plain.frame.origin.y += 0.1
      return element
    }
    let v2 = try compact.encoded()
    #expect(Sidecar.read(v2) == compact)
    #expect(try decoded(v2) == compact)
  }

  /// Off the recorded shape, the direct reader answers nil and JSONDecoder decides: an unknown
  /// key is ignored, a null where a value must be is an error, a whole number written with a
  /// point still reads as an Int, and a version 2 sidecar reads through CompactSidecar.
  @Test func offTheShapeIsLeftToJSONDecoder() throws {
    let path = repositoryRoot.appendingPathComponent(
      "Snapshots/toast-error/iphone-15.portrait.json")
    let text = try String(contentsOf: path, encoding: .utf8)
    let recorded = try decoded(Data(text.utf8))

    func variant(_ of: String, _ with: String) -> Data {
      let changed = text.replacingOccurrences(of: of, with: with)
      #expect(changed != text, "\(of) is not in the sidecar")
      return Data(changed.utf8)
    }
    let unknown = variant(#""fixture" : "toast-error","#, #""fixture" : "toast-error", "x" : 1,"#)
    #expect(Sidecar.read(unknown) == nil)
    #expect(try Sidecar.decode(unknown) == recorded)

    let pointed = variant(#""height" : 2556,"#, #""height" : 2556.0,"#)
    #expect(Sidecar.read(pointed) == nil)
    #expect(try Sidecar.decode(pointed) == recorded)

    let nulled = variant(#""zOrder" : 0"#, #""zOrder" : null"#)
    #expect(Sidecar.read(nulled) == nil)
    #expect(throws: DecodingError.self) { try Sidecar.decode(nulled) }

    let role = variant(#""role" : "button""#, #""role" : "knob""#)
    #expect(Sidecar.read(role) == nil)
    #expect(throws: DecodingError.self) { try Sidecar.decode(role) }

    #expect(Sidecar.read(Data("{\"version\" : 1,".utf8)) == nil)
    #expect(Sidecar.read(Data([0xFF, 0xFE])) == nil)

    // Version 2 reads directly; a null text, which JSONDecoder rejects, is left to it.
    var compact = recorded
    compact.version = 2
    let v2 = try compact.encoded()
    #expect(Sidecar.read(v2) == compact)
    #expect(try Sidecar.decode(v2) == compact)
    let v2Text = String(decoding: v2, as: UTF8.self)
    let firstText = try #require(v2Text.range(of: #""text":{"#))
    let textEnd = v2Text[firstText.upperBound...].firstIndex(of: "}")!
    let nullText = v2Text.replacingCharacters(
      in: firstText.lowerBound...textEnd,
      with: #""text":null"#)
    #expect(Sidecar.read(Data(nullText.utf8)) == nil)
    #expect(throws: DecodingError.self) { try Sidecar.decode(Data(nullText.utf8)) }
  }
}
