// The popshot command line. So far: `render` (every fixture's default matrix to PNGs) and
// `render-reference` (the graphics benchmark's frame). The full set of commands (check, verify,
// record, audit…) arrives with the CLI issue.
import Foundation
import PopshotAudit
import PopshotGraphics
import PopshotScenes
import PopshotText

let usage = """
  usage: popshot render [--fixtures DIR] [--out DIR] [--fixture NAME] [--jobs N] [--matrix default|audit]
         popshot audit [--fixtures DIR] [--fixture NAME] [--jobs N] [--matrix default|audit] [--profile NAME] [--config FILE]
         popshot render-reference [--out DIR]

  render            Renders each fixture's variants to OUT/<fixture>/<variant>.png
                    (defaults: --fixtures Fixtures, --out .build/popshot/render, --jobs all cores).
  audit             Checks contrast, targets, dismissal and timing in each variant; prints one line
                    per finding and exits 1 when any is an error.
  render-reference  Renders the graphics reference frame to OUT/reference-toast.png.
  """

func fail(_ message: String, code: Int32) -> Never {
  FileHandle.standardError.write(Data("popshot: \(message)\n".utf8))
  exit(code)
}

var args = Array(CommandLine.arguments.dropFirst())
if args.isEmpty || args == ["--help"] || args == ["-h"] {
  print(usage)
  exit(args.isEmpty ? 64 : 0)
}
let command = args.removeFirst()
var options: [String: String] = [:]
let known: [String: [String]] = [
  "render": ["--fixtures", "--out", "--fixture", "--jobs", "--matrix"], "render-reference": ["--out"],
  "audit": ["--fixtures", "--fixture", "--jobs", "--matrix", "--profile", "--config"],
]
guard let allowed = known[command] else {
  fail("unknown command '\(command)'; commands: render, audit, render-reference", code: 64)
}
while !args.isEmpty {
  let a = args.removeFirst()
  guard allowed.contains(a) else { fail("unknown option '\(a)' for \(command); options: \(allowed.joined(separator: ", "))", code: 64) }
  guard !args.isEmpty else { fail("\(a) needs a value", code: 64) }
  options[a] = args.removeFirst()
}

switch command {
case "render-reference":
  do {
    let painter = Painter(scale: ReferenceScene.scale)
    let pixmap = try painter.render(try ReferenceScene.toast(), size: ReferenceScene.size)
    let path = ((options["--out"] ?? ".build/popshot") as NSString).appendingPathComponent("reference-toast.png")
    try PNGCodec.write(pixmap, to: path, compression: .fast)
    print(path)
  } catch {
    fail("\(error)", code: 70)
  }
case "audit":
  var config = AuditConfig()
  if let path = options["--config"] {
    do { config = try AuditConfig.load(path: path) } catch { fail("\(error)", code: 65) }
  }
  if let name = options["--profile"] {
    guard let p = Profile.named(name) else { fail("unknown profile '\(name)'; profiles: hig, material, wcag-aa, wcag-aaa", code: 64) }
    config.profile = p
  }
  let jobs = Int(options["--jobs"] ?? "") ?? ProcessInfo.processInfo.activeProcessorCount
  let matrix: VariantMatrix = options["--matrix"] == "audit" ? .audit : .default
  let (all, errors) = FixtureLibrary.load(directory: options["--fixtures"] ?? "Fixtures")
  for e in errors { FileHandle.standardError.write(Data("popshot: \(e)\n".utf8)) }
  if !errors.isEmpty { exit(65) }
  let scenes = options["--fixture"].map { name in all.filter { $0.name == name } } ?? all
  let work = scenes.flatMap { s in s.variants(matrix).map { RenderJob(scene: s, variant: $0) } }
  let auditor = Auditor(config: config)
  let results: [[Finding]] = ParallelRunner.map(work.count, jobs: max(1, jobs)) { i in
    guard let r = try? SceneRenderer().render(work[i].scene, work[i].variant) else { return [] }
    return auditor.audit(fixture: work[i].scene.name, r)
  }
  let findings = results.flatMap { $0 }
  for f in findings {
    print("\(f.fixture) \(f.variant): \(f.severity.rawValue) \(f.rule) \(f.element): \(f.message) (measured \(f.measured); required \(f.required)) [\(f.standard)]")
  }
  let counts = Dictionary(grouping: findings, by: \.severity).mapValues(\.count)
  print("\(work.count) variants of \(scenes.count) fixtures: \(counts[.error] ?? 0) errors, \(counts[.warning] ?? 0) warnings, \(counts[.info] ?? 0) notes (profile \(config.profile.name))")
  exit((counts[.error] ?? 0) > 0 ? 1 : 0)
default:
  let fixtures = options["--fixtures"] ?? "Fixtures"
  let out = options["--out"] ?? ".build/popshot/render"
  let jobs = Int(options["--jobs"] ?? "") ?? ProcessInfo.processInfo.activeProcessorCount
  guard jobs >= 1 else { fail("--jobs takes a whole number of 1 or more", code: 64) }
  let matrix: VariantMatrix
  switch options["--matrix"] ?? "default" {
  case "default": matrix = .default
  case "audit": matrix = .audit
  default: fail("--matrix takes default or audit", code: 64)
  }
  let (all, errors) = FixtureLibrary.load(directory: fixtures)
  for e in errors { FileHandle.standardError.write(Data("popshot: \(e)\n".utf8)) }
  let scenes = options["--fixture"].map { name in all.filter { $0.name == name } } ?? all
  if scenes.isEmpty && errors.isEmpty { fail("no fixtures to render in \(fixtures)", code: 65) }
  let work = scenes.flatMap { s in s.variants(matrix).map { RenderJob(scene: s, variant: $0) } }
  let start = Date()
  let results: [String?] = ParallelRunner.map(work.count, jobs: jobs) { i in
    let job = work[i]
    let path = "\(out)/\(job.scene.name)/\(job.variant.name).png"
    do {
      let frame = try SceneRenderer().render(job.scene, job.variant).pixmap()
      try PNGCodec.write(frame, to: path, compression: .fast)
      return nil
    } catch {
      return "\(job.scene.name) \(job.variant.name): \(error)"
    }
  }
  let failures = results.compactMap { $0 }
  for f in failures { FileHandle.standardError.write(Data("popshot: \(f)\n".utf8)) }
  let seconds = Date().timeIntervalSince(start)
  print("rendered \(work.count - failures.count) of \(work.count) variants of \(scenes.count) fixtures to \(out) in \(String(format: "%.1f", seconds)) s with \(jobs) jobs")
  exit(!errors.isEmpty ? 65 : failures.isEmpty ? 0 : 70)
}
