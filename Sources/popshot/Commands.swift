// The commands: each owns its name, help, options and work. The run pipeline itself is
// PopshotRun's; commands turn options into its inputs and print what it returns.
import Foundation
import PopshotAudit
import PopshotGraphics
import PopshotReport
import PopshotRun
import PopshotScenes
import PopshotSnapshot
import PopshotSupport

/// A command: what `popshot --help` and `popshot NAME --help` show, and what it does.
protocol CommandRunner: Sendable {
  var name: String { get }
  var abstract: String { get }
  /// The positional arguments' synopsis; nil: the command takes none.
  var positional: String? { get }
  var options: [OptionSpec] { get }
  /// The positional arguments, each with its help, for the ARGUMENTS section.
  var arguments: [(String, String)] { get }
  /// The command's work on its parsed options; returns the exit code.
  func run(_ p: Parsed) throws -> Int32
  /// Help, parsing and `run`, with errors printed and turned into exit codes.
  func main(_ args: [String]) -> Int32
}

extension CommandRunner {
  var positional: String? { nil }
  var arguments: [(String, String)] { [] }

  func main(_ args: [String]) -> Int32 {
    if args.contains(OptionKey.help.rawValue) || args.contains(OptionKey.shortHelp.rawValue) {
      print(help(self), terminator: "")
      return Exit.clean
    }
    do {
      return try run(try parse(self, args))
    } catch let e as UsageError {
      stderr("popshot: \(e.message)")
      return Exit.usage
    } catch let f as Failure {
      stderr(f.message.split(separator: "\n").map { "popshot: \($0)" }.joined(separator: "\n"))
      return f.code
    } catch {
      stderr("popshot: internal error: \(error)")
      return Exit.internalError
    }
  }
}

/// Every command, in `popshot --help`'s order.
let commands: [any CommandRunner] = [
  CheckCommand(), RenderCommand(), VerifyCommand(), RecordCommand(), AuditCommand(),
  ReportCommand(), MergeCommand(), DiffCommand(), GalleryCommand(), ListCommand(), CleanCommand(),
  DoctorCommand(),
]

/// Writes `s` and a newline to standard error. Messages quote input (a fixture's colour, key or
/// file name, an argument): control characters in it are written as the text report writes
/// them (`\u{1B}`), so input cannot drive the terminal. Each line is escaped on its own.
/// Prints one line to standard output: its fields escaped as the text report escapes them (a tab,
/// a newline or a terminal escape in a name a fixture or a folder holds cannot break the columns
/// or the terminal), separated by tabs.
func stdout(_ fields: String...) {
  print(fields.map(TextReport.escaped).joined(separator: "\t"))
}

