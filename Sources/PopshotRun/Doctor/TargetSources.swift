// The Swift files of the target being diagnosed, as doctor reads them: what a file imports,
// which lines use a name, and which declarations sit inside `#if os(iOS)`, which is false on
// Linux (so a name declared only there is "not found" there).
import Foundation

/// Source files by path.
public struct TargetSources: Sendable {
  /// The text of each file, by the path the compiler prints.
  public var files: [String: String]

  public init(files: [String: String] = [:]) { self.files = files }

  /// Every `.swift` file under `folder`, keyed by `folder` + its relative path (`folder` may be
  /// a symbolic link, as the corpus's and the harness's target folders are).
  public static func read(folder: String) -> TargetSources {
    let root = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    var files: [String: String] = [:]
    let walker = FileManager.default.enumerator(atPath: root)
    while let relative = walker?.nextObject() as? String {
      guard relative.hasSuffix(".swift"),
        let text = try? String(contentsOfFile: "\(root)/\(relative)", encoding: .utf8)
      else { continue }
      files["\(folder)/\(relative)"] = text
    }
    return TargetSources(files: files)
  }

  /// A file's lines: from the map, else from disk, else the lines the log quoted.
  func lines(of file: String, quoted: [Int: String]?) -> [Int: String]? {
    let text = files[file] ?? (try? String(contentsOfFile: file, encoding: .utf8))
    guard let text else { return quoted }
    var lines: [Int: String] = [:]
    for (i, l) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      lines[i + 1] = String(l)
    }
    return lines
  }

  /// The modules a file imports (`import X`, `@testable import X`, `import struct X.Y`).
  static func imports(_ lines: [Int: String]) -> Set<String> {
    var modules: Set<String> = []
    for (_, l) in lines {
      let words = l.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let i = words.firstIndex(of: "import"), i + 1 < words.count,
        words[..<i].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "internal" })
      else { continue }
      let kinds: Set<Substring> = [
        "struct", "class", "enum", "protocol", "func", "var", "typealias",
      ]
      let name = kinds.contains(words[i + 1]) && i + 2 < words.count ? words[i + 2] : words[i + 1]
      modules.insert(String(name.split(separator: ".").first ?? name))
    }
    return modules
  }

  /// The line numbers, in order, where `matches` accepts an identifier (import lines skipped).
  static func uses(_ lines: [Int: String], where matches: (String) -> Bool) -> [Int] {
    lines.keys.sorted().filter { n in
      let l = lines[n]!
      if l.trimmingCharacters(in: .whitespaces).hasPrefix("import ") { return false }
      return identifiers(l).contains(where: matches)
    }
  }

  static func identifiers(_ line: String) -> [String] {
    line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
  }

  /// Where `name` is declared inside an `#if`/`#elseif` whose condition needs iOS and does not
  /// allow Linux: the file and line of that directive. A `#else` of such a condition is true on
  /// Linux, so declarations there do not count.
  func iOSOnlyDeclaration(of name: String) -> (file: String, line: Int, directive: String)? {
    for file in files.keys.sorted() {
      // The open #if blocks, innermost last: whether the current branch is iOS-only, and where
      // its directive is.
      var stack: [(iOSOnly: Bool, line: Int, text: String)] = []
      for (i, raw) in files[file]!.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let l = raw.trimmingCharacters(in: .whitespaces)
        if l.hasPrefix("#if ") || l.hasPrefix("#if(") {
          stack.append((TargetSources.needsIOS(l), i + 1, l))
        } else if l.hasPrefix("#elseif"), !stack.isEmpty {
          stack[stack.count - 1] = (TargetSources.needsIOS(l), i + 1, l)
        } else if l.hasPrefix("#else"), !stack.isEmpty {
          stack[stack.count - 1].iOSOnly = false
        } else if l.hasPrefix("#endif"), !stack.isEmpty {
          stack.removeLast()
        } else if let block = stack.last(where: \.iOSOnly), TargetSources.declares(l, name) {
          return (file, block.line, block.text)
        }
      }
    }
    return nil
  }

  /// A condition that mentions `os(iOS)` (not negated) and neither Linux nor a negation.
  static func needsIOS(_ directive: String) -> Bool {
    let d = directive.replacingOccurrences(of: " ", with: "")
    return d.contains("os(iOS)") && !d.contains("!os(iOS)") && !d.contains("os(Linux)")
  }

  /// Whether a line declares `name` (a type, function, property, case or alias).
  static func declares(_ line: String, _ name: String) -> Bool {
    let words = identifiers(line)
    let keywords: Set<String> = [
      "struct", "class", "enum", "protocol", "actor", "typealias", "func", "var", "let", "case",
    ]
    for (i, w) in words.enumerated() where keywords.contains(w) {
      if i + 1 < words.count, words[i + 1] == name { return true }
    }
    return false
  }
}
