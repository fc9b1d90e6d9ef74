// Hand-written argument parsing in swift-argument-parser's shape: each command is a name, an
// abstract and a table of options that also generates its --help; usage errors are one line and
// exit 64 (EX_USAGE), naming the nearest valid option.
import Foundation
import PopshotScenes

struct OptionSpec {
  let name: String
  let value: String?  // nil: a flag
  let help: String
  var repeatable = false
}

struct Command {
  let name: String
  let abstract: String
  let positional: String?
  let options: [OptionSpec]
}

struct UsageError: Error { let message: String }
/// Exit codes (sysexits.h where one fits).
enum Exit {
  static let clean: Int32 = 0, failed: Int32 = 1, usage: Int32 = 64, badInput: Int32 = 65, internalError: Int32 = 70
}

let selection: [OptionSpec] = [
  OptionSpec(name: "--fixtures", value: "DIR", help: "where the fixtures are (default Fixtures)"),
  OptionSpec(name: "--fixture", value: "NAME", help: "only fixtures whose name matches (a glob such as 'toast-*'; comma-separated)"),
  OptionSpec(name: "--device", value: "LIST", help: "devices, comma-separated, or 'all' (default: the matrix's)"),
  OptionSpec(name: "--orientation", value: "LIST", help: "portrait, landscape, or 'all'"),
  OptionSpec(name: "--appearance", value: "LIST", help: "light, dark, or 'all'"),
  OptionSpec(name: "--text-size", value: "LIST", help: "xSmall … accessibility5, or 'all'"),
  OptionSpec(name: "--matrix", value: "NAME", help: "the base matrix: default (baselines) or audit"),
  OptionSpec(name: "--jobs", value: "N", help: "variants rendered at once (default: all cores); results do not depend on it"),
  OptionSpec(name: "--shard", value: "I/N", help: "only the I-th of N deterministic slices of the variants"),
]
let output: [OptionSpec] = [
  OptionSpec(name: "--out", value: "DIR", help: "where renders and reports go (default .build/popshot)"),
  OptionSpec(name: "--quiet", value: nil, help: "no progress, only the summary"),
  OptionSpec(name: "--verbose", value: nil, help: "list every variant, not only the ones with problems"),
  OptionSpec(name: "--no-color", value: nil, help: "plain text even on a terminal"),
]
let reporting: [OptionSpec] = [
  OptionSpec(name: "--format", value: "FORMAT", help: "text, json, junit, sarif or html; repeat for several (default text)", repeatable: true),
  OptionSpec(name: "--fail-on", value: "LEVEL", help: "exit 1 for findings at or above: error (default), warning, never"),
]
let auditing: [OptionSpec] = [
  OptionSpec(name: "--profile", value: "NAME", help: "hig (default), material, wcag-aa or wcag-aaa"),
  OptionSpec(name: "--config", value: "FILE", help: "audit configuration (profile, rule severities, suppressions)"),
  OptionSpec(name: "--audit-baseline", value: "FILE", help: "accepted findings: only new ones fail"),
]
let snapshots: [OptionSpec] = [
  OptionSpec(name: "--snapshots", value: "DIR", help: "where the baselines are (default Snapshots)"),
  OptionSpec(name: "--perceptual", value: nil, help: "compare perceptually (pixelmatch's threshold 0.1) instead of exactly"),
]

