import Foundation
import PopshotGraphics
import Testing

@testable import PopshotText

/// Emoji draw as Noto Color Emoji's colour bitmaps the size iOS draws emoji (docs/platform.md
/// "Emoji": 1.45 em of advance, a 1.33 em square centred 0.36 em above the baseline). Figures read independently with fontTools: Noto's 😀 is glyph
/// u1F600, a 136 × 128 px bitmap at its single 109 ppem strike, advance 2550 of 2048 units.
@Suite struct EmojiTests {
  let untracked = Typesetter(tracking: false)

  /// 1.45 em wide (24.65 pt at 17 pt), not Noto's 1.245 em; the line grows to 1.25 em (one em
  /// above the baseline, a quarter below: 21.25 pt), taller than a text line (20.287).
  @Test func anEmojiIsIOSsWidthAndItsLineTaller() throws {
    let s = try untracked.shape("😀", font: ResolvedFont(size: 17, weight: .regular))
    let size = s.measure(width: nil)
    #expect(abs(size.width - 24.65) < 1e-9)
    #expect(abs(size.height - 21.25) < 1e-9)
    #expect(s.missingCharacters.isEmpty)
  }

  /// The bitmap, fitted into a 1.33 em square (22.61 pt at 17 pt) keeping its 136 × 128
  /// proportions: 22.61 × 21.28 pt, centred in the 24.65 pt advance (from x 1.02) and 6.12 pt
  /// (0.36 em) above the baseline, so its bottom is 4.52 pt below it.
  @Test func theBitmapIsDrawnOnTheSquare() throws {
    let s = try untracked.shape("😀", font: ResolvedFont(size: 17, weight: .regular))
    let layout = s.layout(width: nil)
    let baseline = layout.lines[0].baseline
    let images = layout.displayItems(at: .zero, paint: .solid(.black)).compactMap { item in
      if case .image(let d) = item { return d } else { return nil }
    }
    #expect(images.count == 1)
    let draw = try #require(images.first)
    #expect(draw.bitmap.pixmap.width == 136 && draw.bitmap.pixmap.height == 128)
    let box = draw.outline.controlBounds
    let (w, h) = (17 * 1.33, 17 * 1.33 * 128 / 136)
    #expect(abs(box.width - w) < 1e-9 && abs(box.height - h) < 1e-9)
    #expect(abs(box.minX - (24.65 - w) / 2) < 1e-9)
    #expect(abs(box.maxY - (baseline - 6.12 + h / 2)) < 1e-9)
    // Its own colours: the face's yellow, not the text's black paint.
    let centre = draw.bitmap.pixmap.pixels[64 * 136 + 68]
    #expect(centre & 0xFF > 200 && (centre >> 8) & 0xFF > 150 && (centre >> 16) & 0xFF < 120)
  }

  /// Text around an emoji keeps its outlines and paint; a text selector keeps ☺︎ as text.
  @Test func textAroundEmojiStaysText() throws {
    let s = try untracked.shape("Hi 👍", font: ResolvedFont(size: 17, weight: .regular))
    let items = s.layout(width: nil).displayItems(at: .zero, paint: .solid(.black))
    #expect(items.filter { if case .glyphRun = $0 { true } else { false } }.count == 1)
    #expect(items.filter { if case .image = $0 { true } else { false } }.count == 1)
    let plain = try untracked.shape(
      "\u{263A}\u{FE0E}", font: ResolvedFont(size: 17, weight: .regular))
    let plainItems = plain.layout(width: nil).displayItems(at: .zero, paint: .solid(.black))
    #expect(!plainItems.contains { if case .image = $0 { true } else { false } })
  }

  /// The pre-test lets letters and CJK through without a lookup and catches every emoji start:
  /// checked against Unicode's Emoji property over the Basic Multilingual Plane.
  @Test func preTestCatchesEveryEmoji() {
    #expect(
      !Emoji.mayStartEmoji(0x5F39) && !Emoji.mayStartEmoji(0x61) && !Emoji.mayStartEmoji(0x31))
    #expect(
      Emoji.mayStartEmoji(0x1F600) && Emoji.mayStartEmoji(0x2764) && Emoji.mayStartEmoji(0xA9))
    for v in UInt32(0x24)...0xFFFF {
      guard let u = Unicode.Scalar(v), u.properties.isEmoji, u.properties.isEmojiPresentation
      else { continue }
      #expect(Emoji.mayStartEmoji(v), "U+\(String(v, radix: 16))")
    }
  }
}
