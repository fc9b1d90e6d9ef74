// The commands' work: selecting variants, rendering them in parallel, verifying, auditing, and
// writing reports. Output is identical whatever --jobs is: results are collected in job order.
import Foundation
import PopshotAudit
import PopshotGraphics
import PopshotReport
import PopshotScenes
import PopshotSnapshot
import PopshotText
import PopshotUI

struct Failure: Error { let code: Int32; let message: String }

func stderr(_ s: String) { FileHandle.standardError.write(Data((s + "\n").utf8)) }

/// The scenes and variants a command works on.
func selectJobs(_ p: Parsed) throws(Failure) -> (jobs: [RenderJob], files: [String: String]) {
  let dir = p.value("--fixtures") ?? "Fixtures"
  var isDir: ObjCBool = false
  guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
    throw Failure(code: Exit.badInput, message: "\(dir): no such fixtures folder")
  }
  let (scenes, errors) = FixtureLibrary.load(directory: dir)
  if !errors.isEmpty { throw Failure(code: Exit.badInput, message: errors.map(\.description).joined(separator: "\n")) }
  var chosen = scenes
  if let pattern = p.value("--fixture") {
    let globs = pattern.split(separator: ",").map(String.init)
    chosen = scenes.filter { s in globs.contains { fnmatch($0, s.name, 0) == 0 } }
    if chosen.isEmpty {
      let hint = nearestName(pattern, scenes.map(\.name))
      throw Failure(code: Exit.usage, message: "no fixture matches '\(pattern)'\(hint)")
    }
  }
  var matrix: VariantMatrix
  switch p.value("--matrix") ?? "default" {
  case "default": matrix = .default
  case "audit": matrix = .audit
  case let other: throw Failure(code: Exit.usage, message: "--matrix takes default or audit, not '\(other)'")
  }
  func list<T>(_ name: String, _ all: [T], _ parse: (String) -> T?) throws(Failure) -> [T]? {
    guard let v = p.value(name) else { return nil }
    if v == "all" { return all }
    var out: [T] = []
    for item in v.split(separator: ",").map(String.init) {
      guard let x = parse(item) else { throw Failure(code: Exit.usage, message: "\(name): unknown value '\(item)'") }
      out.append(x)
    }
    return out
  }
  if let d = try list("--device", Device.catalog.map(\.id), { Device.named($0)?.id }) { matrix.devices = d }
  if let o = try list("--orientation", Orientation.allCases, Orientation.init(rawValue:)) { matrix.orientations = o }
  if let a = try list("--appearance", ColorScheme.allCases, ColorScheme.init(rawValue:)) { matrix.appearances = a }
  if let t = try list("--text-size", DynamicTypeSize.allCases, DynamicTypeSize.init(rawValue:)) { matrix.textSizes = t }
  var jobs = chosen.flatMap { s in s.variants(matrix).map { RenderJob(scene: s, variant: $0) } }
  if let shard = p.value("--shard") {
    let parts = shard.split(separator: "/").compactMap { Int($0) }
    guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
      throw Failure(code: Exit.usage, message: "--shard takes I/N with 1 ≤ I ≤ N, not '\(shard)'")
    }
    jobs = jobs.enumerated().filter { $0.offset % parts[1] == parts[0] - 1 }.map(\.element)
  }
  let files = Dictionary(chosen.map { ($0.name, "\(dir)/\($0.name).json") }) { a, _ in a }
  return (jobs, files)
}

func nearestName(_ word: String, _ names: [String], otherwise: String = "") -> String {
  didYouMean(word, in: names, quote: "'", otherwise: otherwise)
}

/// Checks the output folder can be written before any work starts.
func prepareOut(_ dir: String) throws(Failure) {
  do {
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let probe = "\(dir)/.popshot-write-test"
    try Data().write(to: URL(fileURLWithPath: probe))
    try FileManager.default.removeItem(atPath: probe)
  } catch {
    throw Failure(code: Exit.internalError, message: "\(dir): cannot write the output folder (\(error.localizedDescription))")
  }
}

