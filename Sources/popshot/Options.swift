// Hand-written argument parsing in swift-argument-parser's shape: each command is a name, an
// abstract and a table of options that also generates its --help; usage errors are one line and
// exit 64 (EX_USAGE), naming the nearest valid option. Options are named by `OptionKey` only,
// so a misspelt option does not compile.
import Foundation
import PopshotGraphics
import PopshotReport
import PopshotRun
import PopshotText

/// Every option's name on the command line.
enum OptionKey: String, CustomStringConvertible {
  // Selection.
  case fixtures = "--fixtures"
  case fixture = "--fixture"
  case device = "--device"
  case orientation = "--orientation"
  case appearance = "--appearance"
  case textSize = "--text-size"
  case matrix = "--matrix"
  case jobs = "--jobs"
  case shard = "--shard"
  // Output.
  case out = "--out"
  case quiet = "--quiet"
  case verbose = "--verbose"
  case noColor = "--no-color"
  // Reporting.
  case format = "--format"
  case failOn = "--fail-on"
  // Auditing.
  case profile = "--profile"
  case config = "--config"
  case auditBaseline = "--audit-baseline"
  // Snapshots.
  case snapshots = "--snapshots"
  case perceptual = "--perceptual"
  // clean.
  case delete = "--delete"
  case force = "--force"
  // Every command's, and popshot's own.
  case help = "--help"
  case shortHelp = "-h"
  case version = "--version"

  /// The name, so messages read "\(OptionKey.jobs) takes …".
  var description: String { rawValue }
}

struct OptionSpec {
  let key: OptionKey
  let value: String?  // nil: a flag
  let help: String
  var repeatable = false
}

struct UsageError: Error { let message: String }

let selectionOptions: [OptionSpec] = [
  OptionSpec(key: .fixtures, value: "DIR", help: "where the fixtures are (default Fixtures)"),
  OptionSpec(
    key: .fixture, value: "NAME",
    help: "only fixtures whose name matches (a glob such as 'toast-*'; comma-separated)"),
  OptionSpec(
    key: .device, value: "LIST",
    help: "devices, comma-separated, or 'all' (default: the matrix's)"),
  OptionSpec(key: .orientation, value: "LIST", help: "portrait, landscape, or 'all'"),
  OptionSpec(key: .appearance, value: "LIST", help: "light, dark, or 'all'"),
  OptionSpec(key: .textSize, value: "LIST", help: "xSmall … accessibility5, or 'all'"),
  OptionSpec(key: .matrix, value: "NAME", help: "the base matrix: default (baselines) or audit"),
  OptionSpec(
    key: .jobs, value: "N",
    help: "variants rendered at once (default: all cores); results do not depend on it"),
  OptionSpec(
    key: .shard, value: "I/N",
    help: "only the I-th of N deterministic slices of the variants"),
]
let outputOptions: [OptionSpec] = [
  OptionSpec(
    key: .out, value: "DIR",
    help: "where renders and reports go (default .build/popshot)"),
  OptionSpec(key: .quiet, value: nil, help: "no progress, only the summary"),
  OptionSpec(
    key: .verbose, value: nil,
    help: "list every variant, not only the ones with problems"),
  OptionSpec(key: .noColor, value: nil, help: "plain text even on a terminal"),
]
let reportingOptions: [OptionSpec] = [
  OptionSpec(
    key: .format, value: "FORMAT",
    help: "text, json, junit, sarif or html; repeat for several (default text)", repeatable: true),
  OptionSpec(
    key: .failOn, value: "LEVEL",
    help: "exit 1 for findings at or above: error (default), warning, never"),
]
let auditingOptions: [OptionSpec] = [
  OptionSpec(key: .profile, value: "NAME", help: "hig (default), material, wcag-aa or wcag-aaa"),
  OptionSpec(
    key: .config, value: "FILE",
    help: "audit configuration (profile, rule severities, suppressions)"),
  OptionSpec(key: .auditBaseline, value: "FILE", help: "accepted findings: only new ones fail"),
]
let snapshotOptions: [OptionSpec] = [
  OptionSpec(key: .snapshots, value: "DIR", help: "where the baselines are (default Snapshots)"),
  OptionSpec(
    key: .perceptual, value: nil,
    help: "compare perceptually (pixelmatch's threshold 0.1) instead of exactly"),
]
/// `report` and `merge` write reports only.
let reportOutputOptions: [OptionSpec] = [
  OptionSpec(key: .out, value: "DIR", help: "where reports go (default .build/popshot)"),
  OptionSpec(
    key: .snapshots, value: "DIR",
    help: "where the baselines are (default Snapshots); a report may name files only there, in "
      + "the output folder and in its own folder"),
  OptionSpec(key: .noColor, value: nil, help: "plain text"),
]
let fixturesOption = OptionSpec(
  key: .fixtures, value: "DIR", help: "where the fixtures are (default Fixtures)")
