// The preview scanner against source text written here, line numbers counted by hand.
import Testing

@testable import PopshotPreviewScanner

@Suite struct PreviewScannerTests {
  static let source = #"""
    import SwiftUI

    struct Card: View {
      var body: some View { Text("#Preview { not one }") } // #Preview { nor this }
    }

    #Preview {
      Card()
    }

    /* #Preview { commented out } */
    #Preview("Dark \(1)", traits: .sizeThatFitsLayout, .landscapeLeft) {
      @Previewable @State var isOn = true
      Toggle("Braces { in a string", isOn: $isOn)
    }

    // popshot:skip
    #Preview { Card().uses(aPrivateHelper) }

    struct Card_Previews: PreviewProvider {
      static var previews: some View { Card() }
    }

    private struct Hidden_Previews: PreviewProvider {
      static var previews: some View { Card() }
    }

    enum Other: PreviewProvider, Equatable { static var previews: some View { Card() } }
    """#

  @Test func findsEachPreviewWithItsLineNameAndTraits() {
    let s = PreviewScanner.scan(Self.source)
    #expect(s.previews.map(\.line) == [7, 12])
    #expect(s.previews[0].name == nil && s.previews[0].traits.isEmpty)
    #expect(s.previews[0].body.contains("Card()"))
    #expect(s.previews[1].name == #""Dark \(1)""#)
    #expect(s.previews[1].traits == [".sizeThatFitsLayout", ".landscapeLeft"])
    #expect(s.previews[1].previewables == ["@State var isOn = true"])
    #expect(s.previews[1].body.contains(#"Toggle("Braces { in a string", isOn: $isOn)"#))
    #expect(!s.previews[1].body.contains("@Previewable"))
  }

  @Test func findsProvidersAndSaysWhatItLeftOut() {
    let s = PreviewScanner.scan(Self.source)
    #expect(
      s.providers == [
        ProviderType(line: 20, name: "Card_Previews"), ProviderType(line: 28, name: "Other"),
      ])
    #expect(s.skipped == ["line 18: // popshot:skip", "line 24: Hidden_Previews is private"])
  }

  @Test func writesATestPerPreviewAndHoistsPreviewableState() {
    let file = SourceFile(fileID: "Cards/Card.swift", path: "/p/Card.swift", text: Self.source)
    let test = PreviewTestWriter.write(module: "Cards", files: [file], options: PreviewOptions())
    #expect(test.contains("@testable import Cards"))
    #expect(test.contains(#"@Test("Card.swift:7") func Card_line7()"#))
    #expect(test.contains(#"@Test("Card.swift:12 Dark \\(1)") func Card_line12()"#))
    #expect(test.contains("traits: [.sizeThatFitsLayout, .landscapeLeft]"))
    #expect(
      test.contains("private struct __PopshotPreview_Card_line12: View {\n  @State var isOn = true")
    )
    #expect(test.contains("of: Card_Previews.self"))
    #expect(test.contains("// Left out: Card.swift line 18: // popshot:skip"))
    #expect(test.contains("static let matrix: [Variant]? = nil"))
  }

  @Test func optionsNameTheMatrixAndWhatToSkip() throws {
    let o = try PreviewOptions.parse([
      "devices": ["iphone-se-3"], "appearances": ["light", "dark"], "skip": ["Card.swift:7"],
      "audit": true, "eachTap": true,
    ])
    let file = SourceFile(fileID: "Cards/Card.swift", path: "/p/Card.swift", text: Self.source)
    let test = PreviewTestWriter.write(module: "Cards", files: [file], options: o)
    #expect(!test.contains("func Card_line7()"))
    #expect(
      test.contains(#"previewVariant(device: "iphone-se-3", appearance: "dark", design: "")"#))
    #expect(test.contains("audit: true, eachTap: true"))
    #expect(throws: PreviewOptionsError.self) { try PreviewOptions.parse(["device": ["x"]]) }
    #expect {
      try PreviewOptions.parse(["audit": "yes"])
    } throws: { "\($0)" == #""audit" is true or false"# }
  }

  /// A preview that names a private declaration of its file is left out, saying which, so that
  /// the generated tests still build; one that does not is kept.
  @Test func aPreviewThatUsesAPrivateDeclarationIsLeftOut() {
    let source = """
      struct Card: View { var body: some View { Text("Card") } }

      private struct PreviewHost: View {
        var body: some View { Card() }
      }

      fileprivate extension Card {
        static let sample = Card()
      }

      #Preview { PreviewHost() }

      #Preview { Card() }
      """
    let s = PreviewScanner.scan(source)
    #expect(s.previews.map(\.line) == [13])
    #expect(s.skipped == ["line 11: uses private PreviewHost"])
  }
}
