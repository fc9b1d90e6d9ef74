// Colour bitmap glyphs (Noto Color Emoji's CBDT strikes), drawn the size Apple Color Emoji is on
// iOS. Facts and sources: docs/platform.md, "Emoji".
//
// Measured on iOS 17–18 recordings (a 🔧 in body text at 16 pt, a 😺 in a 17 pt headline), an
// emoji takes 1.45 em of advance and draws larger than the text's em: the wrench's ink is
// 1.23 × 1.25 em, its centre 0.36 em above the baseline. Noto Color Emoji's bitmaps (136 × 128
// pixels at its one 109 ppem strike, with their own margins) are fitted into a 1.33 em square
// centred there: a 17 pt emoji is about 22.6 pt across on an iPhone, not 17.
import CFreeType
import PopshotGraphics

/// Apple Color Emoji's metrics, in ems.
enum AppleEmojiMetrics {
  static let advance = 1.45
  /// The square a bitmap is fitted into, and its centre's height above the baseline.
  static let square = 1.33
  static let centre = 0.36
  /// The line of a text that holds an emoji: one em above the baseline and a quarter below it,
  /// 1.25 em in all (the 16 pt body line holding the 🔧 is 20.0 pt tall on iOS 17.2; the square
  /// reaches 0.05 em below that line).
  static let ascent = 1.0
  static let descent = 0.25
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
  /// A colour glyph drawn as iOS draws an emoji: the bitmap fitted into a square 1.33 em
  /// across, keeping its proportions, centred in the glyph's 1.45 em advance and 0.36 em above
  /// the baseline at the glyph's origin.
  static func colorGlyphItem(
    _ bitmap: Bitmap, at origin: Point, size: Double
  ) -> DisplayItem {
    let px = bitmap.pixmap
    let side = AppleEmojiMetrics.square * size
    let k = min(side / Double(px.width), side / Double(px.height))
    let (w, h) = (Double(px.width) * k, Double(px.height) * k)
    let centre = Point(
      x: origin.x + AppleEmojiMetrics.advance * size / 2,
      y: origin.y - AppleEmojiMetrics.centre * size)
    let rect = Rect(x: centre.x - w / 2, y: centre.y - h / 2, width: w, height: h)
    return .image(
      BitmapDraw(
        bitmap: bitmap, source: PixelRect(x0: 0, y0: 0, x1: px.width, y1: px.height),
        in: rect, sampling: .bilinear))
  }
}
