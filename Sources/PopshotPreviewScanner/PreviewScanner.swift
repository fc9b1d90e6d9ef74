// Finds a view target's previews in its source text, and writes the tests that snapshot them
// (the `PopshotPreviews` plugin runs `popshot-previews`, which calls this). No swift-syntax: a
// small scanner that knows Swift's comments and string literals finds `#Preview` at the start of
// a statement, its arguments and its trailing closure, and the types that conform to
// `PreviewProvider`. A preview's body is copied into the test, which imports the target with
// `@testable`: what the body uses must be internal or public (a `private` helper in the view's
// file is out of the test's reach; `// popshot:skip` on the line before a preview leaves it out).

/// One `#Preview` block.
public struct PreviewBlock: Equatable, Sendable {
  public let line: Int
  /// The name's string literal as written (`"Dark"`), if it has one.
  public let name: String?
  /// The traits' expressions as written (`.landscapeLeft`).
  public let traits: [String]
  /// The `@Previewable` declarations, without the attribute (`@State var isOn = true`).
  public let previewables: [String]
  /// The rest of the body.
  public let body: String
}

/// One type that conforms to `PreviewProvider`.
public struct ProviderType: Equatable, Sendable {
  public let line: Int
  public let name: String
}

/// What a file holds.
public struct ScannedFile: Equatable, Sendable {
  public var previews: [PreviewBlock] = []
  public var providers: [ProviderType] = []
  /// Previews left out, with why (`// popshot:skip`, a private provider).
  public var skipped: [String] = []
}

public enum PreviewScanner {
  /// The previews and providers in `source`.
  public static func scan(_ source: String) -> ScannedFile {
    let text = Array(source.unicodeScalars)
    let code = codeMask(text)
    var out = ScannedFile()
    var line = 1
    var i = 0
    var lineStarts = [0]
    for (k, c) in text.enumerated() where c == "\n" { lineStarts.append(k + 1) }
    func lineOf(_ index: Int) -> Int {
      var low = 0
      var high = lineStarts.count - 1
      while low < high {
        let mid = (low + high + 1) / 2
        if lineStarts[mid] <= index { low = mid } else { high = mid - 1 }
      }
      return low + 1
    }
    func previousLine(_ index: Int) -> String {
      let l = lineOf(index)
      guard l >= 2 else { return "" }
      let start = lineStarts[l - 2]
      let end = lineStarts[l - 1] - 1
      return String(String.UnicodeScalarView(text[start..<max(start, end)]))
    }
    while i < text.count {
      defer { i += 1 }
      guard code[i] else { continue }
      if text[i] == "#", matches(text, i + 1, "Preview"), !isIdentifier(at: text, i + 8) {
        line = lineOf(i)
        if previousLine(i).contains("popshot:skip") {
          out.skipped.append("line \(line): // popshot:skip")
          continue
        }
        guard let block = previewBlock(text, code, from: i + 8, line: line) else { continue }
        out.previews.append(block.0)
        i = block.1
      } else if text[i] == ":", let provider = providerName(text, code, colon: i) {
        let l = lineOf(i)
        if isPrivate(text, before: provider.start) {
          out.skipped.append("line \(l): \(provider.name) is private")
        } else {
          out.providers.append(ProviderType(line: l, name: provider.name))
        }
      }
    }
    // A preview whose body names a private or fileprivate declaration of its file cannot be
    // copied into the test target: it is left out, saying which name, instead of failing the
    // test target's build.
    let hidden = privateNames(text, code)
    if !hidden.isEmpty {
      out.previews.removeAll { p in
        let used = identifiers(p.body + "\n" + p.previewables.joined(separator: "\n"))
        guard let name = hidden.sorted().first(where: used.contains) else { return false }
        out.skipped.append("line \(p.line): uses private \(name)")
        return true
      }
    }
    return out
  }

  /// The names the file declares `private` or `fileprivate`, at any depth (a preview that names
  /// one by chance is left out, which is the safe mistake).
  static func privateNames(_ t: [Unicode.Scalar], _ code: [Bool]) -> Set<String> {
    var codeOnly = ""
    codeOnly.unicodeScalars.reserveCapacity(t.count)
    for (k, c) in t.enumerated() { codeOnly.unicodeScalars.append(code[k] ? c : " ") }
    let words = codeOnly.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") }
      .map(String.init)
    let kinds: Set = [
      "struct", "class", "enum", "actor", "protocol", "typealias", "func", "var", "let",
    ]
    var names: Set<String> = []
    var k = 0
    while k < words.count {
      defer { k += 1 }
      guard words[k] == "private" || words[k] == "fileprivate" else { continue }
      // Modifiers and attributes may stand between the access level and the keyword.
      var j = k + 1
      while j < words.count, !kinds.contains(words[j]), j - k < 6 { j += 1 }
      guard j + 1 < words.count, kinds.contains(words[j]) else { continue }
      names.insert(words[j + 1])
    }
    return names
  }

