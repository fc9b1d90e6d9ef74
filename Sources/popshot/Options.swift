// Hand-written argument parsing in swift-argument-parser's shape: each command is a name, an
// abstract and a table of options that also generates its --help; usage errors are one line and
// exit 64 (EX_USAGE), naming the nearest valid option. Options are named by `OptionKey` only,
// so a misspelt option does not compile.
import Foundation
import PopshotAudit
import PopshotGraphics
import PopshotReport
import PopshotRun
import PopshotSupport
import PopshotText

/// Every option's name on the command line (PopshotReport owns them, for the commands reports
/// print).
typealias OptionKey = CommandLineOption

struct OptionSpec {
  let key: OptionKey
  let value: String?  // nil: a flag
  let help: String
  var repeatable = false
  /// The option's value when it is not given: what `Parsed.value` returns then, and what help
  /// shows. The one place the default is written.
  var defaultValue: String? = nil
  /// What help says the default is when it is not one value the command line could give ("all
  /// cores", "the matrix's"): the run works it out, and `Parsed.value` returns nil.
  var defaultDescription: String? = nil
  /// The one-letter form (`-q`), if any.
  var short: Character? = nil
}

/// "a, b or c": a list of valid values as help and usage errors say it.
func alternatives(_ names: [String], or last: String = "or") -> String {
  guard names.count > 1 else { return names.first ?? "" }
  return names.dropLast().joined(separator: ", ") + " \(last) " + names.last!
}

/// A selection dimension's values from its type, then 'all': "portrait, landscape, or 'all'.".
func orAll(_ dimension: RunSelection.Dimension) -> String {
  RunSelection.names(dimension).joined(separator: ", ") + ", or 'all'."
}

struct UsageError: Error { let message: String }

let selectionOptions: [OptionSpec] = [
  fixturesOption,
  OptionSpec(
    key: .fixture, value: "name",
    help: "Only fixtures whose name matches (a glob such as 'toast-*'; comma-separated).",
    defaultDescription: "every fixture"),
  OptionSpec(
    key: .device, value: "list", help: "Devices, comma-separated, or 'all'.",
    defaultDescription: "the matrix's"),
  OptionSpec(
    key: .orientation, value: "list", help: orAll(.orientation),
    defaultDescription: "the matrix's"),
  OptionSpec(
    key: .appearance, value: "list", help: orAll(.appearance),
    defaultDescription: "the matrix's"),
  OptionSpec(
    key: .textSize, value: "list",
    help: "xSmall … accessibility5 (or the short names xS … AX5), or 'all'.",
    defaultDescription: "the matrix's"),
  OptionSpec(
    key: .design, value: "list",
    help: "classic (iOS 17–18), liquidGlass (iOS 26), or 'all'.",
    defaultDescription: "each fixture's, else \(RunSelection.defaultDesign)"),
  OptionSpec(
    key: .reduceTransparency, value: nil,
    help: "Draw every variant with Reduce Transparency on (frosted, more opaque glass)."),
  OptionSpec(
    key: .layoutDirection, value: "list",
    help: "ltr, rtl (right to left: the layout mirrored, as for Arabic and Hebrew), or 'all'.",
    defaultDescription: "ltr"),
  OptionSpec(
    key: .devicesFile, value: "file",
    help: "Devices of your own (a JSON array, docs/platform.md \"Devices\"), added to the run.",
    defaultDescription: "none"),
  OptionSpec(
    key: .boldText, value: nil, help: "Draw every variant with Bold Text on (heavier text)."),
  OptionSpec(
    key: .increaseContrast, value: nil,
    help: "Draw every variant with Increase Contrast on (high-contrast system colours)."),
  OptionSpec(
    key: .reduceMotion, value: nil,
    help: "Set Reduce Motion for every variant (read by views; a still has no motion)."),
  OptionSpec(
    key: .differentiateWithoutColor, value: nil,
    help: "Set Differentiate Without Color for every variant (read by the views that ask)."),
  OptionSpec(
    key: .locale, value: "id",
    help: "The locale views format with and whose <id>.lproj strings they read (ar, pt-BR).",
    defaultDescription: "en_US"),
  OptionSpec(
    key: .noChrome, value: nil,
    help: "Draw no status bar or home indicator (the safe areas stay the device's)."),
  OptionSpec(
    key: .state, value: "list",
    help:
      "default (the screen the fixture describes), page (the page before anything is "
      + "presented), a detent's name, or 'all'.",
    defaultDescription: "all"),
  OptionSpec(
    key: .matrix, value: "name", help: "The base matrix: default (baselines) or audit.",
    defaultDescription: "default"),
  OptionSpec(
    key: .jobs, value: "n", help: "Variants rendered at once; results do not depend on it.",
    defaultDescription: "all cores", short: "j"),
  OptionSpec(
    key: .shard, value: "i/n", help: "Only the i-th of n deterministic slices of the variants.",
    defaultValue: "1/1"),
]
let outOption = OptionSpec(
  key: .out, value: "dir", help: "Where renders and reports go.", defaultValue: ".build/popshot",
  short: "o")
