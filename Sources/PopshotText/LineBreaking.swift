// Where a line may break, by a small subset of Unicode's line breaking rules (UAX #14) that
// covers UI strings in Latin, Cyrillic, Chinese and Japanese:
// - after a run of spaces (the spaces hang at the end of the line and take no width);
// - after a hyphen between two letters;
// - before and after ideographs and kana, except before closing punctuation (、。，」 etc., and the
//   small kana and ー that may not start a line) and after opening punctuation (「『（ etc.);
// - never before Latin closing punctuation such as , . ! ? ) ;
// - a word wider than the line breaks between characters (see TextLayout).
// Explicit newlines split paragraphs before any of this.

enum LineBreaking {
  /// Spaces that end a word; the no-break space (U+00A0) is not one.
  static func isSpace(_ s: UInt32) -> Bool { s == 0x20 || s == 0x09 || s == 0x3000 }

  static func isCJK(_ s: UInt32) -> Bool {
    (0x2E80...0x9FFF).contains(s) || (0xF900...0xFAFF).contains(s) || (0xFF00...0xFFEF).contains(s)
      || (0x20000...0x2FFFF).contains(s) || (0x3000...0x303F).contains(s)
  }

  static func isKana(_ s: UInt32) -> Bool {
    (0x3040...0x30FF).contains(s) || (0x31F0...0x31FF).contains(s)
  }

  /// Characters that may not start a line.
  static let closing: Set<UInt32> = Set(
    "、。，．・：；？！」』）〕］｝〉》】〙〗〟’”ー…‥ヽヾゝゞ々ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ,.!?:;)]}%"
      .unicodeScalars.map(\.value))
  /// Characters that may not end a line.
  static let opening: Set<UInt32> = Set("「『（〔［｛〈《【〘〖〝‘“([{".unicodeScalars.map(\.value))
  static let hyphens: Set<UInt32> = [0x2D, 0x2010]

  static func isLetter(_ s: UInt32) -> Bool {
    guard let u = Unicode.Scalar(s) else { return false }
    return u.properties.isAlphabetic && !isCJK(s)
  }

  /// For each scalar index i, whether a line may break just before it.
  static func opportunities(_ s: [UInt32]) -> [Bool] {
    var out = [Bool](repeating: false, count: s.count)
    for i in 1..<max(1, s.count) {
      let prev = s[i - 1]
      let cur = s[i]
      if isSpace(cur) { continue }
      if isSpace(prev) {
        out[i] = true
        continue
      }
      if closing.contains(cur) || opening.contains(prev) { continue }
      if hyphens.contains(prev), i >= 2, isLetter(s[i - 2]), isLetter(cur) {
        out[i] = true
        continue
      }
      if isCJK(prev) || isCJK(cur) || isKana(prev) || isKana(cur) { out[i] = true }
    }
    return out
  }
}
