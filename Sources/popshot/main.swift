// The popshot command line. So far: `render` (every fixture's default matrix to PNGs) and
// `render-reference` (the graphics benchmark's frame). The full set of commands (check, verify,
// record, audit…) arrives with the CLI issue.
import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotText

let usage = """
  usage: popshot render [--fixtures DIR] [--out DIR] [--fixture NAME] [--jobs N] [--matrix default|audit]
         popshot render-reference [--out DIR]

  render            Renders each fixture's variants to OUT/<fixture>/<variant>.png
                    (defaults: --fixtures Fixtures, --out .build/popshot/render, --jobs all cores).
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
]
guard let allowed = known[command] else {
  fail("unknown command '\(command)'; commands: render, render-reference", code: 64)
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