let outputOptions: [OptionSpec] = [
  outOption,
  OptionSpec(key: .quiet, value: nil, help: "No progress; the summary alone.", short: "q"),
  OptionSpec(
    key: .verbose, value: nil, help: "Every variant, not only the findings grouped.",
    short: "v"),
  OptionSpec(
    key: .noColor, value: nil, help: "Plain text even on a terminal (so does NO_COLOR)."),
]
let reportingOptions: [OptionSpec] = [
  OptionSpec(
    key: .format, value: "format",
    help: "\(alternatives(ReportFormat.allCases.map(\.rawValue))); repeat for several.",
    repeatable: true, defaultValue: ReportFormat.text.rawValue),
  OptionSpec(
    key: .failOn, value: "level",
    help: "Exit 1 for findings at or above: \(alternatives(FailOn.allCases.map(\.rawValue))).",
    defaultValue: FailOn.error.rawValue),
]
/// `render --format`: what is drawn for each variant.
let renderFormatOption = OptionSpec(
  key: .format, value: "format",
  help: "png (the frame, and a contact sheet per fixture) or accessibility (what VoiceOver "
    + "reads, numbered in reading order with a legend, in accessibility/, and every hit region, "
    + "in hit-regions/); repeat for both.",
  repeatable: true, defaultValue: RenderFormat.png.rawValue)
let auditingOptions: [OptionSpec] = [
  OptionSpec(
    key: .profile, value: "name", help: "\(alternatives(Profile.all.map(\.name))).",
    defaultDescription: Profile.hig.name),
  OptionSpec(
    key: .config, value: "file",
    help: "Audit configuration (profile, rule severities, suppressions).",
    defaultDescription: "none"),
  OptionSpec(
    key: .auditBaseline, value: "file", help: "Accepted findings: only new ones fail.",
    defaultDescription: "none"),
]
let snapshotOptions: [OptionSpec] = [
  snapshotsOption,
  OptionSpec(
    key: .perceptual, value: nil,
    help: "Compare perceptually (pixelmatch's threshold 0.1) instead of exactly."),
]
let snapshotsOption = OptionSpec(
  key: .snapshots, value: "dir", help: "Where the baselines are.",
  defaultValue: OptionKey.defaultSnapshots)
/// `report` and `merge` write reports only.
let reportOutputOptions: [OptionSpec] = [
  OptionSpec(
    key: .out, value: "dir", help: "Where reports go.", defaultValue: outOption.defaultValue,
    short: "o"),
  OptionSpec(
    key: .snapshots, value: "dir",
    help: "Where the baselines are; a report may name files only there, in the output folder "
      + "and in its own folder.", defaultValue: snapshotsOption.defaultValue),
  OptionSpec(key: .noColor, value: nil, help: "Plain text (so does NO_COLOR)."),
]
/// The shared tables' options (each command's table is made of these, and may add its own).
let everyOption =
  selectionOptions + outputOptions + reportingOptions + auditingOptions + snapshotOptions
let fixturesOption = OptionSpec(
  key: .fixtures, value: "dir", help: "Where the fixtures are.",
  defaultValue: OptionKey.defaultFixtures)
let helpOption = OptionSpec(key: .help, value: nil, help: "Show help information.", short: "h")

let version =
  "popshot \(SARIFReport.toolVersion) (\(PopshotVersion.renderer); libpng \(PNGCodec.libpngVersion), "
  + "FreeType \(FontFace.freetypeVersion), HarfBuzz \(FontFace.harfbuzzVersion))"

/// The left column of an option's help line: `-o, --out <dir>`.
func synopsis(_ o: OptionSpec) -> String {
  let name = o.short.map { "-\($0), \(o.key)" } ?? o.key.rawValue
  return o.value.map { "\(name) <\($0)>" } ?? name
}

