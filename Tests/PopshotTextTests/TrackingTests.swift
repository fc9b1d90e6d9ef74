import Foundation
import Testing

@testable import PopshotText

/// SF Pro's tracking (Apple HIG, "Tracking values") and Apple's fonts from POPSHOT_FONTS.
@Suite struct TrackingTests {
  /// The HIG's points column: 17 pt → −0.43, 34 → +0.40, 12 → 0; between rows the last listed
  /// one holds (20.995 pt, the capped navigation title, is 20 pt's −0.45); none from 80 pt; below
  /// 6 pt the 6 pt value.
  @Test func table() {
    #expect(Tracking.sfPro(size: 17) == -0.43)
    #expect(Tracking.sfPro(size: 34) == 0.40)
    #expect(Tracking.sfPro(size: 12) == 0)
    #expect(Tracking.sfPro(size: 20.995) == -0.45)
    #expect(Tracking.sfPro(size: 55) == 0.32)
    #expect(Tracking.sfPro(size: 120) == 0 && Tracking.sfPro(size: 80) == 0)
    #expect(Tracking.sfPro(size: 4) == 0.24)
  }

  /// Tracking adds its points to every glyph's advance: "Hello" at 17 pt is 5 × 0.43 = 2.15 pt
  /// narrower than untracked; at 12 pt (tracking 0) it is the same.
  @Test func trackingNarrowsBodyText() throws {
    let plain = Typesetter(tracking: false)
    let tracked = Typesetter(tracking: true)
    func width(_ t: Typesetter, _ size: Double) throws -> Double {
      try t.shape("Hello", font: Font.system(size: size).resolved(.large)).measure(width: nil).width
    }
    #expect(abs(try width(plain, 17) - width(tracked, 17) - 2.15) < 1e-9)
    #expect(abs(try width(plain, 12) - width(tracked, 12)) < 1e-12)
  }