/// Progress on a terminal (a bar with done/total, the current fixture, elapsed and ETA), plain lines
/// elsewhere or on CI.
final class Progress: @unchecked Sendable {
  let total: Int, start = Date(), tty: Bool, quiet: Bool
  private var done = 0, lastDecile = -1
  private let lock = NSLock()
  init(total: Int, quiet: Bool) {
    self.total = total
    self.quiet = quiet
    tty = isatty(2) != 0 && ProcessInfo.processInfo.environment["CI"] != "true"
  }
  func step(_ what: String) {
    guard !quiet, total > 0 else { return }
    lock.lock(); defer { lock.unlock() }
    done += 1
    let elapsed = Date().timeIntervalSince(start)
    if tty {
      let width = 24, filled = done * width / total
      let eta = done > 0 ? elapsed / Double(done) * Double(total - done) : 0
      let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
      FileHandle.standardError.write(Data(String(format: "\r\u{1B}[K%@ %d/%d %@  %.1fs  ETA %.1fs", bar, done, total, what, elapsed, eta).utf8))
      if done == total { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    } else {
      let decile = done * 10 / total
      if decile != lastDecile {
        lastDecile = decile
        stderr(String(format: "progress: %d/%d variants (%d%%), %.1f s", done, total, done * 100 / total, elapsed))
      }
    }
  }
}

/// What a run does for each variant.
struct RunPlan {
  var verify: SnapshotVerifier?
  var auditor: Auditor?
  var accepted: Set<String> = []
  var out: String
  var writeRenders: Bool
}

/// Runs every job; returns each result with its rendered scene (for contact sheets) when it rendered.
func run(_ jobs: [RenderJob], files: [String: String], plan: RunPlan, jobsCount: Int, quiet: Bool) -> [(VariantResult, RenderedScene?)] {
  let progress = Progress(total: jobs.count, quiet: quiet)
  return ParallelRunner.map(jobs.count, jobs: jobsCount) { i -> (VariantResult, RenderedScene?) in
    let job = jobs[i]
    let started = Date()
    let name = job.scene.name, variant = job.variant.name
    var result = VariantResult(fixture: name, variant: variant, file: files[name] ?? "\(name).json", status: .rendered)
    let size = job.variant.device.size(job.variant.orientation)
    result.width = size.width
    result.height = size.height
    var kept: RenderedScene?
    do {
      let rendered = try SceneRenderer().render(job.scene, job.variant)
      kept = rendered
      // Drawn once, for the render file and the snapshot check alike; an audit alone needs no pixels.
      let pixmap = plan.writeRenders || plan.verify != nil ? try rendered.pixmap() : nil
      if plan.writeRenders, let pixmap {
        let path = "\(plan.out)/render/\(name)/\(variant).png"
        try PNGCodec.write(pixmap, to: path, compression: .fast)
        result.actual = path
      }
      if let verifier = plan.verify {
        let outcome = verifier.verify(fixture: name, rendered, pixmap: pixmap)
        result.status = outcome.status == .passed ? .passed : outcome.status == .recorded ? .recorded : .failed
        result.message = outcome.message.isEmpty ? nil : outcome.message
        result.baseline = verifier.store.pngPath(name, variant)
        if let a = outcome.artifacts.first { result.actual = a }
        if outcome.artifacts.count > 1 { result.diff = outcome.artifacts[1] }
      }
      if let auditor = plan.auditor {
        result.findings = auditor.audit(fixture: name, rendered).filter { !plan.accepted.contains($0.fingerprint) }
        if !result.findings.isEmpty {
          let path = "\(plan.out)/annotated/\(name)/\(variant).png"
          try PNGCodec.write(try ReportImages.annotated(rendered, findings: result.findings, frame: pixmap), to: path, compression: .fast)
          result.annotated = path
        }
      }
    } catch {
      result.status = .error
      result.message = "\(error)"
    }
    result.milliseconds = Date().timeIntervalSince(started) * 1000
    progress.step("\(name) \(variant)")
    return (result, kept)
  }
}

/// Writes the requested report formats (JSON is always written, for `report` and `merge`).
func writeReports(_ report: CheckReport, formats: [String], out: String, color: Bool, verbose: Bool) throws {
  try AtomicFile.write(try report.encoded(), to: "\(out)/report.json")
  for f in formats {
    switch f {
    case "text": print(TextReport.render(report, color: color, verbose: verbose), terminator: "")
    case "json": break
    case "junit": try AtomicFile.write(Data(JUnitReport.render(report).utf8), to: "\(out)/junit.xml")
    case "sarif": try AtomicFile.write(try SARIFReport.render(report), to: "\(out)/popshot.sarif")
    case "html": try HTMLReport.write(report, to: "\(out)/html")
    default: break
    }
  }
}