  /// The identifiers in `source`.
  static func identifiers(_ source: String) -> Set<String> {
    Set(
      source.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init).filter {
        !($0.first?.isNumber ?? true)
      })
  }

  // MARK: Lexing

  /// Whether each scalar is code (not in a comment or a string literal's text).
  static func codeMask(_ t: [Unicode.Scalar]) -> [Bool] {
    var mask = [Bool](repeating: true, count: t.count)
    var i = 0
    func mark(_ from: Int, _ to: Int) {
      for k in from..<min(to, t.count) { mask[k] = false }
    }
    while i < t.count {
      if t[i] == "/", i + 1 < t.count, t[i + 1] == "/" {
        let end = t[i...].firstIndex(of: "\n") ?? t.count
        mark(i, end)
        i = end
      } else if t[i] == "/", i + 1 < t.count, t[i + 1] == "*" {
        var depth = 1
        var k = i + 2
        while k < t.count, depth > 0 {
          if t[k] == "/", k + 1 < t.count, t[k + 1] == "*" {
            depth += 1
            k += 2
          } else if t[k] == "*", k + 1 < t.count, t[k + 1] == "/" {
            depth -= 1
            k += 2
          } else {
            k += 1
          }
        }
        mark(i, k)
        i = k
      } else if t[i] == "\"" || (t[i] == "#" && rawStringStart(t, i) != nil) {
        let end = stringEnd(t, i)
        // Interpolations are code, but a preview is never found inside one: all of it counts as
        // text, and braces inside it do not count.
        mark(i + 1, end - 1)
        i = end
      } else {
        i += 1
      }
    }
    return mask
  }

  /// The number of `#`s before a raw string's quote at `i`, if one starts there.
  private static func rawStringStart(_ t: [Unicode.Scalar], _ i: Int) -> Int? {
    var k = i
    while k < t.count, t[k] == "#" { k += 1 }
    return k < t.count && t[k] == "\"" && k > i ? k - i : nil
  }

  /// The index just past the string literal starting at `i` (a `"`, `"""` or `#"`).
  private static func stringEnd(_ t: [Unicode.Scalar], _ i: Int) -> Int {
    let hashes = rawStringStart(t, i) ?? 0
    var k = i + hashes
    let multiline = matches(t, k, "\"\"\"")
    let quote = multiline ? "\"\"\"" : "\""
    k += multiline ? 3 : 1
    let close = quote + String(repeating: "#", count: hashes)
    var depth = 0
    while k < t.count {
      if hashes == 0, t[k] == "\\" {
        if k + 1 < t.count, t[k + 1] == "(" {
          depth += 1
          k += 2
          continue
        }
        k += 2
        continue
      }
      if depth > 0 {
        if t[k] == "(" { depth += 1 }
        if t[k] == ")" { depth -= 1 }
        k += 1
        continue
      }
      if matches(t, k, close) { return k + close.unicodeScalars.count }
      if !multiline, t[k] == "\n" { return k }
      k += 1
    }
    return t.count
  }

  private static func matches(_ t: [Unicode.Scalar], _ i: Int, _ s: String) -> Bool {
    var k = i
    for c in s.unicodeScalars {
      guard k < t.count, t[k] == c else { return false }
      k += 1
    }
    return true
  }

  private static func isIdentifier(at t: [Unicode.Scalar], _ i: Int) -> Bool {
    i < t.count && (t[i].properties.isAlphabetic || t[i] == "_" || ("0"..."9").contains(t[i]))
  }

  private static func skipSpace(_ t: [Unicode.Scalar], _ code: [Bool], _ i: Int) -> Int {
    var k = i
    while k < t.count, !code[k] || t[k].properties.isWhitespace { k += 1 }
    return k
  }

  /// The index of the bracket closing the one at `open` (code only), or nil.
  private static func closing(_ t: [Unicode.Scalar], _ code: [Bool], _ open: Int) -> Int? {
    var depth = 0
    var k = open
    while k < t.count {
      if code[k] {
        if "([{".unicodeScalars.contains(t[k]) { depth += 1 }
        if ")]}".unicodeScalars.contains(t[k]) {
          depth -= 1
          if depth == 0 { return k }
        }
      }
      k += 1
    }
    return nil
  }

  // MARK: Previews

  /// The block after `#Preview` (at `i`): its arguments and trailing closure; and where it ends.
  private static func previewBlock(
    _ t: [Unicode.Scalar], _ code: [Bool], from i: Int, line: Int
  ) -> (PreviewBlock, Int)? {
    var k = skipSpace(t, code, i)
    var arguments: [String] = []
    if k < t.count, t[k] == "(" {
      guard let close = closing(t, code, k) else { return nil }
      arguments = splitArguments(t, code, k + 1, close)
      k = skipSpace(t, code, close + 1)
    }
    guard k < t.count, t[k] == "{", let end = closing(t, code, k) else { return nil }
    var name: String?
    var traits: [String] = []
    var inTraits = false
    for (index, argument) in arguments.enumerated() {
      if argument.hasPrefix("traits:") {
        inTraits = true
        traits.append(String(argument.dropFirst(7)).trimmingSpaces)
      } else if inTraits {
        traits.append(argument)
      } else if index == 0, argument.hasPrefix("\"") || argument.hasPrefix("#\"") {
        name = argument
      }
    }
    let body = String(String.UnicodeScalarView(t[(k + 1)..<end]))
    var previewables: [String] = []
    var rest: [Substring] = []
    for bodyLine in body.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = bodyLine.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("@Previewable") {
        previewables.append(String(trimmed.dropFirst("@Previewable".count)).trimmingSpaces)
      } else {
        rest.append(bodyLine)
      }
    }
    let block = PreviewBlock(
      line: line, name: name, traits: traits, previewables: previewables,
      body: rest.joined(separator: "\n"))
    return (block, end)
  }

  /// The top-level arguments between `from` and `to`, trimmed.
  private static func splitArguments(
    _ t: [Unicode.Scalar], _ code: [Bool], _ from: Int, _ to: Int
  ) -> [String] {
    var parts: [String] = []
    var depth = 0
    var start = from
    for k in from..<to where code[k] {
      if "([{".unicodeScalars.contains(t[k]) { depth += 1 }
      if ")]}".unicodeScalars.contains(t[k]) { depth -= 1 }
      if depth == 0, t[k] == "," {
        parts.append(String(String.UnicodeScalarView(t[start..<k])).trimmingSpaces)
        start = k + 1
      }
    }
    let last = String(String.UnicodeScalarView(t[start..<to])).trimmingSpaces
    if !last.isEmpty { parts.append(last) }
    return parts
  }

  // MARK: Providers

  /// The type declared before the colon at `colon`, when its inheritance clause names
  /// `PreviewProvider` (`struct Foo_Previews: PreviewProvider {`).
  private static func providerName(_ t: [Unicode.Scalar], _ code: [Bool], colon: Int)
    -> (name: String, start: Int)?
  {
    // The clause up to the opening brace names PreviewProvider.
    var k = colon + 1
    var clause = ""
    while k < t.count, t[k] != "{", t[k] != "\n" || clause.count < 200 {
      if code[k] { clause.unicodeScalars.append(t[k]) }
      k += 1
      if clause.count > 400 { return nil }
    }
    let words = clause.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
    guard words.contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" })
    else { return nil }
    // The name before the colon, and the keyword before it.
    var e = colon - 1
    while e >= 0, t[e].properties.isWhitespace { e -= 1 }
    var s = e
    while s >= 0, isIdentifier(at: t, s) { s -= 1 }
    let name = String(String.UnicodeScalarView(t[(s + 1)...e]))
    var w = s
    while w >= 0, t[w].properties.isWhitespace { w -= 1 }
    var ws = w
    while ws >= 0, isIdentifier(at: t, ws) { ws -= 1 }
    let keyword = w >= 0 ? String(String.UnicodeScalarView(t[(ws + 1)...w])) : ""
    guard ["struct", "enum", "class"].contains(keyword), !name.isEmpty else { return nil }
    return (name, ws + 1)
  }

  /// Whether the declaration starting at `start` is private or fileprivate.
  private static func isPrivate(_ t: [Unicode.Scalar], before start: Int) -> Bool {
    let lineStart = t[..<start].lastIndex(of: "\n").map { $0 + 1 } ?? 0
    let prefix = String(String.UnicodeScalarView(t[lineStart..<start]))
    return prefix.contains("private ") || prefix.contains("fileprivate ")
  }
}

extension String {
  var trimmingSpaces: String {
    var s = Substring(self)
    while let f = s.first, f.isWhitespace { s.removeFirst() }
    while let l = s.last, l.isWhitespace { s.removeLast() }
    return String(s)
  }
}
