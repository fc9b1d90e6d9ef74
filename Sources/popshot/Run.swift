// check, render, verify, record and audit: a selection run through PopshotRun's pipeline with
// the steps each command asks for, then reports (or, for render, a summary) printed here.
import Foundation
import PopshotAudit
import PopshotReport
import PopshotRun
import PopshotScenes
import PopshotSnapshot
import PopshotSupport
import PopshotText
import PopshotUI
import Synchronization

struct CheckCommand: CommandRunner {
  let name = "check"
  let abstract =
    "Render every variant, verify it against its baseline, audit it, and write the reports."
  let options =
    selectionOptions + snapshotOptions + auditingOptions + reportingOptions + outputOptions

  func run(_ p: Parsed) throws -> Int32 {
    try PipelineRun(p, renders: nil, verify: .fromEnvironment(), audit: true).finish()
  }
}

struct RenderCommand: CommandRunner {
  let name = "render"
  let abstract =
    "Render PNGs (and a contact sheet per fixture), or accessibility overlays, for designers."
  let options = selectionOptions + [renderFormatOption] + outputOptions

  func run(_ p: Parsed) throws -> Int32 {
    var formats: [RenderFormat] = []
    for f in p.all(.format) {
      guard let format = RenderFormat(rawValue: f) else {
        let known = RenderFormat.allCases.map(\.rawValue)
        throw UsageError(
          message: "\(OptionKey.format) takes \(alternatives(known)), not '\(f)'"
            + nearestName(f, known))
      }
      if !formats.contains(format) { formats.append(format) }
    }
    let run = try PipelineRun(
      p, renders: formats.contains(.png), verify: nil, audit: false,
      accessibility: formats.contains(.accessibility), renderFormats: true)
    let out = run.reporting.out
    if formats.contains(.png) { try Pipeline.writeContactSheets(run.outcomes, out: out) }
    let results = run.report.results
    let failures = results.filter { $0.status == .error }
    for f in failures { stderr("popshot: \(f.fixture) \(f.variant): \(f.message ?? "")") }
    let fixtures = run.selection.fixtureNames.count
    var wrote: [String] = []
    if formats.contains(.png) { wrote.append("\(out)/render (contact sheets in \(out)/contact)") }
    if formats.contains(.accessibility) {
      wrote.append("\(out)/accessibility (hit regions in \(out)/hit-regions)")
    }
    print(
      "rendered \(results.count - failures.count) of \(results.count) variants of \(fixtures) "
        + "fixtures to " + wrote.joined(separator: " and "))
    return failures.isEmpty ? Exit.clean : Exit.internalError
  }
}

struct VerifyCommand: CommandRunner {
  let name = "verify"
  let abstract = "Compare renders with their baselines only."
  let options = selectionOptions + snapshotOptions + reportingOptions + outputOptions

  func run(_ p: Parsed) throws -> Int32 {
    try PipelineRun(p, renders: nil, verify: .fromEnvironment(), audit: false).finish()
  }
}

struct RecordCommand: CommandRunner {
  let name = "record"
  let abstract = "Write (or overwrite) the baselines of the selected variants."
  let options = selectionOptions + snapshotOptions + outputOptions

  func run(_ p: Parsed) throws -> Int32 {
    try PipelineRun(p, renders: false, verify: .all, audit: false).finish()
  }
}

struct AuditCommand: CommandRunner {
  let name = "audit"
  let abstract = "Audit contrast, targets, dismissal and timing only."
  let options = selectionOptions + auditingOptions + reportingOptions + outputOptions

  func run(_ p: Parsed) throws -> Int32 {
    try PipelineRun(p, renders: nil, verify: nil, audit: true).finish()
  }
}

/// The options of commands that write reports, checked before any work.
struct Reporting {
  let out: String, color: Bool, verbose: Bool, quiet: Bool
  /// The baselines' folder (`report` and `merge` read files a report names only there, in the
  /// output folder and in the report's own folder).
  let snapshots: String
  let formats: [ReportFormat]
  /// --fail-on, which the report records.
  let failOn: FailOn

