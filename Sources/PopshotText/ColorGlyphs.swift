// Colour bitmap glyphs (Noto Color Emoji's CBDT strikes), drawn the size Apple Color Emoji is on
// iOS. Facts and sources: docs/platform.md, "Emoji".
//
// Apple Color Emoji has 800 units per em, an ascent of 800 and a descent of 250; each glyph's
// bitmap is placed on the square (0, 0)–(800, 800): one em wide and tall, standing on the
// baseline, with an advance of one em. Noto Color Emoji's bitmaps are 136 × 128 pixels at its
// one 109 ppem strike (an advance of 1.245 em), so they are scaled to Apple's square, not to
// Noto's own metrics: a 17 pt emoji is 17 pt tall and 17 pt wide, as on an iPhone.
import CFreeType
import PopshotGraphics

/// Apple Color Emoji's metrics, in ems.
enum AppleEmojiMetrics {
  static let advance = 1.0
  static let ascent = 1.0
  static let descent = 250.0 / 800
}

extension FontFace {
  /// Whether a FreeType face's glyphs are colour bitmaps (CBDT/sbix) rather than outlines.
  static func hasColorBitmaps(_ f: FT_Face) -> Bool {
    f.pointee.face_flags & (1 << 14) != 0 && f.pointee.num_fixed_sizes > 0
  }

  /// The glyph's colour bitmap at the face's first strike, premultiplied RGBA; nil when the glyph
  /// has none. Cached per glyph.
  func colorGlyph(_ glyph: UInt32) -> Bitmap? {
    memory.withLock { memory in
      if let cached = memory.colorGlyphs[glyph] { return cached }
      let g = loadColorGlyph(glyph)
      memory.colorGlyphs[glyph] = g
      return g
    }
  }

  private func loadColorGlyph(_ glyph: UInt32) -> Bitmap? {
    guard let face = ftFace, face.pointee.num_fixed_sizes > 0, FT_Select_Size(face, 0) == 0,
      FT_Load_Glyph(face, glyph, Int32(1 << 20)) == 0,  // FT_LOAD_COLOR
      let slot = face.pointee.glyph
    else { return nil }
    let b = slot.pointee.bitmap
    let (w, h) = (Int(b.width), Int(b.rows))
    guard b.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), w > 0, h > 0, let buf = b.buffer
    else { return nil }
    var pixels = [UInt32](repeating: 0, count: w * h)
    let pitch = Int(b.pitch)
    for y in 0..<h {
      let row = buf + y * pitch
      for x in 0..<w {
        let p = row + 4 * x
        // FreeType's BGRA is premultiplied already; Pixmap keeps R, G, B, A in memory order.
        pixels[y * w + x] =
          UInt32(p[2]) | UInt32(p[1]) << 8 | UInt32(p[0]) << 16 | UInt32(p[3]) << 24
      }
    }
    guard let pixmap = try? Pixmap(width: w, height: h, premultipliedPixels: pixels) else {
      return nil
    }
    return Bitmap(pixmap, source: "\(familyName) glyph \(glyph)")
  }
}

extension TextLayout {
  /// A colour glyph drawn on Apple Color Emoji's square: one em, standing on the baseline at
  /// the glyph's origin; the bitmap is fitted into it keeping its proportions, centred.
  static func colorGlyphItem(
    _ bitmap: Bitmap, at origin: Point, size: Double
  ) -> DisplayItem {
    let px = bitmap.pixmap
    let k = min(size / Double(px.width), size / Double(px.height))
    let (w, h) = (Double(px.width) * k, Double(px.height) * k)
    let rect = Rect(
      x: origin.x + (size - w) / 2, y: origin.y - size + (size - h) / 2, width: w, height: h)
    return .image(
      BitmapDraw(
        bitmap: bitmap, source: PixelRect(x0: 0, y0: 0, x1: px.width, y1: px.height),
        in: rect, sampling: .bilinear))
  }
}
