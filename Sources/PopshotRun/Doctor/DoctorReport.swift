// What `popshot doctor` says: the errors in two groups (what Linux forbids, with the edit;
// what Popshot lacks, with the symbol) and the rest, each group by file, then the counts. Paths
// are written relative to the package folder.
import Foundation

/// A target's errors explained.
public struct DoctorReport: Sendable {
  public let findings: [DoctorFinding]
  /// Whether the target built.
  public let builds: Bool
  /// Paths are written relative to this folder when inside it.
  public let packageFolder: String

  /// Classifies every error of `log`.
  public init(log: BuildLog, context: DoctorContext, builds: Bool? = nil) {
    findings = log.errors.map { DoctorRule.classify($0, context) }
    self.builds = builds ?? !log.hasErrors
    packageFolder = context.packageFolder
  }

  /// The files to edit for what Linux forbids, each once, in order.
  public var filesNeedingEdits: [String] {
    Array(Set(findings.compactMap(\.editFile))).map(relative).sorted()
  }

  /// The symbols Popshot lacks, each once, in order.
  public var symbolsPopshotLacks: [String] {
    Array(Set(findings.compactMap(\.symbol))).sorted()
  }

  public func findings(_ group: DoctorGroup) -> [DoctorFinding] {
    findings.filter { $0.group == group }
  }

  /// `path` relative to the package folder when inside it.
  func relative(_ path: String) -> String {
    let folder = packageFolder.hasSuffix("/") ? packageFolder : packageFolder + "/"
    return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
  }

  public var text: String {
    var s = ""
    if builds && findings.isEmpty { s += "The target builds on Linux against Popshot.\n" }
    let titles: [(DoctorGroup, String)] = [
      (.linuxForbids, "Linux forbids (edit the package):"),
      (.popshotLacks, "Popshot lacks (Popshot's to add, not yours):"),
      (.unclassified, "Not classified (often a consequence of the errors above):"),
    ]
    for (group, title) in titles {
      let found = findings(group)
      guard !found.isEmpty else { continue }
      s += title + "\n"
      var files: [String] = []
      for f in found where !files.contains(f.diagnostic.file) { files.append(f.diagnostic.file) }
      for file in files {
        s += "  \(relative(file))\n"
        let inFile = found.filter { $0.diagnostic.file == file }
        for f in inFile.sorted(by: { $0.diagnostic.line < $1.diagnostic.line }) {
          let d = f.diagnostic
          switch group {
          case .linuxForbids:
            s += "    \(d.line): \(d.message)\n"
            let elsewhere = f.editFile.map { $0 == d.file ? "" : " [in \(relative($0))]" } ?? ""
            s += "      → \(f.edit ?? "")\(elsewhere)\n"
          case .popshotLacks:
            s += "    \(d.line): \(f.symbol ?? "") (\(d.message))\n"
          case .unclassified:
            s += "    \(d.line): \(d.message)\n"
          }
        }
      }
    }
    let n = filesNeedingEdits.count
    let m = symbolsPopshotLacks.count
    s += "\(n) file\(n == 1 ? "" : "s") need\(n == 1 ? "s" : "") edits\n"
    s += "\(m) symbol\(m == 1 ? "" : "s") Popshot lacks\n"
    return s
  }

  /// The same as data: every error with its group's fields, and the counts (keys sorted).
  public var json: String {
    struct Item: Encodable {
      let file: String, line: Int, column: Int, message: String
      let rule: String?, edit: String?, editFile: String?, symbol: String?
    }
    struct Document: Encodable {
      let builds: Bool
      let linuxForbids: [Item], popshotLacks: [Item], unclassified: [Item]
      let filesNeedingEdits: [String], symbolsPopshotLacks: [String]
    }
    func items(_ group: DoctorGroup) -> [Item] {
      findings(group).map { f in
        let d = f.diagnostic
        return Item(
          file: relative(d.file), line: d.line, column: d.column, message: d.message,
          rule: f.rule.isEmpty ? nil : f.rule, edit: f.edit, editFile: f.editFile.map(relative),
          symbol: f.symbol)
      }
    }
    let document = Document(
      builds: builds, linuxForbids: items(.linuxForbids), popshotLacks: items(.popshotLacks),
      unclassified: items(.unclassified), filesNeedingEdits: filesNeedingEdits,
      symbolsPopshotLacks: symbolsPopshotLacks)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding strings, numbers and booleans cannot fail.
    return String(decoding: try! encoder.encode(document), as: UTF8.self) + "\n"
  }
}