  /// `reportFormats` false: `--format` is the command's own (render's), not a report's.
  init(_ p: Parsed, reportFormats: Bool = true) throws(UsageError) {
    out = p.value(.out)!
    snapshots = p.value(.snapshots)!
    let env = ProcessInfo.processInfo.environment
    // NO_COLOR (no-color.org): any non-empty value turns colour off.
    let noColor = !(env["NO_COLOR"] ?? "").isEmpty
    color = !p.has(.noColor) && !noColor && isatty(1) != 0 && !RecordMode.isCI(env)
    verbose = p.has(.verbose)
    quiet = p.has(.quiet)
    var formats: [ReportFormat] = []
    for f in reportFormats ? p.all(.format) : [] {
      guard let format = ReportFormat(rawValue: f) else {
        let known = ReportFormat.allCases.map(\.rawValue)
        let hint = nearestName(f, known)
        throw UsageError(
          message: "\(OptionKey.format) takes \(alternatives(known)), not '\(f)'\(hint)")
      }
      formats.append(format)
    }
    self.formats = formats
    let failOnText = p.value(.failOn)!
    guard let level = FailOn(rawValue: failOnText) else {
      let known = alternatives(FailOn.allCases.map(\.rawValue))
      throw UsageError(message: "\(OptionKey.failOn) takes \(known), not '\(failOnText)'")
    }
    failOn = level
  }

  /// Writes report.json and the formats asked for, up to `jobs` files at once; the text summary
  /// goes to standard output.
  func write(_ report: CheckReport, jobs: Int = ProcessInfo.processInfo.activeProcessorCount)
    throws
  {
    try writeReports(
      report, formats: formats, out: out, color: color, verbose: verbose, quiet: quiet, jobs: jobs)
  }
}

/// A pipeline command's run: options checked, variants selected, the output folder checked,
/// the plan built from the steps asked for, and every variant run.
struct PipelineRun {
  let reporting: Reporting
  let selection: Selection
  let outcomes: [RunOutcome]
  let report: CheckReport
  /// --jobs, or every core: the variants, and then the report files, made at once.
  let jobs: Int

  /// `renders`: whether to write every render; nil for `--format png` (a report's format).
  init(
    _ p: Parsed, renders: Bool?, verify mode: RecordMode?, audit: Bool,
    accessibility: Bool = false, renderFormats: Bool = false
  ) throws {
    if mode != nil, let problem = RecordMode.environmentProblem() {
      throw UsageError(message: problem)
    }
    reporting = try Reporting(p, reportFormats: !renderFormats)
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    if let j = p.value(.jobs) {
      guard let n = Int(j), n >= 1 else {
        throw UsageError(message: "\(OptionKey.jobs) takes a whole number of 1 or more, not '\(j)'")
      }
      jobs = n
    }
    self.jobs = jobs
    // The audit configuration may name the designs, so it is read before the variants are chosen.
    var config = AuditConfig()
    if audit, let path = p.value(.config) {
      do { config = try AuditConfig.load(path: path) } catch {
        throw Failure(code: Exit.badInput, message: error.description)
      }
    }
    selection = try select(p, designs: config.designs, devices: config.devices)
    let out = reporting.out
    try prepareOut(out)
    var plan = RunPlan(out: out, writeRenders: renders ?? reporting.formats.contains(.png))
    plan.writeAccessibility = accessibility || reporting.formats.contains(.accessibility)
    plan.writeAnnotated = audit && reporting.formats.contains(.annotated)
    if let mode {
      let store = BaselineStore(root: p.value(.snapshots)!)
      // What interrupted records left in the selected fixtures' folders (owner gone) goes first.
      let fixtures = selection.fixtureNames
      for path in store.removeStaleTemporaries(of: fixtures) {
        stderr("popshot: removed stale \(path)")
      }
      plan.verify = SnapshotVerifier(
        store: store, mode: mode,
        options: p.has(.perceptual) ? .perceptual : .exact, artifactsDirectory: "\(out)/failures")
    }
    if audit {
      if let name = p.value(.profile) {
        guard let profile = Profile.named(name) else {
          let known = Profile.all.map(\.name)
          let hint = nearestName(name, known)
          throw UsageError(
            message: "\(OptionKey.profile) takes \(alternatives(known)), not '\(name)'\(hint)")
        }
        config.profile = profile
      }
      plan.auditor = Auditor(config: config)
      if let path = p.value(.auditBaseline) {
        do { plan.accepted = try AuditBaseline.load(path: path).accepted } catch {
          throw Failure(code: Exit.badInput, message: error.description)
        }
      }
    }
    let start = Date()
    let progress = Progress(total: selection.jobs.count, quiet: p.has(.quiet))
    outcomes = Pipeline.run(selection, plan: plan, jobs: jobs) { progress.step($0) }
    var made = CheckReport(
      tool: version, profile: config.profile.name, failOn: reporting.failOn,
      shard: p.value(.shard)!, results: outcomes.map(\.result),
      seconds: Date().timeIntervalSince(start), started: start)
    if plan.auditor != nil {
      made.rules = outcomes.reduce(into: [:]) { all, o in
        all.merge(o.tallies, uniquingKeysWith: +)
      }
    }
    report = made
  }

