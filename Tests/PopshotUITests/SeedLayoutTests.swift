import PopshotGraphics
import PopshotScenes
import PopshotSeeds
import PopshotText
import Testing

@testable import PopshotUI

/// Frames of the seeds' views worked out by hand. Text widths come from Inter's tables read with
/// fontTools (advances + GPOS kerning): "Error" 33.359, "Warning" 56.383, "Success" 57.442,
/// "Info" 25.887 (SemiBold 14); "Lorem ipsum dolor sit amet, consectetur" 228.699 (Regular 12);
/// "Hello, World!" 180.027 (Inter Display 34); "Close" 46.816 (SemiBold 17); "Popup!" 56.168
/// (Regular 17). Line heights: 14 pt 16.943, 12 pt 14.523 (hhea: 3408/2816 em); text styles use
/// their leading (largeTitle 41, headline and body 22). SF Pro's tracking (Apple HIG) is added to
/// every glyph: −0.15 pt at 14, 0 at 12, +0.40 at 34, −0.43 at 17. A text's width and height
/// are rounded up to the 3x pixel (`SF.onPixels`), as iOS lays texts out.
@MainActor @Suite struct SeedLayoutTests {
  static let message = "Lorem ipsum dolor sit amet, consectetur adipiscing elit."
  static let titleWidths: [FancyToastStyle: Double] = [
    .error: 33.359375 - 5 * 0.15, .warning: 56.3828125 - 7 * 0.15,
    .success: 57.44176136363637 - 7 * 0.15, .info: 25.887073863636363 - 4 * 0.15,
  ]

  /// On a 393 × 200 screen: the card is 393 − 2 × 16 = 361 wide, its row 361 − 32 = 329. The row
  /// gives 8 pt between icon and texts and none around the spacer; the spacer's 10 pt is kept
  /// back, so 311 is shared: icon first (a 17 pt symbol: 20.4 pt, or 22.1 × 18.428 for the
  /// triangle, 1.3 × 54.2/50 em as iOS frames it), then the xmark (17.33 × 15.33 pt: its frame at 17 pt as
  /// ferrostar's iOS 26 recording gives it), then the texts get the rest (≈ 272), where the message
  /// wraps after "consectetur" (228.699; "…adipiscing" would be 289.449). The texts are SF Pro
  /// lines of 14 and 12 pt with no gap between them (text over text), each text rounded up to
  /// the 3x pixel: 16.707 → 17 and 2 × 14.320 = 28.641 → 28.667, 45.667 tall, the card 77.667,
  /// centred at y = 61.167.
  @Test(arguments: FancyToastStyle.allCases)
  func fancyToastFrames(_ style: FancyToastStyle) throws {
    let view = FancyToastView(type: style, title: style.title, message: SeedLayoutTests.message)
    let result = try LayoutEngine.render(view, size: Size(width: 393, height: 200))
    let icon: Size =
      style == .warning
      ? Size(width: 22.1, height: 17 * 54.2 / 50) : Size(width: 20.4, height: 20.4)
    let title = SF.lineOnPixels(14)
    let message = SF.onPixels(2 * SF.line(12))
    let textHeight = title + message
    let cardY = (200 - (textHeight + 32)) / 2
    let top = cardY + 16
    let frames = result.frames.merging(result.semantics.elements.map { ($0.id, $0.frame) }) {
      a, _ in a
    }
    expectFrames(
      frames,
      [
        "toast.card": r(16, cardY, 361, textHeight + 32),
        "toast.icon": r(32, top, icon.width, icon.height),
        "toast.title": r(
          32 + icon.width + 8, top, SF.onPixels(SeedLayoutTests.titleWidths[style]!), title),
        "toast.message": r(
          32 + icon.width + 8, top + title, SF.onPixels(228.69886363636363), message),
        "toast.close": r(16 + 16 + 329 - 17.33, top, 17.33, 15.33),
      ])
  }

