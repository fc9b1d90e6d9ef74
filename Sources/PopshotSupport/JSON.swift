import Foundation

// A small JSON reader that keeps what fixtures need and Foundation's JSONSerialization drops:
// key order, the difference between true and 1, and the line and column of a syntax error.

/// A parsed JSON value.
public enum JSON: Equatable, Sendable {
  case object([(key: String, value: JSON)])
  case array([JSON])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  public static func == (a: JSON, b: JSON) -> Bool {
    switch (a, b) {
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    case (.array(let x), .array(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.bool(let x), .bool(let y)): return x == y
    case (.null, .null): return true
    default: return false
    }
  }

  /// What the value is, for error messages: `an object`, `the string "x"`, `the number 3`…
  public var described: String {
    switch self {
    case .object: return "an object"
    case .array: return "a list"
    case .string(let s): return "the string \"\(s.quotable)\""
    case .number(let n): return "the number \(plainNumber(n))"
    case .bool(let b): return b ? "true" : "false"
    case .null: return "null"
    }
  }
}

/// A syntax error: where, and what was expected.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
  public let line: Int, column: Int, message: String
  public var description: String { "line \(line), column \(column): \(message)" }
}

/// Where a value starts in its JSON text: 1-based line, and 1-based column in Unicode scalars.
public struct SourcePosition: Equatable, Sendable, Codable {
  public var line: Int, column: Int
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}

/// Parses JSON text (RFC 8259), keeping key order.
public enum JSONParser {
  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSON {
    try JSONDocument.read(
      text, syntaxError: { $0 }, body: { (root) throws(JSONSyntaxError) in root.tree })
  }

  /// Parses like `parse`, and also returns where each object and list starts, keyed by its path
  /// as fixture errors write it: "" for the whole value, `page.view`, `presentations[0].popup`.
  public static func parseWithPositions(_ text: String) throws(JSONSyntaxError) -> (
    JSON, [String: SourcePosition]
  ) {
    try JSONDocument.read(
      text, syntaxError: { $0 },
      body: { (root) throws(JSONSyntaxError) in
        let lines = SourceLines(bytes: Array(root.document.bytes))
        var positions: [String: SourcePosition] = [:]
        let json = root.tree(path: "", lines: lines, positions: &positions)
        return (json, positions)
      })
  }
}

extension JSONRef {
  /// The value as a tree.
  var tree: JSON {
    if isObject { return .object(members.map { ($0.key, $0.value.tree) }) }
    if isArray { return .array(items.map(\.tree)) }
    return shallow
  }

  /// The value as a tree, noting where each object and list at or below `path` starts.
  fileprivate func tree(
    path: String, lines: SourceLines, positions: inout [String: SourcePosition]
  ) -> JSON {
    guard isContainer else { return shallow }
    positions[path] = lines.position(offset)
    var children = children()
    if isObject {
      var members: [(key: String, value: JSON)] = []
      while let c = children.next() {
        let key = c.key ?? ""
        let childPath = path.isEmpty ? key.quotable : "\(path).\(key.quotable)"
        members.append((key, c.value.tree(path: childPath, lines: lines, positions: &positions)))
      }
      return .object(members)
    }
    var items: [JSON] = []
    while let c = children.next() {
      items.append(c.value.tree(path: "\(path)[\(c.index)]", lines: lines, positions: &positions))
    }
    return .array(items)
  }
}

extension String {
  /// The string as a message may quote it: at most 200 characters, the rest counted.
  public var quotable: String {
    guard count > 200 else { return self }
    return "\(prefix(200))… (\(count) characters in all)"
  }
}
