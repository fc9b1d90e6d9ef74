// `Text` from a string literal (`LocalizedStringKey`): looked up in a `.strings` table, its
// values put in, and read as Markdown. A literal with none of that is a plain text.
import Foundation
import PopshotText

extension Text {
  /// A localized string: `tableName` (default Localizable: its `.strings`, `.stringsdict` or
  /// `.xcstrings`) of `bundle` (default the main bundle) gives the text for the key, plural forms
  /// chosen by its values, or the key itself is shown; Markdown in it is drawn.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    let format = StringsTable.lookUp(
      key.key, arguments: key.arguments, table: tableName, bundle: bundle)
    // Values are stood in for by private-use characters while the Markdown is read, so that
    // Markdown in a value is shown as written.
    var marked = LocalizedStringKey(
      stringInterpolation: .init(literalCapacity: 0, interpolationCount: 0))
    marked = LocalizedStringKey(
      key: key.key, arguments: key.arguments.indices.map { String(Text.marker($0)) })
    let string = marked.resolved(format: format)
    guard string.unicodeScalars.contains(where: TextMarkdown.special.contains) else {
      self.init(verbatim: key.resolved(format: format))
      return
    }
    let spans = TextMarkdown.parse(string).map { s, a in
      Span(string: Text.substitute(s, key.arguments), styles: a == .init() ? [] : [Text.style(a)])
    }
    self.init(spans: spans.isEmpty ? [Span(string: "")] : spans)
  }

  static func marker(_ i: Int) -> Unicode.Scalar { Unicode.Scalar(0xF0000 + UInt32(i))! }

  static func substitute(_ s: String, _ arguments: [String]) -> String {
    var out = ""
    for u in s.unicodeScalars {
      let i = Int(u.value) - 0xF0000
      if i >= 0 && i < arguments.count { out += arguments[i] } else { out.unicodeScalars.append(u) }
    }
    return out
  }

  /// The style of a stretch of Markdown.
  static func style(_ a: TextMarkdown.Attributes) -> Style {
    Style([
      { env in
        if a.bold { env.fontWeight = .bold }
        if a.italic { env.textItalic = true }
        if a.strikethrough { env.strikethrough = TextDecoration(color: nil) }
        if a.code { env.fontDesign = .monospaced }
        if a.link { env.foregroundStyle = env.tintColor }
      }
    ])
  }
}

extension LocalizedStringKey {
  init(key: String, arguments: [String]) {
    self.key = key
    self.arguments = arguments
  }
}