  /// Writes the reports (with contact sheets for HTML); exits 70 if a variant could not be run,
  /// else 1 for differences or findings at or above --fail-on.
  func finish() throws -> Int32 {
    if reporting.formats.contains(.html) {
      try Pipeline.writeContactSheets(outcomes, out: reporting.out)
    }
    try reporting.write(report, jobs: jobs)
    return exitCode(report, failOn: reporting.failOn)
  }
}

/// A run's exit code: 65 when a baseline or sidecar could not be used (each named on standard
/// error), 70 when a variant could not be drawn or written, else 1 for differences or findings
/// at or above `failOn`, else 0.
func exitCode(_ report: CheckReport, failOn: FailOn) -> Int32 {
  let errors = report.sorted.filter { $0.status == .error }
  for e in errors {
    let first = e.message?.split(separator: "\n").first.map(String.init) ?? "error"
    stderr("popshot: \(e.fixture) \(e.variant): \(first)")
  }
  if errors.contains(where: { $0.problem == .badInput }) { return Exit.badInput }
  if !errors.isEmpty { return Exit.internalError }
  return report.fails(failOn) ? Exit.failed : Exit.clean
}

/// The selection options' variants; selection errors become the messages popshot prints.
/// `designs` (the audit configuration's) stand when `--design` is not given.
func select(_ p: Parsed, designs: [Design]? = nil, devices: [Device] = []) throws(Failure)
  -> Selection
{
  let selection = RunSelection(
    fixtures: p.value(.fixtures)!, fixture: p.value(.fixture),
    matrix: p.value(.matrix),
    devices: p.value(.device), orientations: p.value(.orientation),
    appearances: p.value(.appearance), textSizes: p.value(.textSize),
    designs: p.value(.design),
    states: p.value(.state), shard: p.value(.shard))
  var chosen = selection
  chosen.reduceTransparency = p.has(.reduceTransparency)
  chosen.hidesSystemChrome = p.has(.noChrome)
  chosen.layoutDirections = p.value(.layoutDirection)
  chosen.boldText = p.has(.boldText)
  chosen.increaseContrast = p.has(.increaseContrast)
  chosen.reduceMotion = p.has(.reduceMotion)
  chosen.differentiateWithoutColor = p.has(.differentiateWithoutColor)
  chosen.locale = p.value(.locale)
  chosen.configuredDesigns = designs
  chosen.addedDevices = devices
  if let file = p.value(.devicesFile) {
    do { chosen.addedDevices += try Device.load(path: file) } catch {
      throw Failure(code: Exit.badInput, message: error.description)
    }
  }
  do { return try chosen.select() } catch {
    let message =
      switch error {
      case .noFixturesFolder(let dir): "\(dir): no such fixtures folder"
      case .noVariants(let dir, 0): "\(dir): no fixtures, so no variant to render"
      case .noVariants(_, let n):
        "the selection yields no variant of its \(n) fixture\(n == 1 ? "" : "s"): their own "
          + "variants leave none of the matrix and the options"
      case .badFixtures(let errors): badInput(errors).message
      case .noFixtureMatches(let pattern, let known):
        "no fixture matches '\(pattern)'\(nearestName(pattern, known))"
      case .unknownMatrix(let name): "\(OptionKey.matrix) takes default or audit, not '\(name)'"
      case .unknownValue(let dimension, let item):
        unknownValue(dimension, item)
      case .badShard(let shard): "\(OptionKey.shard) takes I/N with 1 ≤ I ≤ N, not '\(shard)'"
      }
    throw Failure(code: error.code, message: message)
  }
}