  /// The close button is the bare xmark: its hit area is the glyph's 17.33 × 15.33 pt frame (no
  /// padding, no content shape in the seed) and it has no accessible label.
  @Test func toastCloseButtonSemantics() throws {
    let view = FancyToastView(type: .error, title: "Error", message: SeedLayoutTests.message)
    let result = try LayoutEngine.render(view, size: Size(width: 393, height: 200))
    let close = try #require(result.semantics["toast.close"])
    #expect(close.role == .button)
    #expect(close.label == nil)
    #expect(close.hitFrame == close.frame)
    #expect(abs(close.frame.width - 17.33) < 1e-9 && abs(close.frame.height - 15.33) < 1e-9)
    #expect(close.actions == [.tap("tap")])
    let title = try #require(result.semantics["toast.title"])
    #expect(
      title.text?.size == 14 && title.text?.weight == .semibold
        && title.text?.scalesWithDynamicType == false)
    #expect(title.background == .white)
    let message = try #require(result.semantics["toast.message"])
    #expect(message.foreground == SRGBColor.black.opacity(0.6))
    #expect(message.text?.lineCount == 2 && message.text?.truncated == false)
    // Stable ids: a second render gives the same semantics.
    #expect(
      try LayoutEngine.render(view, size: Size(width: 393, height: 200)).semantics
        == result.semantics)
  }

  /// A 375 × 700 reader: the contents are 300 × 210 at (37.5, 245). Inside, the column is the
  /// large title's 40.57 pt line (40.67 on the 3x pixels), the text/view gap under it (20.95 for
  /// 34 pt: 44.91 − 23.96), and the button, a headline line (20.33) padded 16 all round (52.33):
  /// 113.95 tall, centred in 210;
  /// the title centred in 300, the button (maxWidth .infinity) 300 wide with "Close" centred in
  /// it after 16 pt of padding.
  @Test func popupContentsFrames() throws {
    let result = try LayoutEngine.render(
      PopupView().frame(width: 375, height: 700), size: Size(width: 375, height: 700))
    let column = SF.lineOnPixels(34) + SF.viewBelow(34) + SF.lineOnPixels(17) + 32
    let top = 245 + (210 - column) / 2
    let closeY = top + SF.lineOnPixels(34) + SF.viewBelow(34)
    let titleWidth = SF.onPixels(180.02734375 + 13 * 0.40)
    let closeWidth = SF.onPixels(46.81640625 - 2.15)
    let frames = result.frames.merging(result.semantics.elements.map { ($0.id, $0.frame) }) {
      a, _ in a
    }
    expectFrames(
      frames,
      [
        "popup": r(37.5, 245, 300, 210),
        "popup.title": r(37.5 + (300 - titleWidth) / 2, top, titleWidth, SF.lineOnPixels(34)),
        "popup.close": r(37.5, closeY, 300, SF.lineOnPixels(17) + 32),
      ])
    let close = try #require(result.semantics["popup.close"])
    #expect(close.label == "Close" && close.role == .button)
    let closeText = try #require(
      result.semantics.elements.first { $0.role == .text && $0.label == "Close" })
    expectFrames(
      ["t": closeText.frame],
      [
        "t": r(
          37.5 + (300 - (closeWidth + 32)) / 2 + 16, closeY + 16, closeWidth, SF.lineOnPixels(17))
      ])
    #expect(closeText.foreground == .white)
    #expect(closeText.background == Color.blue.resolved(.light, design: .liquidGlass))
    #expect(closeText.text?.scalesWithDynamicType == true && closeText.text?.textStyle == .headline)
  }

  /// Centred on a 390 × 844 screen: (95, 372); the label centred in it, 20.333 pt tall (20.287
  /// rounded up to the 3x pixel, as its width is).
  @Test func basicPopupFrames() throws {
    let label = SF.onPixels(56.16761363636363 - 6 * 0.43)
    let result = try LayoutEngine.render(BasicPopupContent(), size: Size(width: 390, height: 844))
    let frames = result.frames.merging(result.semantics.elements.map { ($0.id, $0.frame) }) {
      a, _ in a
    }
    expectFrames(
      frames,
      [
        "popup": r(95, 372, 200, 100),
        "popup.label": r(
          95 + (200 - label) / 2, 372 + (100 - SF.lineOnPixels(17)) / 2, label,
          SF.lineOnPixels(17)),
      ])
  }
}
