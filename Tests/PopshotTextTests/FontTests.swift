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

  /// At Medium a size relative to a style scales as UIFontMetrics does, not by the style's point
  /// sizes: body 17 → 16.333 (Jared Sinclair, "Scaled Metric Surprises on iOS & iPadOS", 2024:
  /// `UIFontMetrics(forTextStyle: .body).scaledValue(for: 17)` at Medium); title2 × 0.91 and
  /// footnote × 0.852 (tv-maniac's iOS 26.5 sheets: Work Sans Bold 24 pt relative to title2 inks
  /// "Never miss new episodes" 272.0 pt wide, 12.442 em of ink at 21.86 pt; SemiBold 14 pt
  /// relative to footnote inks "Enable Notifications" 120.0, 9.892 em plus 19 × 0.1 tracking at
  /// 11.94 pt); subheadline by its point sizes, 14/15 (the same sheets' 14 pt Work Sans Medium
  /// lines at 12.91–12.96). Large is the declared size; another size keeps the point sizes' ratio.
  @Test func relativeSizesScaleAsUIFontMetricsAtMedium() {
    func size(_ points: Double, _ style: TextStyle, _ d: DynamicTypeSize = .medium) -> Double {
      Font.system(size: points, relativeTo: style).resolved(d).size
    }
    #expect(abs(size(17, .body) - 16.333) < 1e-9)
    #expect(abs(size(24, .title2) - 21.84) < 1e-9)
    #expect(abs(size(14, .footnote) - 11.928) < 1e-9)
    #expect(abs(size(14, .subheadline) - 14.0 * 14 / 15) < 1e-9)
    #expect(size(24, .title2, .large) == 24)
    #expect(abs(size(24, .title2, .small) - 24.0 * 20 / 22) < 1e-9)
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