/// "--device: unknown value 'iphone15'; did you mean 'iphone-15'? Valid: …, or all".
func unknownValue(_ dimension: RunSelection.Dimension, _ item: String) -> String {
  let names = RunSelection.names(dimension)
  let shown = dimension == .textSize ? names + DynamicTypeSize.allCases.map(\.shortName) : names
  let hint = nearestName(item, shown)
  let valid = "\(names.joined(separator: ", ")), or all"
  return
    "\(optionKey(dimension)): unknown value '\(item)'"
    + (hint.isEmpty ? "; valid: \(valid)" : "\(hint) Valid: \(valid)")
}

func optionKey(_ d: RunSelection.Dimension) -> OptionKey {
  switch d {
  case .device: .device
  case .orientation: .orientation
  case .appearance: .appearance
  case .textSize: .textSize
  case .design: .design
  case .layoutDirection: .layoutDirection
  case .locale: .locale
  case .state: .state
  }
}

/// Progress on a terminal (a bar with done/total, the current fixture, elapsed and ETA), plain
/// lines elsewhere or on CI.
final class Progress: Sendable {
  let total: Int, start = Date(), tty: Bool, quiet: Bool
  /// Variants done, and the last tenth of them printed (plain lines).
  private let counts = Mutex((done: 0, lastDecile: -1))
  init(total: Int, quiet: Bool) {
    self.total = total
    self.quiet = quiet
    tty = isatty(2) != 0 && !RecordMode.isCI()
  }
  func step(_ what: String) {
    guard !quiet, total > 0 else { return }
    counts.withLock { counts in
      counts.done += 1
      draw(what, done: counts.done, lastDecile: &counts.lastDecile)
    }
  }

  /// One step's line, written while the counts are locked so lines come out in order.
  private func draw(_ what: String, done: Int, lastDecile: inout Int) {
    let elapsed = Date().timeIntervalSince(start)
    if tty {
      let width = 24
      let filled = done * width / total
      let eta = done > 0 ? elapsed / Double(done) * Double(total - done) : 0
      let bar =
        String(repeating: "█", count: filled)
        + String(repeating: "·", count: width - filled)
      let line = String(
        format: "\r\u{1B}[K%@ %d/%d %@  %.1fs  ETA %.1fs",
        bar, done, total, TextReport.escaped(what), elapsed, eta)
      FileHandle.standardError.write(Data(line.utf8))
      if done == total { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    } else {
      let decile = done * 10 / total
      if decile != lastDecile {
        lastDecile = decile
        stderr(
          String(
            format: "progress: %d/%d variants (%d%%), %.1f s",
            done, total, done * 100 / total, elapsed))
      }
    }
  }
}