let helpOption = OptionSpec(key: .help, value: nil, help: "show this help")

let version =
  "popshot \(SARIFReport.toolVersion) (\(PopshotVersion.renderer); libpng \(PNGCodec.libpngVersion), "
  + "FreeType \(FontFace.freetypeVersion), HarfBuzz \(FontFace.harfbuzzVersion))"

func help(_ c: any CommandRunner) -> String {
  var s = "usage: popshot \(c.name)\(c.positional.map { " \($0)" } ?? "") [options]\n\n"
  s += "\(c.abstract)\n\noptions:\n"
  for o in c.options + [helpOption] {
    let left = o.value.map { "\(o.key) \($0)" } ?? o.key.rawValue
    let padded = left.padding(toLength: max(22, left.count + 2), withPad: " ", startingAt: 0)
    s += "  \(padded)\(o.help)\n"
  }
  return s
}

let mainHelp = """
  usage: popshot COMMAND [options]

  Renders iOS-style popups, toasts and sheets from Fixtures/, diffs them against Snapshots/, and
  audits them for contrast, hit targets, dismissal and timing.

  commands:
  \(commands.map { c in
    "  \(c.name.padding(toLength: 8, withPad: " ", startingAt: 0))\(c.abstract)"
  }.joined(separator: "\n"))

  Run 'popshot COMMAND --help' for a command's options. Exit codes: 0 clean, 1 differences or
  findings at or above --fail-on, 64 usage error, 65 bad input, 70 internal error.
  """

/// Parsed options: values by key (a repeatable option's in order) and positionals.
struct Parsed {
  var values: [OptionKey: [String]] = [:]
  var positionals: [String] = []
  func value(_ k: OptionKey) -> String? { values[k]?.last }
  func has(_ k: OptionKey) -> Bool { values[k] != nil }
  func all(_ k: OptionKey) -> [String] { values[k] ?? [] }
}

func parse(_ c: any CommandRunner, _ args: [String]) throws(UsageError) -> Parsed {
  var p = Parsed()
  var i = 0
  let names = (c.options + [helpOption]).map(\.key.rawValue)
  while i < args.count {
    let a = args[i]
    i += 1
    if !a.hasPrefix("--") {
      guard c.positional != nil else {
        throw UsageError(message: "\(c.name) takes no argument '\(a)'")
      }
      p.positionals.append(a)
      continue
    }
    let (name, inline) =
      a.contains("=")
      ? (String(a.prefix { $0 != "=" }), String(a.drop { $0 != "=" }.dropFirst())) : (a, nil)
    guard let spec = c.options.first(where: { $0.key.rawValue == name }) else {
      let hint = nearestName(name, names, otherwise: "; see 'popshot \(c.name) \(OptionKey.help)'")
      throw UsageError(message: "unknown option '\(name)' for \(c.name)\(hint)")
    }
    let key = spec.key
    guard let valueName = spec.value else {
      guard inline == nil else { throw UsageError(message: "\(key) takes no value") }
      if p.has(key) { throw UsageError(message: "\(key) is given twice") }
      p.values[key, default: []].append("")
      continue
    }
    let v: String
    if let inline {
      v = inline
    } else {
      guard i < args.count else { throw UsageError(message: "\(key) needs a value (\(valueName))") }
      v = args[i]
      i += 1
    }
    if p.has(key) && !spec.repeatable { throw UsageError(message: "\(key) is given twice") }
    p.values[key, default: []].append(v)
  }
  return p
}
