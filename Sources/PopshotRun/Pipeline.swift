// The run itself: render every selected variant in parallel, verify it against its baseline,
// audit it, and draw annotated images. Results do not depend on the thread count: they are
// collected in job order and each job's output depends only on the job.
import Foundation
import PopshotAudit
import PopshotGraphics
import PopshotReport
import PopshotScenes
import PopshotSnapshot

/// What a run does for each variant.
public struct RunPlan: Sendable {
  /// Compare with (or record) baselines; failures' artifacts go where the verifier says.
  public var verify: SnapshotVerifier?
  /// Audit; variants with findings get `out/annotated/<fixture>/<variant>.png`.
  public var auditor: Auditor?
  /// Fingerprints of accepted findings, left out of the results.
  public var accepted: Set<String>
  /// The output folder.
  public var out: String
  /// Write `out/render/<fixture>/<variant>.png`.
  public var writeRenders: Bool

  public init(
    out: String, writeRenders: Bool, verify: SnapshotVerifier? = nil,
    auditor: Auditor? = nil, accepted: Set<String> = []
  ) {
    self.out = out
    self.writeRenders = writeRenders
    self.verify = verify
    self.auditor = auditor
    self.accepted = accepted
  }
}

/// One variant's result, with its laid-out scene when it rendered (for contact sheets).
public struct RunOutcome: Sendable {
  public var result: VariantResult
  public var rendered: RenderedScene?
  public init(result: VariantResult, rendered: RenderedScene?) {
    self.result = result
    self.rendered = rendered
  }
}

public enum Pipeline {
  /// Runs every job of `selection` on up to `jobs` threads; a variant that cannot be drawn or
  /// written has status `error`. `progress` is called once per variant (from any thread) with
  /// "<fixture> <variant>".
  public static func run(
    _ selection: Selection, plan: RunPlan, jobs: Int,
    progress: @Sendable (String) -> Void = { _ in }
  ) -> [RunOutcome] {
    let work = selection.jobs
    let files = selection.files
    // Each fixture's source, read once, for the positions the reports give: only the fixtures
    // this shard draws, and only when something is reported about them.
    var locators: [String: FixtureLocator] = [:]
    if plan.auditor != nil || plan.verify != nil {
      for name in selection.fixtureNames {
        locators[name] = files[name].flatMap(FixtureLocator.init(path:))
      }
    }
    let located = locators
    return ParallelRunner.map(work.count, jobs: jobs) { i -> RunOutcome in
      let job = work[i]
      let started = Date()
      let name = job.scene.name
      let variant = job.variant.name
      var result = VariantResult(
        fixture: name, variant: variant, file: files[name] ?? "\(name).json", status: .rendered)
      let size = job.variant.device.size(job.variant.orientation)
      result.width = size.width
      result.height = size.height
      var kept: RenderedScene?
      do {
        let rendered = try SceneRenderer().render(job.scene, job.variant)
        kept = rendered
        // Drawn once, for the render file and the snapshot check alike; an audit alone needs
        // no pixels.
        let pixmap = plan.writeRenders || plan.verify != nil ? try rendered.pixmap() : nil
        var samePixelsAs: String?
        if let verifier = plan.verify {
          let outcome = verifier.verify(fixture: name, rendered, pixmap: pixmap)
          result.status =
            switch outcome.status {
            case .passed: .passed
            case .recorded: .recorded
            case .failed: outcome.problem == nil ? .failed : .error
            }
          if outcome.problem == .badBaseline { result.problem = .badInput }
          result.message = outcome.message.isEmpty ? nil : outcome.message
          result.baseline = verifier.store.pngPath(name, variant)
          samePixelsAs = outcome.samePixelsAs
          if let a = outcome.artifacts.first { result.actual = a }
          if outcome.artifacts.count > 1 { result.diff = outcome.artifacts[1] }
        }
        if plan.writeRenders, let pixmap {
          let path = "\(plan.out)/render/\(name)/\(variant).png"
          // A render with its baseline's pixels is its baseline's PNG: copied, not encoded.
          let copied = samePixelsAs.map { (try? AtomicFile.copy($0, to: path)) != nil } ?? false
          if !copied { try PNGCodec.write(pixmap, to: path, compression: .fast) }
          if result.actual == nil { result.actual = path }
        }
        if let auditor = plan.auditor {
          result.findings = auditor.audit(fixture: name, rendered)
            .filter { !plan.accepted.contains($0.fingerprint) }
          if !result.findings.isEmpty {
            let path = "\(plan.out)/annotated/\(name)/\(variant).png"
            let image = try ReportImages.annotated(rendered, findings: result.findings)
            try PNGCodec.write(image, to: path, compression: .fast)
            result.annotated = path
          }
        }
      } catch {
        result.status = .error
        result.message = "\(error)"
      }
      if let locator = located[name] {
        var sources = ["": locator.root]
        for f in result.findings { sources[f.element] = locator.position(of: f.element) }
        result.sources = sources
      }
      result.milliseconds = Date().timeIntervalSince(started) * 1000
      progress("\(name) \(variant)")
      return RunOutcome(result: result, rendered: kept)
    }
  }

  /// Writes `out/contact/<fixture>.png` for each fixture of `outcomes` with a rendered variant,
  /// reusing the scenes the run already laid out.
  public static func writeContactSheets(_ outcomes: [RunOutcome], out: String) throws {
    for fixture in Set(outcomes.map(\.result.fixture)).sorted() {
      let rendered = outcomes.compactMap { $0.result.fixture == fixture ? $0.rendered : nil }
      guard !rendered.isEmpty else { continue }
      let sheet = try ReportImages.contactSheet(rendered, title: fixture)
      try PNGCodec.write(sheet, to: "\(out)/contact/\(fixture).png", compression: .fast)
    }
  }
}