let commands: [Command] = [
  Command(name: "check", abstract: "Render every variant, verify it against its baseline, audit it, and write the reports.", positional: nil,
    options: selection + snapshots + auditing + reporting + output),
  Command(name: "render", abstract: "Render PNGs (and a contact sheet per fixture) for designers.", positional: nil, options: selection + output),
  Command(name: "verify", abstract: "Compare renders with their baselines only.", positional: nil, options: selection + snapshots + reporting + output),
  Command(name: "record", abstract: "Write (or overwrite) the baselines of the selected variants.", positional: nil, options: selection + snapshots + output),
  Command(name: "audit", abstract: "Audit contrast, targets, dismissal and timing only.", positional: nil, options: selection + auditing + reporting + output),
  Command(name: "report", abstract: "Write reports from a previous run's JSON (OUT/report.json by default).", positional: "[FILE]",
    options: reporting + [OptionSpec(name: "--out", value: "DIR", help: "where reports go (default .build/popshot)"), OptionSpec(name: "--no-color", value: nil, help: "plain text")]),
  Command(name: "merge", abstract: "Combine shards' JSON reports into the full set of reports.", positional: "FILE...",
    options: reporting + [OptionSpec(name: "--out", value: "DIR", help: "where reports go (default .build/popshot)"), OptionSpec(name: "--no-color", value: nil, help: "plain text")]),
  Command(name: "list", abstract: "List devices, fixtures or rules.", positional: "devices|fixtures|rules",
    options: [OptionSpec(name: "--fixtures", value: "DIR", help: "where the fixtures are (default Fixtures)")]),
  Command(name: "clean", abstract: "List baselines whose fixture or variant no longer exists; delete them with --delete.", positional: nil,
    options: [OptionSpec(name: "--fixtures", value: "DIR", help: "where the fixtures are (default Fixtures)"),
              OptionSpec(name: "--snapshots", value: "DIR", help: "where the baselines are (default Snapshots)"),
              OptionSpec(name: "--delete", value: nil, help: "delete the orphans instead of listing them")]),
]

func help(_ c: Command) -> String {
  var s = "usage: popshot \(c.name)\(c.positional.map { " \($0)" } ?? "") [options]\n\n\(c.abstract)\n\noptions:\n"
  for o in c.options {
    let left = o.value.map { "\(o.name) \($0)" } ?? o.name
    s += "  \(left.padding(toLength: max(22, left.count + 2), withPad: " ", startingAt: 0))\(o.help)\n"
  }
  s += "  --help                \("show this help")\n"
  return s
}

let mainHelp = """
  usage: popshot COMMAND [options]

  Renders iOS-style popups, toasts and sheets from Fixtures/, diffs them against Snapshots/, and
  audits them for contrast, hit targets, dismissal and timing.

  commands:
  \(commands.map { "  \($0.name.padding(toLength: 8, withPad: " ", startingAt: 0))\($0.abstract)" }.joined(separator: "\n"))

  Run 'popshot COMMAND --help' for a command's options. Exit codes: 0 clean, 1 differences or
  findings at or above --fail-on, 64 usage error, 65 bad input, 70 internal error.
  """

/// Parsed options: values by name (repeatable ones joined by a newline) and positionals.
struct Parsed {
  var values: [String: [String]] = [:]
  var positionals: [String] = []
  func value(_ n: String) -> String? { values[n]?.last }
  func has(_ n: String) -> Bool { values[n] != nil }
  func all(_ n: String) -> [String] { values[n] ?? [] }
}

func parse(_ c: Command, _ args: [String]) throws(UsageError) -> Parsed {
  var p = Parsed()
  var i = 0
  let names = c.options.map(\.name) + ["--help"]
  while i < args.count {
    let a = args[i]
    i += 1
    if !a.hasPrefix("--") {
      guard c.positional != nil else { throw UsageError(message: "\(c.name) takes no argument '\(a)'") }
      p.positionals.append(a)
      continue
    }
    let (name, inline) = a.contains("=") ? (String(a.prefix { $0 != "=" }), String(a.drop { $0 != "=" }.dropFirst())) : (a, nil)
    guard let spec = c.options.first(where: { $0.name == name }) else {
      let hint = nearestName(name, names, otherwise: "; see 'popshot \(c.name) --help'")
      throw UsageError(message: "unknown option '\(name)' for \(c.name)\(hint)")
    }
    if spec.value == nil {
      guard inline == nil else { throw UsageError(message: "\(name) takes no value") }
      if p.values[name] != nil { throw UsageError(message: "\(name) is given twice") }
      p.values[name, default: []].append("")
      continue
    }
    let v: String
    if let inline { v = inline } else {
      guard i < args.count else { throw UsageError(message: "\(name) needs a value (\(spec.value!))") }
      v = args[i]
      i += 1
    }
    if p.values[name] != nil && !spec.repeatable { throw UsageError(message: "\(name) is given twice") }
    p.values[name, default: []].append(v)
  }
  return p
}
