import Foundation
import PopshotGraphics

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
public struct JSONParser {
  private let bytes: [UInt8]
  private var i = 0
  /// With `parseWithPositions`: where each object and list starts, by its path.
  private var positions: [String: SourcePosition]?
  private var lineStarts: [Int] = []

  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSON {
    var p = JSONParser(bytes: Array(text.utf8))
    p.skipSpace()
    let v = try p.value(depth: 0, path: nil)
    p.skipSpace()
    if p.i < p.bytes.count { throw p.error("unexpected text after the end of the JSON value") }
    return v
  }

  /// Parses like `parse`, and also returns where each object and list starts, keyed by its path
  /// as fixture errors write it: "" for the whole value, `page.view`, `presentations[0].popup`.
  public static func parseWithPositions(_ text: String) throws(JSONSyntaxError) -> (
    JSON, [String: SourcePosition]
  ) {
    var p = JSONParser(bytes: Array(text.utf8))
    p.positions = [:]
    p.lineStarts = [0]
    for (k, b) in p.bytes.enumerated() where b == 0x0A { p.lineStarts.append(k + 1) }
    p.skipSpace()
    let v = try p.value(depth: 0, path: "")
    p.skipSpace()
    if p.i < p.bytes.count { throw p.error("unexpected text after the end of the JSON value") }
    return (v, p.positions ?? [:])
  }

  /// The last position computed, to count columns on from it: positions are asked for in
  /// increasing order, so a long line is scanned once, not once per object on it.
  private var lastPosition: (offset: Int, line: Int, column: Int) = (0, 0, 1)

  /// The line and column of byte `offset` (with `lineStarts` filled in).
  private mutating func position(_ offset: Int) -> SourcePosition {
    var lo = 0
    var hi = lineStarts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
    }
    let sameLine = lastPosition.line == lo && lastPosition.offset <= offset
    let from = sameLine ? lastPosition.offset : lineStarts[lo]
    var column = sameLine ? lastPosition.column : 1
    for b in bytes[from..<offset] where b & 0xC0 != 0x80 { column += 1 }
    lastPosition = (offset, lo, column)
    return SourcePosition(line: lo + 1, column: column)
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func error(_ message: String) -> JSONSyntaxError {
    var line = 1
    var column = 1
    for b in bytes[0..<min(i, bytes.count)] {
      if b == 0x0A {
        line += 1
        column = 1
      } else if b & 0xC0 != 0x80 {
        column += 1
      }
    }
    return JSONSyntaxError(line: line, column: column, message: message)
  }

  private mutating func skipSpace() {
    while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
  }

  private mutating func value(depth: Int, path: String?) throws(JSONSyntaxError) -> JSON {
    guard depth < 200 else { throw error("nested too deeply") }
    guard i < bytes.count else { throw error("expected a value, found the end of the file") }
    if let path, bytes[i] == UInt8(ascii: "{") || bytes[i] == UInt8(ascii: "[") {
      let here = position(i)
      positions?[path] = here
    }
    switch bytes[i] {
    case UInt8(ascii: "{"):
      i += 1
      var members: [(key: String, value: JSON)] = []
      skipSpace()
      if i < bytes.count && bytes[i] == UInt8(ascii: "}") {
        i += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
          throw error("expected a key in double quotes")
        }
        let key = try string()
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
          throw error("expected ':' after the key \"\(key)\"")
        }
        i += 1
        skipSpace()
        if members.contains(where: { $0.key == key }) {
          throw error("the key \"\(key)\" appears twice")
        }
        let childPath = path.map { $0.isEmpty ? key.quotable : "\($0).\(key.quotable)" }
        members.append((key, try value(depth: depth + 1, path: childPath)))
        skipSpace()
        guard i < bytes.count else { throw error("expected ',' or '}', found the end of the file") }
        if bytes[i] == UInt8(ascii: ",") {
          i += 1
          continue
        }
        if bytes[i] == UInt8(ascii: "}") {
          i += 1
          return .object(members)
        }
        throw error("expected ',' or '}'")
      }
    case UInt8(ascii: "["):
      i += 1
      var items: [JSON] = []
      skipSpace()
      if i < bytes.count && bytes[i] == UInt8(ascii: "]") {
        i += 1
        return .array(items)
      }
      while true {
        skipSpace()
        items.append(try value(depth: depth + 1, path: path.map { "\($0)[\(items.count)]" }))
        skipSpace()
        guard i < bytes.count else { throw error("expected ',' or ']', found the end of the file") }
        if bytes[i] == UInt8(ascii: ",") {
          i += 1
          continue
        }
        if bytes[i] == UInt8(ascii: "]") {
          i += 1
          return .array(items)
        }
        throw error("expected ',' or ']'")
      }
    case UInt8(ascii: "\""):
      return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default:
      return try number()
    }
  }

  private mutating func literal(_ word: String, _ v: JSON) throws(JSONSyntaxError) -> JSON {
    let w = Array(word.utf8)
    guard i + w.count <= bytes.count, Array(bytes[i..<(i + w.count)]) == w else {
      throw error("expected a value")
    }
    i += w.count
    return v
  }

  private mutating func number() throws(JSONSyntaxError) -> JSON {
    let start = i
    if i < bytes.count && bytes[i] == UInt8(ascii: "-") { i += 1 }
    while i < bytes.count,
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i])
        || [
          UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"),
          UInt8(ascii: "-"),
        ].contains(bytes[i])
    {
      i += 1
    }
    guard i > start, let text = String(bytes: bytes[start..<i], encoding: .utf8),
      let v = Double(text), v.isFinite
    else {
      i = start
      throw error("expected a value")
    }
    return .number(v)
  }

  private mutating func string() throws(JSONSyntaxError) -> String {
    i += 1  // the opening quote
    var out: [UInt8] = []
    while true {
      guard i < bytes.count else { throw error("unterminated string") }
      let b = bytes[i]
      if b == UInt8(ascii: "\"") {
        i += 1
        break
      }
      if b < 0x20 { throw error("control character in a string") }
      if b == UInt8(ascii: "\\") {
        i += 1
        guard i < bytes.count else { throw error("unterminated string") }
        switch bytes[i] {
        case UInt8(ascii: "\""): out.append(0x22)
        case UInt8(ascii: "\\"): out.append(0x5C)
        case UInt8(ascii: "/"): out.append(0x2F)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800...0xDBFF).contains(code) {
            guard i + 2 < bytes.count, bytes[i + 1] == UInt8(ascii: "\\"),
              bytes[i + 2] == UInt8(ascii: "u")
            else {
              throw error("unpaired surrogate in \\u escape")
            }
            i += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else {
              throw error("unpaired surrogate in \\u escape")
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
          out.append(contentsOf: Array(String(Character(scalar)).utf8))
        default: throw error("invalid escape in a string")
        }
        i += 1
        continue
      }
      out.append(b)
      i += 1
    }
    guard let s = String(bytes: out, encoding: .utf8) else {
      throw error("invalid UTF-8 in a string")
    }
    return s
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    guard i + 4 < bytes.count,
      let v = UInt32(String(decoding: bytes[(i + 1)...(i + 4)], as: UTF8.self), radix: 16)
    else {
      throw error("invalid \\u escape")
    }
    i += 4
    return v
  }
}

extension String {
  /// The string as a message may quote it: at most 200 characters, the rest counted.
  public var quotable: String {
    guard count > 200 else { return self }
    return "\(prefix(200))… (\(count) characters in all)"
  }
}
