// What `popshot doctor` reads of a build log: the compiler's located errors
// (`path:line:col: error: message`), once each, and the source lines the compiler quotes under
// them (` 10 | import os`), which name what an error's column points at when the file itself
// cannot be read. Notes, warnings and the `|`-arrow lines are skipped.
import Foundation

/// One located compiler error.
public struct CompilerDiagnostic: Hashable, Sendable {
  public let file: String
  public let line: Int
  public let column: Int
  public let message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }
}

/// A build log's errors: each located error once, in the order first printed.
public struct BuildLog: Sendable {
  public let errors: [CompilerDiagnostic]
  /// Whether any line is an error, located or not (`error: emit-module command failed`).
  public let hasErrors: Bool
  /// The source lines the compiler quoted, by file and line number.
  public let quotedLines: [String: [Int: String]]

  public init(_ text: String) {
    var errors: [CompilerDiagnostic] = []
    var seen: Set<CompilerDiagnostic> = []
    var quoted: [String: [Int: String]] = [:]
    var hasErrors = false
    var lastFile: String?
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(raw)
      if let d = BuildLog.located(line) {
        lastFile = d.file
        guard d.severity == "error" else { continue }
        hasErrors = true
        let diagnostic = CompilerDiagnostic(
          file: d.file, line: d.line, column: d.column, message: d.message)
        if seen.insert(diagnostic).inserted { errors.append(diagnostic) }
      } else if line.hasPrefix("error: ") {
        hasErrors = true
      } else if let file = lastFile, let (number, source) = BuildLog.quoted(line) {
        quoted[file, default: [:]][number] = source
      }
    }
    self.errors = errors
    self.hasErrors = hasErrors
    self.quotedLines = quoted
  }

  /// `path:line:col: severity: message`, or nil.
  static func located(_ line: String)
    -> (file: String, line: Int, column: Int, severity: String, message: String)?
  {
    for severity in ["error", "warning", "note"] {
      guard let r = line.range(of: ": \(severity): ") else { continue }
      let place = line[..<r.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      guard place.count >= 3, let l = Int(place[place.count - 2]), let c = Int(place.last!),
        !place[0].hasPrefix(" ")
      else { continue }
      let file = place.dropLast(2).joined(separator: ":")
      guard !file.isEmpty else { continue }
      return (
        file, l, c, severity, String(line[r.upperBound...]).trimmingCharacters(in: .whitespaces)
      )
    }
    return nil
  }

  /// ` 10 | text`: the line number and the text, or nil.
  static func quoted(_ line: String) -> (Int, String)? {
    guard let bar = line.firstIndex(of: "|") else { return nil }
    let number = line[..<bar].trimmingCharacters(in: .whitespaces)
    guard let n = Int(number) else { return nil }
    let text = line[line.index(after: bar)...]
    return (n, String(text.hasPrefix(" ") ? text.dropFirst() : text))
  }
}
