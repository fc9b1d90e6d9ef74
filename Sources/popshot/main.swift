// The popshot command line. See `popshot --help`; each command's options are listed by
// `popshot COMMAND --help` (Options.swift holds the table both come from).
import Foundation
import PopshotAudit
import PopshotGraphics
import PopshotReport
import PopshotScenes
import PopshotSnapshot
import PopshotText

let version = "popshot 0.1.0 (\(PopshotVersion.renderer); libpng \(PNGCodec.libpngVersion), FreeType \(FontFace.freetypeVersion), HarfBuzz \(FontFace.harfbuzzVersion))"

func main(_ arguments: [String]) -> Int32 {
  var args = arguments
  guard let first = args.first else { stderr("popshot: missing command; see 'popshot --help'"); return Exit.usage }
  if first == "--help" || first == "-h" { print(mainHelp); return Exit.clean }
  if first == "--version" { print(version); return Exit.clean }
  args.removeFirst()
  guard let command = commands.first(where: { $0.name == first }) else {
    let hint = nearestName(first, commands.map(\.name), otherwise: "; see 'popshot --help'")
    stderr("popshot: unknown command '\(first)'\(hint)")
    return Exit.usage
  }
  if args.contains("--help") { print(help(command), terminator: ""); return Exit.clean }
  do {
    let p = try parse(command, args)
    return try execute(command, p)
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

func execute(_ command: Command, _ p: Parsed) throws -> Int32 {
  let out = p.value("--out") ?? ".build/popshot"
  let color = !p.has("--no-color") && isatty(1) != 0 && ProcessInfo.processInfo.environment["CI"] != "true"
  let formats = p.all("--format").isEmpty ? ["text"] : p.all("--format")
  for f in formats where !["text", "json", "junit", "sarif", "html"].contains(f) {
    let hint = nearestName(f, ["text", "json", "junit", "sarif", "html"])
    throw UsageError(message: "--format takes text, json, junit, sarif or html, not '\(f)'\(hint)")
  }
  let failOnText = p.value("--fail-on") ?? "error"
  guard ["error", "warning", "never"].contains(failOnText) else {
    throw UsageError(message: "--fail-on takes error, warning or never, not '\(failOnText)'")
  }
  let failOn: Severity? = failOnText == "never" ? nil : Severity(rawValue: failOnText)
  var jobsCount = ProcessInfo.processInfo.activeProcessorCount
  if let j = p.value("--jobs") {
    guard let n = Int(j), n >= 1 else { throw UsageError(message: "--jobs takes a whole number of 1 or more, not '\(j)'") }
    jobsCount = n
  }

  switch command.name {
  case "list":
    guard p.positionals.count == 1 else { throw UsageError(message: "list takes one of devices, fixtures, rules") }
    switch p.positionals[0] {
    case "devices":
      for d in Device.catalog {
        print("\(d.id)\t\(d.name)\t\(Int(d.portraitSize.width))×\(Int(d.portraitSize.height)) pt @\(Int(d.scale))x")
      }
    case "fixtures":
      let (scenes, errors) = FixtureLibrary.load(directory: p.value("--fixtures") ?? "Fixtures")
      for s in scenes { print("\(s.name)\t\(s.seed ?? "")") }
      if !errors.isEmpty { throw Failure(code: Exit.badInput, message: errors.map(\.description).joined(separator: "\n")) }
    case "rules":
      for r in AuditRule.all { print("\(r.id)\t\(r.severity.rawValue)\t\(r.standard)") }
    case let other:
      throw UsageError(message: "list takes devices, fixtures or rules, not '\(other)'\(nearestName(other, ["devices", "fixtures", "rules"]))")
    }
    return Exit.clean

  case "clean":
    let (scenes, errors) = FixtureLibrary.load(directory: p.value("--fixtures") ?? "Fixtures")
    if !errors.isEmpty { throw Failure(code: Exit.badInput, message: errors.map(\.description).joined(separator: "\n")) }
    let store = BaselineStore(root: p.value("--snapshots") ?? "Snapshots")
    let known = Set(scenes.flatMap { s in s.variants(.default).map { "\(s.name)/\($0.name)" } })
    let orphans = store.orphans(known: known)
    for o in orphans {
      if p.has("--delete") { try store.delete(o); print("deleted \(store.root)/\(o).png") } else { print("orphan \(store.root)/\(o).png") }
    }
    print(orphans.isEmpty ? "no orphaned baselines" : "\(orphans.count) orphaned baseline\(orphans.count == 1 ? "" : "s")\(p.has("--delete") ? " deleted" : "; delete with --delete")")
    return Exit.clean

  case "report", "merge":
    let inputs = command.name == "report" ? (p.positionals.isEmpty ? ["\(out)/report.json"] : p.positionals) : p.positionals
    guard !inputs.isEmpty else { throw UsageError(message: "merge takes the shards' JSON reports") }
    var parts: [CheckReport] = []
    for path in inputs {
      guard let data = FileManager.default.contents(atPath: path) else { throw Failure(code: Exit.badInput, message: "\(path): cannot read the report") }
      do { parts.append(try CheckReport.decode(data, path: path)) } catch { throw Failure(code: Exit.badInput, message: "\(error)") }
    }
    try prepareOut(out)
    let report = CheckReport.merge(parts)
    try writeReports(report, formats: formats, out: out, color: color, verbose: p.has("--verbose"))
    return report.fails(Severity(rawValue: report.failOn)) ? Exit.failed : Exit.clean

  default:
    let (jobs, files) = try selectJobs(p)
    try prepareOut(out)
    var plan = RunPlan(out: out, writeRenders: command.name == "render" || command.name == "check")
    let snapshots = p.value("--snapshots") ?? "Snapshots"
    if ["check", "verify", "record"].contains(command.name) {
      plan.verify = SnapshotVerifier(
        store: BaselineStore(root: snapshots), mode: command.name == "record" ? .all : .fromEnvironment(),
        options: p.has("--perceptual") ? .perceptual : .exact, artifactsDirectory: "\(out)/failures")
    }
    var config = AuditConfig()
    if ["check", "audit"].contains(command.name) {
      if let path = p.value("--config") {
        do { config = try AuditConfig.load(path: path) } catch { throw Failure(code: Exit.badInput, message: error.description) }
      }
      if let name = p.value("--profile") {
        guard let profile = Profile.named(name) else {
          throw UsageError(message: "--profile takes hig, material, wcag-aa or wcag-aaa, not '\(name)'\(nearestName(name, Profile.all.map(\.name)))")
        }
        config.profile = profile
      }
      plan.auditor = Auditor(config: config)
      if let path = p.value("--audit-baseline") {
        do { plan.accepted = try AuditBaseline.load(path: path).accepted } catch { throw Failure(code: Exit.badInput, message: error.description) }
      }
    }
    let start = Date()
    let outcomes = run(jobs, files: files, plan: plan, jobsCount: jobsCount, quiet: p.has("--quiet"))
    let results = outcomes.map(\.0)
    /// Contact sheets reuse the scenes the run already laid out.
    func contactSheets() throws {
      for fixture in Set(jobs.map(\.scene.name)).sorted() {
        let rendered = outcomes.compactMap { $0.0.fixture == fixture ? $0.1 : nil }
        guard !rendered.isEmpty else { continue }
        try PNGCodec.write(try ReportImages.contactSheet(rendered, title: fixture), to: "\(out)/contact/\(fixture).png", compression: .fast)
      }
    }
    let report = CheckReport(tool: version, profile: config.profile.name, failOn: failOnText, shard: p.value("--shard") ?? "1/1",
      results: results, seconds: Date().timeIntervalSince(start))
    if command.name == "render" {
      try contactSheets()
      let failures = results.filter { $0.status == .error }
      for f in failures { stderr("popshot: \(f.fixture) \(f.variant): \(f.message ?? "")") }
      print("rendered \(results.count - failures.count) of \(results.count) variants of \(Set(jobs.map(\.scene.name)).count) fixtures to \(out)/render (contact sheets in \(out)/contact)")
      return failures.isEmpty ? Exit.clean : Exit.internalError
    }
    if formats.contains("html") { try contactSheets() }
    try writeReports(report, formats: formats, out: out, color: color, verbose: p.has("--verbose"))
    if results.contains(where: { $0.status == .error }) { return Exit.internalError }
    return report.fails(failOn) ? Exit.failed : Exit.clean
  }
}

exit(main(Array(CommandLine.arguments.dropFirst())))
