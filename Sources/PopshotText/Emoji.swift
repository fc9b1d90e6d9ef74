// Which characters draw as emoji: those whose default presentation is emoji (Unicode's
// Emoji_Presentation property: 😀, 👍, flags' regional indicators) unless a text selector (U+FE0E)
// follows, and any emoji character a variation selector 16 (U+FE0F) follows (❤️, 1️⃣). Others, such
// as © or ↔ without a selector, stay text and are drawn by the text faces, as on iOS.

enum Emoji {
  /// Whether emoji take the emoji face, whose colour bitmaps the text layout draws as images
  /// (ColorGlyphs.swift).
  static let isDrawn = true

  /// A cheap test before the per-character pass, with no Unicode property lookup: emoji are
  /// ©, ®, U+203C…U+2B55 (punctuation, arrows, symbols, dingbats), four CJK symbols (〰, 〽, ㊗,
  /// ㊙) and U+1F000 up; a keycap base (#, *, digits) draws as emoji only with U+FE0F after it,
  /// which the test catches. CJK text and Latin letters pass without a lookup.
  static func mayStartEmoji(_ v: UInt32) -> Bool {
    v >= 0x1F000 || (0x203C...0x2B55).contains(v) || v == 0xFE0F || v == 0xA9 || v == 0xAE
      || v == 0x3030 || v == 0x303D || v == 0x3297 || v == 0x3299
  }

  /// For each scalar, whether it starts (or is) an emoji drawn in colour.
  static func presentation(_ s: [UInt32]) -> [Bool] {
    var out = [Bool](repeating: false, count: s.count)
    for (i, v) in s.enumerated() {
      guard let u = Unicode.Scalar(v), u.properties.isEmoji else { continue }
      let next = i + 1 < s.count ? s[i + 1] : 0
      if next == 0xFE0E { continue }
      out[i] = u.properties.isEmojiPresentation || next == 0xFE0F
    }
    return out
  }
}
