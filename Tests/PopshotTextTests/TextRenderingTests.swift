import Foundation
import PopshotGoldens
import PopshotGraphics
import PopshotReference
import Testing

@testable import PopshotText

/// The seeds' strings rendered at 2×, compared byte for byte with Goldens/<name>.png.
@Suite struct TextRenderingTests {
  func render(_ s: String, _ font: Font, width: Double? = nil, color: SRGBColor = .black) throws
    -> Pixmap
  {
    let layout = try shaped(s, font).layout(width: width)
    var list = DisplayList()
    let size = Size(
      width: (layout.size.width + 8).rounded(.up), height: (layout.size.height + 8).rounded(.up))
    list.fill(.rect(Rect(origin: .zero, size: size)), .white)
    list.items += layout.displayItems(at: Point(x: 4, y: 4), paint: .solid(color))
    return try Painter(scale: 2).render(list, size: size)
  }

  @Test(arguments: [
    ("error-14-semibold", "Error", Font.system(size: 14, weight: .semibold), nil as Double?),
    (
      "lorem-12-wrapped", "Lorem ipsum dolor sit amet, consectetur adipiscing elit.",
      .system(size: 12), 200
    ),
    ("hello-world-large-title", "Hello, World!", .largeTitle, nil),
    ("fullscreen-popup-zh", "这是全屏弹窗", .body, nil),
    ("present-popup-zh-mixed", "我是present界面的弹窗", .body, nil),
    ("create-ru", "Создать", .body, nil),
    ("missing-glyph-box", "A\u{17000}B", .body, nil),
  ])
  func seedStrings(_ name: String, _ s: String, _ font: Font, _ width: Double?) throws {
    expectGolden(try render(s, font, width: width), name)
  }

  /// The glyph cache only saves work: a cold and a warm render give the same bytes, and a
  /// translucent colour (the toast message's 60% black) blends like any paint.
  @Test func glyphCacheDoesNotChangePixels() throws {
    let cold = GlyphCache.shared
    cold.removeAll()
    let first = try render("Lorem ipsum", .system(size: 12), color: SRGBColor.black.opacity(0.6))
    #expect(cold.count > 0)
    let second = try render("Lorem ipsum", .system(size: 12), color: SRGBColor.black.opacity(0.6))
    #expect(first == second)
    // No pixel is darker than 60% black over white: 255 × 0.4 = 102.
    #expect(first.pixels.allSatisfy { ($0 & 0xFF) >= 102 })
  }

  /// Text drawn with an element id can be left out of a render by filtering the display list: the
  /// auditor's "with and without the text" comparison.
  @Test func glyphRunsCarryTheirElement() throws {
    let layout = try shaped("Close", .body).layout(width: nil)
    let items = layout.displayItems(at: .zero, paint: .solid(.white), elementID: "popup.close")
    #expect(!items.isEmpty)
    for item in items {
      guard case .glyphRun(let run) = item else {
        Issue.record("expected glyph runs")
        continue
      }
      #expect(run.elementID == "popup.close")
    }
  }
}

@Suite struct TextRegionTests {
  /// Glyphs land on the same pixels when only a region of the frame is drawn.
  @Test func regionWithTextMatchesTheFullFrame() throws {
    let painter = Painter(scale: 3)
    let list = try ReferenceScene.toast()
    let full = try painter.render(list, size: ReferenceScene.size)
    let region = PixelRect(x0: 160, y0: 2420, x1: 700, y1: 2560)
    let part = try painter.render(list, region: region)
    var same = true
    for y in 0..<part.height {
      for x in 0..<part.width where part[x, y] != full[x + region.x0, y + region.y0] {
        same = false
      }
    }
    #expect(same)
  }
}
