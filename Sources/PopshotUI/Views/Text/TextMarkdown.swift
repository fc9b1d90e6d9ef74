// The inline Markdown SwiftUI reads in a localized text: **bold** and __bold__, *italic* and
// _italic_, ~~strikethrough~~, `code` (the monospaced design), [links](url) (in the tint colour,
// not underlined, as SwiftUI draws them) and backslash escapes. An underscore inside a word is a
// letter (snake_case stays as written), a delimiter without its partner stays as written, and
// block syntax (headings, lists) is not read: text is inline only, its whitespace kept.
import PopshotText

enum TextMarkdown {
  /// What a stretch of Markdown is drawn with.
  struct Attributes: Hashable {
    var bold = false, italic = false, strikethrough = false, code = false, link = false
  }

  /// Characters that can start Markdown; a string without any is shown as it is.
  static let special: Set<Unicode.Scalar> = ["*", "_", "~", "`", "[", "\\"]

  /// The spans of `string`: its text without the marks, and what each stretch is drawn with.
  static func parse(_ string: String) -> [(String, Attributes)] {
    var out: [(String, Attributes)] = []
    parse(Array(string.unicodeScalars)[...], Attributes(), into: &out)
    // Neighbours with the same attributes are one span.
    var merged: [(String, Attributes)] = []
    for (s, a) in out where !s.isEmpty {
      if let last = merged.last, last.1 == a {
        merged[merged.count - 1].0 += s
      } else {
        merged.append((s, a))
      }
    }
    return merged
  }

  private static func parse(
    _ s: ArraySlice<Unicode.Scalar>, _ attrs: Attributes, into out: inout [(String, Attributes)]
  ) {
    var text = String.UnicodeScalarView()
    func flush() {
      if !text.isEmpty { out.append((String(text), attrs)) }
      text = String.UnicodeScalarView()
    }
    var i = s.startIndex
    while i < s.endIndex {
      let c = s[i]
      if c == "\\", i + 1 < s.endIndex, s[i + 1].properties.isASCIIHexDigit == false,
        s[i + 1].isASCII,
        CharacterSet.punctuationCharacters.contains(s[i + 1])
          || CharacterSet.symbols.contains(s[i + 1])
      {
        text.append(s[i + 1])
        i += 2
        continue
      }
      if c == "`", let close = s[(i + 1)...].firstIndex(of: "`") {
        flush()
        var a = attrs
        a.code = true
        out.append((String(String.UnicodeScalarView(s[(i + 1)..<close])), a))
        i = close + 1
        continue
      }
      if c == "[", let (label, end) = link(s, at: i) {
        flush()
        var a = attrs
        a.link = true
        parse(label, a, into: &out)
        i = end
        continue
      }
      if c == "*" || c == "_" || c == "~" {
        var n = 0
        while i + n < s.endIndex && s[i + n] == c { n += 1 }
        let width = c == "~" ? (n >= 2 ? 2 : 0) : min(n, 3)
        if width > 0, let close = closer(s, from: i + width, c, width) {
          flush()
          var a = attrs
          if c == "~" { a.strikethrough = true }
          if c != "~" && width != 2 { a.italic = true }
          if c != "~" && width >= 2 { a.bold = true }
          parse(s[(i + width)..<close], a, into: &out)
          i = close + width
          continue
        }
        text.append(contentsOf: s[i..<(i + n)])
        i += n
        continue
      }
      text.append(c)
      i += 1
    }
    flush()
  }

  /// The matching closing run of `width` delimiters `c`: it follows a non-space, and for "_" is
  /// not followed by a letter or digit; the opener must be followed by a non-space (and for "_",
  /// not preceded by a letter or digit).
  private static func closer(
    _ s: ArraySlice<Unicode.Scalar>, from start: Int, _ c: Unicode.Scalar, _ width: Int
  ) -> Int? {
    guard start < s.endIndex, !s[start].properties.isWhitespace else { return nil }
    let opener = start - width
    if c == "_", opener > s.startIndex, isWordCharacter(s[opener - 1]) { return nil }
    var j = start + 1
    while j + width <= s.endIndex {
      if s[j] == c, s[j..<(j + width)].allSatisfy({ $0 == c }), !s[j - 1].properties.isWhitespace,
        j + width == s.endIndex || s[j + width] != c,
        c != "_" || j + width == s.endIndex || !isWordCharacter(s[j + width])
      {
        return j
      }
      j += 1
    }
    return nil
  }

  private static func isWordCharacter(_ u: Unicode.Scalar) -> Bool {
    u.properties.isAlphabetic || u.properties.numericType != nil
  }

  /// `[label](url)` at `i`: the label and the index after the closing parenthesis.
  private static func link(_ s: ArraySlice<Unicode.Scalar>, at i: Int)
    -> (ArraySlice<Unicode.Scalar>, Int)?
  {
    guard let close = s[(i + 1)...].firstIndex(of: "]"), close + 1 < s.endIndex,
      s[close + 1] == "(", let paren = s[(close + 2)...].firstIndex(of: ")"), paren > close + 2
    else { return nil }
    return (s[(i + 1)..<close], paren + 1)
  }
}
