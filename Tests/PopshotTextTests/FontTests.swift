import Foundation
import Testing

@testable import PopshotText

@Suite struct FontTests {
  @Test func dynamicTypeSizesFollowTheTable() {
    #expect(Font.body.resolved(.large).size == 17)
    #expect(Font.body.resolved(.accessibility5).size == 53)
    #expect(Font.body.resolved(.xSmall).size == 14)
    #expect(Font.largeTitle.resolved(.large).size == 34)
    #expect(Font.caption2.resolved(.medium).size == 11)
    #expect(Font.headline.resolved(.large).weight == .semibold)
    // A text style carries no line height of its own: its lines are SF Pro's (SystemFontMetrics),
    // 17 × 2444 / 2048 for body; tight leading takes 2 pt from that.
    #expect(Font.body.resolved(.large).lineHeight == nil)
    #expect(Font.body.resolved(.accessibility5).lineHeight == nil)
    let tight: Double = 17.0 * 2444 / 2048 - 2
    #expect(Font.body.leading(.tight).resolved(.large).lineHeight == tight)
  }

  @Test func fixedSizesDoNotScale() {
    let fixed = Font.system(size: 14, weight: .semibold)
    #expect(fixed.resolved(.accessibility5) == fixed.resolved(.large))
    #expect(fixed.resolved(.accessibility5).size == 14)
    #expect(!fixed.resolved(.large).scalesWithDynamicType)
    #expect(Font.body.resolved(.large).scalesWithDynamicType)
    // relativeTo: 14 pt scaling like body: at AX5, 14 × 53 / 17 = 43.647…
    let relative = Font.system(size: 14, relativeTo: .body).resolved(.accessibility5)
    #expect(abs(relative.size - 14.0 * 53 / 17) < 1e-9 && relative.scalesWithDynamicType)
  }

  @Test func weightsMapToTheNearestInterFace() throws {
    let catalog = FontCatalog.shared
    #expect(try catalog.system(weight: .semibold, size: 14).path.hasSuffix("/Inter-SemiBold.otf"))
    #expect(try catalog.system(weight: .ultraLight, size: 14).path.hasSuffix("/Inter-Thin.otf"))
    #expect(try catalog.system(weight: .heavy, size: 14).path.hasSuffix("/Inter-ExtraBold.otf"))
    #expect(
      try catalog.system(weight: .regular, size: 34).path.hasSuffix("/InterDisplay-Regular.otf"))
    #expect(try catalog.cjk(japanese: true, weight: .regular).familyName == "Noto Sans CJK JP")
    #expect(try catalog.cjk(japanese: false, weight: .bold).familyName == "Noto Sans CJK SC")
  }

  @Test func missingFontFileNamesTheDebianPackage() {
    var files = FontCatalog.Files()
    files.interDirectory = "/nonexistent/inter"
    let catalog = FontCatalog(files: files)
    #expect(
      throws: FontError.missingFile(
        path: "/nonexistent/inter/Inter-Regular.otf", package: "fonts-inter")
    ) {
      try catalog.system(weight: .regular, size: 17)
    }
    let message = FontError.missingFile(path: "/x/inter/Inter-Regular.otf", package: "fonts-inter")
      .description
    #expect(message.contains("apt-get install fonts-inter"))
  }

  @Test func facesHaveFingerprints() throws {
    let face = try FontCatalog.shared.lastResort(weight: .regular)
    let f = face.fingerprint
    #expect(f.contentHash.count == 16 && f.contentHash.allSatisfy(\.isHexDigit))
    #expect(f.freetype.split(separator: ".").count == 3 && !f.harfbuzz.isEmpty)
    #expect(f == face.fingerprint)
  }
}