func stderr(_ s: String) {
  let lines = s.split(separator: "\n", omittingEmptySubsequences: false)
  let text = lines.map { TextReport.escaped(String($0)) }.joined(separator: "\n")
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

struct ReportCommand: CommandRunner {
  let name = "report"
  let abstract = "Write reports from a previous run's JSON (OUT/report.json by default)."
  let positional: String? = "[<file>]"
  let arguments = [("<file>", "A run's report.json. (default: <out>/report.json)")]
  let options = reportingOptions + reportOutputOptions

  func run(_ p: Parsed) throws -> Int32 {
    let reporting = try Reporting(p)
    let inputs = p.positionals.isEmpty ? ["\(reporting.out)/report.json"] : p.positionals
    return try merge(inputs, reporting)
  }
}

struct MergeCommand: CommandRunner {
  let name = "merge"
  let abstract = "Combine shards' JSON reports into the full set of reports."
  let positional: String? = "<file> ..."
  let arguments = [("<file> ...", "The shards' report.json files.")]
  let options = reportingOptions + reportOutputOptions

  func run(_ p: Parsed) throws -> Int32 {
    let reporting = try Reporting(p)
    guard !p.positionals.isEmpty else {
      throw UsageError(message: "merge takes the shards' JSON reports")
    }
    return try merge(p.positionals, reporting)
  }
}

/// `report` and `merge`: the reports of `inputs` combined; fails by the reports' own --fail-on.
func merge(_ inputs: [String], _ reporting: Reporting) throws -> Int32 {
  if let drawn = reporting.formats.first(where: \.isDrawnPerVariant) {
    throw UsageError(
      message: "\(OptionKey.format) \(drawn.rawValue) draws each variant as "
        + "it runs; report and merge only read reports (run check with it)")
  }
  let parts = try readReports(inputs, folders: [reporting.out, reporting.snapshots])
  try prepareOut(reporting.out)
  let report = CheckReport.merge(parts)
  try reporting.write(report)
  return report.fails(report.failOn) ? Exit.failed : Exit.clean
}

struct ListCommand: CommandRunner {
  /// What `list` lists.
  enum Kind: String, CaseIterable {
    case devices, fixtures, rules
  }
  static let kinds = alternatives(Kind.allCases.map(\.rawValue))

  let name = "list"
  let abstract = "List \(ListCommand.kinds)."
  let positional: String? = "<kind>"
  let arguments = [("<kind>", "\(ListCommand.kinds).")]
  let options = [fixturesOption]

  func run(_ p: Parsed) throws -> Int32 {
    guard p.positionals.count == 1 else {
      let names = Kind.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError(message: "list takes one of \(names)")
    }
    guard let kind = Kind(rawValue: p.positionals[0]) else {
      let other = p.positionals[0]
      let hint = nearestName(other, Kind.allCases.map(\.rawValue))
      throw UsageError(message: "list takes \(ListCommand.kinds), not '\(other)'\(hint)")
    }
    switch kind {
    case .devices:
      for d in Device.catalog {
        let size = "\(Int(d.portraitSize.width))×\(Int(d.portraitSize.height)) pt @\(Int(d.scale))x"
        stdout(d.id, d.name, size)
      }
    case .fixtures:
      let (scenes, errors) = FixtureLibrary.load(directory: try fixturesFolder(p))
      for s in scenes { stdout(s.name, s.seed ?? "") }
      if !errors.isEmpty { throw badInput(errors) }
    case .rules:
      for r in AuditRule.all { stdout(r.id.rawValue, r.severity.rawValue, r.standard) }
    }
    return Exit.clean
  }
}

struct CleanCommand: CommandRunner {
  let name = "clean"
  let abstract =
    "List baselines whose fixture or variant no longer exists; delete them with --delete."
  let options = [
    fixturesOption,
    snapshotsOption,
    OptionSpec(key: .delete, value: nil, help: "Delete the orphans instead of listing them."),
    OptionSpec(
      key: .force, value: nil,
      help: "With --delete: delete even when that is over half the baselines."),
  ]

  func run(_ p: Parsed) throws -> Int32 {
    let dir = try fixturesFolder(p)
    let (scenes, errors) = FixtureLibrary.load(directory: dir)
    if !errors.isEmpty { throw badInput(errors) }
    // With no fixture every baseline would look orphaned: a wrong folder must not delete them all.
    guard !scenes.isEmpty else {
      throw Failure(
        code: Exit.badInput, message: "\(dir): no fixtures; every baseline would look orphaned")
    }
    let store = BaselineStore(root: p.value(.snapshots)!)
    let known = Set(
      scenes.flatMap { s in s.variants(.baselines).map { "\(s.name)/\($0.name)" } })
    for path in store.removeStaleTemporaries() { stdout("removed stale \(path)") }
    let all = store.baselines()
    let orphans = all.filter { !known.contains($0) }
    let delete = p.has(.delete)
    if delete && orphans.count * 2 > all.count && !p.has(.force) {
      throw Failure(
        code: Exit.badInput,
        message:
          "\(orphans.count) of \(all.count) baselines would be deleted; check \(OptionKey.fixtures) "
          + "and \(OptionKey.snapshots), or pass \(OptionKey.force)")
    }
    for o in orphans {
      if delete {
        try store.delete(o)
        stdout("deleted \(store.root)/\(o).png")
      } else {
        stdout("orphan \(store.root)/\(o).png")
      }
    }
    let count = "\(orphans.count) orphaned baseline\(orphans.count == 1 ? "" : "s")"
    print(
      orphans.isEmpty
        ? "no orphaned baselines"
        : "\(count)\(delete ? " deleted" : "; delete with \(OptionKey.delete)")")
    return Exit.clean
  }
}

/// `--fixtures`, checked to be a folder (bad input, 65, as `select` says of the pipeline's).
func fixturesFolder(_ p: Parsed) throws(Failure) -> String {
  let dir = p.value(.fixtures)!
  var isDir: ObjCBool = false
  guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
    throw Failure(code: Exit.badInput, message: "\(dir): no such fixtures folder")
  }
  return dir
}

/// Fixtures that failed to load, one line each.
func badInput(_ errors: [FixtureError]) -> Failure {
  Failure(code: Exit.badInput, message: errors.map(\.description).joined(separator: "\n"))
}
