import Testing

@testable import PopshotSupport

/// Strings and numbers read from JSON text as Foundation read them for the tree-building parser
/// (`String(bytes:encoding: .utf8)` for strings, `Double(_:)` for numbers), and the typed reads
/// the sidecar reader uses.
@Suite struct JSONReadingTests {
  func strings(_ json: String) throws -> [String] {
    guard case .array(let items) = try JSONParser.parse(json) else { return [] }
    return items.compactMap { if case .string(let s) = $0 { s } else { nil } }
  }

  @Test func stringsReadAsFoundationReadThem() throws {
    #expect(
      try strings(#"["plain", "Ré·sumé 削除 🎉", "a\"b\u00e9"]"#) == [
        "plain", "Ré·sumé 削除 🎉", "a\"bé",
      ])
    // One leading byte order mark is dropped, as Foundation drops it; a second, or one later in
    // the string, stays.
    #expect(
      try strings("[\"\u{FEFF}x\", \"\u{FEFF}\u{FEFF}y\", \"z\u{FEFF}\"]")
        == ["x", "\u{FEFF}y", "z\u{FEFF}"])
  }

  @Test func typedReads() throws {
    let text = #"[12, -3, 1.0, 1e2, 9223372036854775808, 181.79911931818182, "s", true, null, {}]"#
    let read = try JSONDocument.read(
      text, syntaxError: { $0 },
      body: { (root) throws(JSONSyntaxError) in
        root.items.map { ($0.intValue, $0.numberValue, $0.stringValue, $0.boolValue, $0.isNull) }
      })
    #expect(read.map(\.0) == [12, -3, nil, nil, nil, nil, nil, nil, nil, nil])
    #expect(read[5].1?.bitPattern == Double("181.79911931818182")?.bitPattern)
    #expect(read[3].1 == 100 && read[6].1 == nil)
    #expect(read.map(\.2) == [nil, nil, nil, nil, nil, nil, "s", nil, nil, nil])
    #expect(read.map(\.3) == [nil, nil, nil, nil, nil, nil, nil, true, nil, nil])
    #expect(read.map(\.4) == [false, false, false, false, false, false, false, false, true, false])
  }
}
