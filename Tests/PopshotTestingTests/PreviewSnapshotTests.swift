import Foundation
import PopshotGraphics
import PopshotTestSupport
import Testing

@testable import PopshotTesting

/// Previews as snapshots: names, the variants a preview's traits and modifiers ask for, and the
/// error for a device Popshot does not draw.
@MainActor @Suite(.removesTemporaryFolders) struct PreviewSnapshotTests {
  private func preview(
    name: String? = nil, traits: [PreviewTrait<Preview.ViewTraits>] = [],
    _ make: @escaping @MainActor () -> any View
  ) -> PreviewSnapshot {
    PreviewSnapshot(
      fileID: "Cards/Card View.swift", filePath: "/p/Card View.swift", line: 42, name: name,
      traits: traits, make)
  }

  /// Names in other letters are told apart by their hash (FNV-1a of the UTF-8 bytes, as steps'
  /// names), so two Russian preview names do not share a folder.
  @Test func previewNamesInOtherLettersStayApart() {
    let dark = preview(name: "Тёмная") { Text("a") }.storageName
    let light = preview(name: "Светлая") { Text("a") }.storageName
    #expect(dark.hasPrefix("Card-ViewPreviews/") && light.hasPrefix("Card-ViewPreviews/"))
    #expect(dark != light)
    #expect(dark == "Card-ViewPreviews/" + Interaction.fileSafe("Тёмная"))
  }

  @Test func baselinesAreNamedAfterTheFileAndThePreview() {
    #expect(preview { Text("a") }.storageName == "Card-ViewPreviews/line-42")
    #expect(
      preview(name: "Dark mode, large") { Text("a") }.storageName
        == "Card-ViewPreviews/Dark-mode-large")
  }

  /// A device by Apple's name, landscape from a trait, dark from `preferredColorScheme`.
  @Test func traitsAndModifiersChooseTheVariant() throws {
    let p = preview(traits: [.landscapeLeft]) { Text("a") }
    let view = Text("a").previewDevice("iPhone SE (3rd generation)").preferredColorScheme(.dark)
    let variants = try previewVariants(of: p, view: view, matrix: [.iPhone15])
    #expect(variants.map(\.name) == ["iphone-se-3.landscape.dark"])
  }

  /// `.sizeThatFitsLayout` draws on a canvas of the view's ideal size; `previewLayout(.fixed)`
  /// on one of the size given.
  @Test func layoutsDrawOnACanvas() throws {
    let fitted = try previewVariants(
      of: preview(traits: [.sizeThatFitsLayout]) { Text("a") }, view: Text("a"), matrix: [.iPhone15]
    )
    #expect(fitted.map(\.name) == ["sizeThatFits@3x"])
    let fixed = try previewVariants(
      of: preview { Text("a") }, view: Text("a").previewLayout(.fixed(width: 320, height: 100)),
      matrix: [.iPhone15])
    #expect(fixed.first?.device.portraitSize == Size(width: 320, height: 100))
  }

  @Test func anUnknownDeviceNamesTheDevicesThereAre() throws {
    #expect {
      try previewVariants(
        of: preview { Text("a") }, view: Text("a").previewDevice("iPhone 99"), matrix: [.iPhone15])
    } throws: { error in
      let text = "\(error)"
      return text.hasPrefix(#"previewDevice("iPhone 99") is not a device Popshot draws; it draws "#)
        && text.contains(#""iPhone 15""#)
    }
  }

  /// A provider's previews, split from its Group, named by `previewDisplayName` or their place.
  struct Cards_Previews: PreviewProvider {
    static var previews: some View {
      Group {
        Text("One").previewDisplayName("First")
        Text("Two")
      }
    }
  }

  @Test func aProvidersPreviewsAreEachTheirOwn() {
    let previews = PreviewSnapshot.previews(
      of: Cards_Previews.self, fileID: "Cards/Cards.swift", filePath: "/p/Cards.swift", line: 7)
    #expect(previews.map(\.name) == ["First", "Cards_Previews 2"])
    #expect(previews.map(\.line) == [7, 7])
  }

  /// A preview records its baseline under <File>Previews/ in the package's Snapshots folder.
  @Test func aPreviewRecordsItsBaseline() throws {
    let root = try temporaryFolder("popshot-preview")
    try Data().write(to: URL(fileURLWithPath: "\(root)/Package.swift"))
    try FileManager.default.createDirectory(
      atPath: "\(root)/Sources/Cards", withIntermediateDirectories: true)
    let p = PreviewSnapshot(
      fileID: "Cards/Card.swift", filePath: "\(root)/Sources/Cards/Card.swift", line: 3,
      name: "Plain"
    ) { Text("Card") }
    expectPreview(p, variants: [.iPhoneSE], mode: .missing)
    #expect(
      FileManager.default.fileExists(
        atPath: "\(root)/Snapshots/CardPreviews/Plain/iphone-se-3.portrait.png"))
  }

  /// A preview naming an unknown device fails its own test, at its own file and line.
  @Test func aFailingPreviewIsReportedAtItsLine() {
    let p = PreviewSnapshot(
      fileID: "Cards/Card.swift", filePath: "/p/Card.swift", line: 42, name: nil
    ) { Text("Card").previewDevice("iPhone 99") }
    withKnownIssue {
      expectPreview(p, variants: [.iPhoneSE], mode: .never)
    } matching: { issue in
      issue.sourceLocation?.line == 42 && issue.sourceLocation?.fileID == "Cards/Card.swift"
        && "\(issue)".contains("Card.swift:42: previewDevice(\"iPhone 99\")")
    }
  }
}