  /// Between 17 and 28 pt each advance is Inter's and Inter Display's blended, Inter's share
  /// ((28 − size)/11)^p with p 1.9 up to regular, 1.9 − 0.0038 × (weight − 400) above it: SF
  /// Pro's optical size lies between its Text and Display designs there. The expected widths
  /// are HarfBuzz's advances summed with uharfbuzz 0.57 from the two files, apart from Popshot:
  /// "Information Alert!" in semibold at 21 pt is 178.8505 (Inter) and 161.9502 (Inter
  /// Display), blended 0.597343 of the way ((7/11)^1.14), with 18 × −0.36 of tracking:
  /// 165.5655; "You are off route" in bold at 22 pt: 177.9219 and 164.7744, (6/11)^0.76 =
  /// 0.630865, 17 × −0.26: 168.6487; "Tap and hold" in regular at 21 pt: 128.5057 and
  /// 116.6792, (7/11)^1.9 = 0.423682, 12 × −0.36: 117.3699. At 17 pt and below Inter alone,
  /// from 28 pt Inter Display alone; the nearer cut draws.
  @Test func interCutsBlendBetween17And28() throws {
    let t = Typesetter(tracking: true)
    func width(_ s: String, _ size: Double, _ weight: FontWeight) throws -> Double {
      try t.shape(s, font: Font.system(size: size, weight: weight).resolved(.large))
        .measure(width: nil).width
    }
    #expect(abs(try width("Information Alert!", 21, .semibold) - 165.5655) < 1e-3)
    #expect(abs(try width("You are off route", 22, .bold) - 168.6487) < 1e-3)
    #expect(abs(try width("Tap and hold", 21, .regular) - 117.3699) < 1e-3)
    #expect(FontCatalog.interOpticalBlend(size: 17, weight: .light) == 1)
    #expect(FontCatalog.interOpticalBlend(size: 28, weight: .semibold) == 0)
    let catalog = FontCatalog.shared
    #expect(try catalog.system(weight: .bold, size: 22).path.hasSuffix("/Inter-Bold.otf"))
    #expect(
      try catalog.system(weight: .regular, size: 22).path.hasSuffix("/InterDisplay-Regular.otf"))
    #expect(try catalog.system(weight: .regular, size: 20).path.hasSuffix("/Inter-Regular.otf"))
  }

  /// From bold up SF Pro Display's widths stay 0.13 of the way from Inter Display's to Inter's:
  /// ModularHomeInventory's iOS 18 recordings ink "Home Inventory" (27 pt bold) 198.7 pt wide
  /// and the large title "Notifications" (33 pt bold, Medium) 194.67, where Inter Display's ink is
  /// 196.84 and 192.47 and Inter's 211.64 and 209.20: (198.7 − 196.84) / 14.80 = 0.13 and
  /// (194.67 − 192.47) / 16.73 = 0.13. HarfBuzz's kerned advances (uharfbuzz 0.57, apart from
  /// Popshot) for "Notifications" at 34 pt are 213.9368 (Inter Bold) and 195.4170 (Inter
  /// Display Bold): 0.13 of the way is 197.8246, and 13 × 0.40 of tracking makes 203.0246.
  @Test func boldLargeTitlesKeepAShareOfInterTextWidths() throws {
    let t = Typesetter(tracking: true)
    let font = Font.system(size: 34, weight: .bold).resolved(.large)
    #expect(
      abs(try t.shape("Notifications", font: font).measure(width: nil).width - 203.0246) < 1e-3)
    #expect(FontCatalog.interOpticalBlend(size: 34, weight: .bold) == 0.13)
    #expect(FontCatalog.interOpticalBlend(size: 60, weight: .heavy) == 0.13)
    #expect(FontCatalog.interOpticalBlend(size: 34, weight: .regular) == 0)
    // The outlines are still Inter Display's.
    #expect(
      try FontCatalog.shared.system(weight: .bold, size: 34).path.hasSuffix(
        "/InterDisplay-Bold.otf"))
  }

  /// SF Pro's Black is wider than Inter's: Feedy's iOS 17 `ErrorView` draws "Lorem ipsum" in the
  /// system font at 14 pt black 95.0 pt wide (its capsule, 155.0 pt, less 30 pt of padding each
  /// side, on the 2x pixel). Inter Black's advances (90.96 pt at 14 pt, summed from the file
  /// with fontTools; 90.52 kerned) with SF Pro's −0.15 pt tracking give about 89; scaled by
  /// 1.0677 they give iOS's width within its pixel.
  @Test func blackIsAsWideAsSFProBlack() throws {
    let t = Typesetter(tracking: true)
    func width(_ weight: FontWeight) throws -> Double {
      try t.shape("Lorem ipsum", font: Font.system(size: 14, weight: weight).resolved(.large))
        .measure(width: nil).width
    }
    #expect(abs(try width(.black) - 95.0) < 0.5)
    // Bold keeps Inter's own advances: 88.64 pt less 11 × 0.15 of tracking, less its kerning.
    #expect(abs(try width(.bold) - (88.638 - 1.65)) < 0.5)
    // The outlines are as much wider: Inter Black's "O" spans x 124…2116 of 2816 units (fontTools'
    // BoundsPen on the file), drawn 132.40…2259.29; bold's "O" keeps the file's bounds.
    let black = try FontCatalog.shared.system(weight: .black, size: 14)
    let o = try #require(black.glyph(for: Unicode.Scalar("O")))
    let bounds = try #require(black.outline(glyph: o)).controlBounds
    #expect(abs(bounds.minX - 124 * 1.0677) < 0.5 && abs(bounds.maxX - 2116 * 1.0677) < 0.5)
    #expect(black.widthScale == FontCatalog.interBlackWidth)
    #expect(try FontCatalog.shared.system(weight: .bold, size: 14).widthScale == 1)
  }

  /// A folder of Apple's fonts replaces Inter where it has the file: here a copy of Inter Regular
  /// named as SF Pro Text Regular stands in for Apple's file. Weights it lacks stay Inter.
  @Test func appleFontsFolder() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "popshot-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    var files = FontCatalog.Files()
    try FileManager.default.copyItem(
      atPath: "\(files.interDirectory)/Inter-Regular.otf",
      toPath: dir.appendingPathComponent("SF-Pro-Text-Regular.otf").path)
    files.appleDirectory = dir.path
    let catalog = FontCatalog(files: files)
    let regular = try catalog.system(weight: .regular, size: 17)
    #expect(regular.fingerprint.file == dir.appendingPathComponent("SF-Pro-Text-Regular.otf").path)
    let bold = try catalog.system(weight: .bold, size: 17)
    #expect(bold.fingerprint.file.hasSuffix("/inter/Inter-Bold.otf"))
    let display = try catalog.system(weight: .regular, size: 34)
    #expect(display.fingerprint.file.hasSuffix("/inter/InterDisplay-Regular.otf"))
  }

  /// A text laid out at its own measured width, handed back through a padding (+32 − 32, which
  /// can lose a few ulps), still fits on one line: seed 003's "Close" was truncated to "Clo…".
  @Test func measuredWidthRoundTripFits() throws {
    let close = try Typesetter(tracking: true).shape("Close", font: Font.headline.resolved(.large))
    let w = close.measure(width: nil).width
    let back = (w + 32) - 32
    let laidOut = close.layout(width: back, lineLimit: 1)
    #expect(!laidOut.truncated && laidOut.lines.count == 1)
  }
}
