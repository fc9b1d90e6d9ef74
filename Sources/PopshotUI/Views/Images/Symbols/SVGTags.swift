// The tags of an SVG file in order, for the two SVG readers (SVGDocument for symbols, SVGVector
// for asset images): comments, declarations and processing instructions skipped; each tag's name,
// attributes and whether it closes an element or closes itself. A small tag scanner, not an XML
// parser: the files are machine-written.

struct SVGTags {
  struct Tag {
    let name: Substring
    /// The tag's text after its name (its attributes, read with `SVGDocument.attributes`).
    let attributes: Substring
    /// `</name>`.
    let closing: Bool
    /// `<name … />`.
    let selfClosing: Bool
  }

  private(set) var rest: Substring
  init(_ text: String) { rest = Substring(text) }

  /// The next tag, nil at the end.
  mutating func next() throws(SVGPathData.Failure) -> Tag? {
    while let open = rest.firstIndex(of: "<") {
      rest = rest[rest.index(after: open)...]
      if rest.hasPrefix("!--") {
        guard let end = rest.range(of: "-->") else { return nil }
        rest = rest[end.upperBound...]
        continue
      }
      guard let close = rest.firstIndex(of: ">") else {
        throw SVGPathData.Failure(description: "unterminated tag")
      }
      let tag = rest[..<close]
      rest = rest[rest.index(after: close)...]
      if tag.hasPrefix("?") || tag.hasPrefix("!") { continue }
      let closing = tag.hasPrefix("/")
      let body = closing ? tag.dropFirst() : tag
      let name = body.prefix { !$0.isWhitespace && $0 != "/" }
      return Tag(
        name: name, attributes: body.dropFirst(name.count), closing: closing,
        selfClosing: !closing && tag.hasSuffix("/"))
    }
    return nil
  }

  /// The text up to `end` (a closing tag such as `</style>`), skipped past; nil when absent.
  mutating func text(upTo end: String) -> Substring? {
    guard let r = rest.range(of: end) else { return nil }
    defer { rest = rest[r.upperBound...] }
    return rest[..<r.lowerBound]
  }
}