/// Two columns: names padded to 26, help wrapped to 80 columns.
func columns(_ rows: [(String, String)]) -> String {
  var s = ""
  for (left, right) in rows {
    var words = right.split(separator: " ").map(String.init)
    var line = "  " + left
    if line.count >= 26 {
      s += line + "\n"
      line = ""
    }
    line = line.padding(toLength: 26, withPad: " ", startingAt: 0)
    var first = true
    while !words.isEmpty {
      let w = words.removeFirst()
      if !first && line.count + 1 + w.count > 80 {
        s += line + "\n"
        line = String(repeating: " ", count: 26)
        first = true
      }
      line += (first ? "" : " ") + w
      first = false
    }
    s += line + "\n"
  }
  return s
}

/// A command's help in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, with
/// every option's default.
func help(_ c: any CommandRunner) -> String {
  var s = "OVERVIEW: \(c.abstract)\n\n"
  s += "USAGE: popshot \(c.name)\(c.positional.map { " \($0)" } ?? "") [<options>]\n\n"
  if !c.arguments.isEmpty {
    s += "ARGUMENTS:\n" + columns(c.arguments) + "\n"
  }
  s += "OPTIONS:\n"
  s += columns(
    (c.options + [helpOption]).map { o in
      let repeats = o.repeatable ? " (can be repeated)" : ""
      let d = (o.defaultValue ?? o.defaultDescription).map { " (default: \($0))" } ?? ""
      return (synopsis(o), o.help + repeats + d)
    })
  return s
}

var mainHelp: String {
  var s = """
    OVERVIEW: Renders iOS-style popups, toasts and sheets from Fixtures/, diffs them against
    Snapshots/, and audits them for contrast, hit targets, dismissal and timing.

    USAGE: popshot <subcommand> [<options>]

    OPTIONS:

    """
  s += columns([
    ("--version", "Show the version."), (synopsis(helpOption), helpOption.help),
  ])
  s += "\nSUBCOMMANDS:\n"
  s += columns(commands.map { ($0.name, $0.abstract) } + [("help", "Show a subcommand's help.")])
  s += """

    See 'popshot help <subcommand>' for detailed help.

    EXIT CODES: 0 clean; 1 snapshot differences, or findings at or above --fail-on; 64 usage
    error; 65 bad input (a fixture, baseline, sidecar, configuration or report that cannot be
    used); 70 internal error (a variant that cannot be drawn, a file that cannot be written).

    """
  return s
}

/// Parsed options: values by key (a repeatable option's in order) and positionals. An option
/// not given has its spec's `defaultValue`.
struct Parsed {
  var values: [OptionKey: [String]] = [:]
  var positionals: [String] = []
  /// The command's options' `defaultValue`s.
  var defaults: [OptionKey: String] = [:]
  /// The value given last, else the option's default; nil when neither.
  func value(_ k: OptionKey) -> String? { values[k]?.last ?? defaults[k] }
  /// Whether the option was given.
  func has(_ k: OptionKey) -> Bool { values[k] != nil }
  /// A repeatable option's values in order, else its default.
  func all(_ k: OptionKey) -> [String] { values[k] ?? defaults[k].map { [$0] } ?? [] }
}

func parse(_ c: any CommandRunner, _ args: [String]) throws(UsageError) -> Parsed {
  var p = Parsed()
  // Shared steps read options a command may not list (record's summary reads --format): they
  // have the tables' defaults, and the command's own table wins.
  for o in everyOption + c.options { p.defaults[o.key] = o.defaultValue }
  var i = 0
  let names = (c.options + [helpOption]).map(\.key.rawValue)
  while i < args.count {
    var a = args[i]
    i += 1
    // A short flag stands for its long name: -q, -o DIR, -j 4.
    if a.count == 2, a.hasPrefix("-"), let letter = a.last, letter != "-" {
      guard let spec = (c.options + [helpOption]).first(where: { $0.short == letter }) else {
        let shorts = (c.options + [helpOption]).compactMap { $0.short.map { "-\($0)" } }
        let hint = nearestName(a, shorts, otherwise: "; see 'popshot help \(c.name)'")
        throw UsageError(message: "unknown option '\(a)' for \(c.name)\(hint)")
      }
      a = spec.key.rawValue
    }
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
      let hint = nearestName(name, names, otherwise: "; see 'popshot help \(c.name)'")
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
      guard i < args.count else {
        throw UsageError(message: "\(key) needs a value (<\(valueName)>)")
      }
      v = args[i]
      i += 1
    }
    if p.has(key) && !spec.repeatable { throw UsageError(message: "\(key) is given twice") }
    p.values[key, default: []].append(v)
  }
  return p
}
