// How `popshot doctor` explains an error: one rule per cause, tried in order, each a value with
// an id, its group and a rationale. The first rule that recognises an error explains it; an
// error no rule recognises is "not classified" (most are consequences of another error).
// Rules never print: DoctorReport formats what they find.
import Foundation

/// Which of doctor's groups an error belongs to.
public enum DoctorGroup: String, Sendable, CaseIterable {
  /// Linux itself forbids the code: the package needs an edit, which doctor names.
  case linuxForbids
  /// An Apple name Popshot does not declare yet: Popshot's to add.
  case popshotLacks
  /// Neither, as far as doctor can tell.
  case unclassified
}

/// What a rule makes of one error.
public struct DoctorFinding: Equatable, Sendable {
  public let diagnostic: CompilerDiagnostic
  public let group: DoctorGroup
  /// The rule's id (`apple-only-module`), empty when not classified.
  public let rule: String
  /// Linux forbids: the edit, in words with the code to write.
  public let edit: String?
  /// Linux forbids: the file to edit (Package.swift for a manifest edit, the file holding the
  /// `#if` for an iOS-only declaration), else the error's file.
  public let editFile: String?
  /// Popshot lacks: the symbol (`ContentUnavailableView`, `View.accessibility`).
  public let symbol: String?
}

/// What rules read besides the error: the target's sources, the log's quoted lines and the
/// package's manifest.
public struct DoctorContext: Sendable {
  public var sources: TargetSources
  public var quotedLines: [String: [Int: String]]
  /// The package's folder (its Package.swift takes manifest edits).
  public var packageFolder: String
  /// The target's source folder, to look for resources in.
  public var targetFolder: String?

  public init(
    sources: TargetSources, quotedLines: [String: [Int: String]] = [:], packageFolder: String,
    targetFolder: String? = nil
  ) {
    self.sources = sources
    self.quotedLines = quotedLines
    self.packageFolder = packageFolder
    self.targetFolder = targetFolder
  }

  func lines(_ file: String) -> [Int: String]? {
    sources.lines(of: file, quoted: quotedLines[file])
  }
}

/// One cause of errors doctor recognises.
public struct DoctorRule: Sendable {
  public let id: String
  public let group: DoctorGroup
  /// Why errors of this kind have this cause.
  public let rationale: String
  /// The explanation, or nil when the error is not of this kind.
  let explain: @Sendable (CompilerDiagnostic, DoctorContext) -> Explanation?

  /// A rule's answer: the edit and its file (Linux forbids) or the symbol (Popshot lacks).
  struct Explanation {
    var edit: String? = nil
    var editFile: String? = nil
    var symbol: String? = nil
  }

  /// The first rule's finding for `d`, or an unclassified one.
  public static func classify(_ d: CompilerDiagnostic, _ context: DoctorContext) -> DoctorFinding {
    for rule in all {
      if let e = rule.explain(d, context) {
        return DoctorFinding(
          diagnostic: d, group: rule.group, rule: rule.id, edit: e.edit,
          editFile: rule.group == .linuxForbids ? (e.editFile ?? d.file) : nil, symbol: e.symbol)
      }
    }
    return DoctorFinding(
      diagnostic: d, group: .unclassified, rule: "", edit: nil, editFile: nil, symbol: nil)
  }
}
