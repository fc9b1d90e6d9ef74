// The run itself: render every selected variant in parallel, verify it against its baseline,
// audit it, and draw annotated images. Results do not depend on the thread count: they are
// collected in job order and each job's output depends only on the job.
import Foundation
import PopshotAudit
import PopshotGraphics
import PopshotReport
import PopshotScenes
import PopshotSnapshot
import PopshotSupport

/// What a run does for each variant.
public struct RunPlan: Sendable {
  /// Compare with (or record) baselines; failures' artifacts go where the verifier says.
  public var verify: SnapshotVerifier?
  /// Audit (with `writeAnnotated`, variants with findings get
  /// `out/annotated/<fixture>/<variant>.png`).
  public var auditor: Auditor?
  /// Fingerprints of accepted findings, left out of the results.
  public var accepted: Set<String>
  /// The output folder.
  public var out: String
  /// Write `out/render/<fixture>/<variant>.png`.
  public var writeRenders: Bool
  /// Write `out/accessibility/<fixture>/<variant>.png` (what VoiceOver reads, in order) and
  /// `out/hit-regions/<fixture>/<variant>.png` (every hit region).
  public var writeAccessibility = false
  /// Write `out/annotated/<fixture>/<variant>.png` for each audited variant with a finding
  /// (the command line does only for `--format annotated`).
  public var writeAnnotated = true

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
  /// What each audit rule checked in the variant, by rule id (empty when it was not audited).
  public var tallies: [AuditRuleID: RuleTally]
  public init(
    result: VariantResult, rendered: RenderedScene?, tallies: [AuditRuleID: RuleTally] = [:]
  ) {
    self.result = result
    self.rendered = rendered
    self.tallies = tallies
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
    run(
      selection, plan: plan, jobs: jobs, locators: FixtureLocators(files: selection.files),
      progress: progress)
  }

  /// `run`, with the fixture locators the reports' positions come from.
  static func run(
    _ selection: Selection, plan: RunPlan, jobs: Int, locators: FixtureLocators,
    progress: @Sendable (String) -> Void
  ) -> [RunOutcome] {
    let work = selection.jobs
    let files = selection.files
    // Each fixture's source, for the positions the reports give: read when a variant of it has
    // something to report, once, and never for a run that neither verifies nor audits.
    let located = plan.auditor != nil || plan.verify != nil ? locators : nil
    // Every variant is laid out first (a small part of the cost), so that variants with equal
    // display lists at the same pixel size are drawn once: the painter is a pure function of the
    // list, the size and the scale, so they have the same pixels. The default matrix has many
    // (fixtures that share a page have the same page variants).
    let laidOut = ParallelRunner.map(work.count, jobs: jobs) { i -> Layout in
      let started = Date()
      let result = Result { () throws in try SceneRenderer().render(work[i].scene, work[i].variant)
      }
      return Layout(rendered: result, seconds: Date().timeIntervalSince(started))
    }
    let groups = FrameGroups(laidOut.map { try? $0.rendered.get() })
    let done = ParallelRunner.map(groups.members.count, jobs: jobs) { g -> [RunOutcome] in
      var frame = SharedFrame(auditor: plan.auditor)
      return groups.members[g].map { i in
        let started = Date()
        var outcome = variant(
          work[i], laidOut[i].rendered, frame: &frame, plan: plan, file: files[work[i].scene.name],
          locators: located)
        outcome.result.milliseconds =
          (laidOut[i].seconds + Date().timeIntervalSince(started)) * 1000
        progress("\(work[i].scene.name) \(work[i].variant.name)")
        return outcome
      }
    }
    var outcomes = [RunOutcome?](repeating: nil, count: work.count)
    for (g, members) in groups.members.enumerated() {
      for (k, i) in members.enumerated() { outcomes[i] = done[g][k] }
    }
    return outcomes.map { $0! }
  }

  /// One variant's layout, or why it failed, and how long it took.
  private struct Layout: Sendable {
    var rendered: Result<RenderedScene, any Error>
    var seconds: Double
  }

  /// Job indices in groups of equal frames (same pixel size, scale and display list), each group
  /// in job order and the groups in the order of their first job. A variant whose layout failed
  /// is a group of its own.
  struct FrameGroups {
    var members: [[Int]] = []

    init(_ laidOut: [RenderedScene?]) {
      struct Key: Hashable {
        var width: Double, height: Double, scale: Double
        var list: DisplayList
      }
      var index: [Key: Int] = [:]
      for (i, rendered) in laidOut.enumerated() {
        guard let r = rendered else {
          members.append([i])
          continue
        }
        let size = r.variant.device.size(r.variant.orientation)
        let key = Key(
          width: size.width, height: size.height, scale: r.variant.device.scale,
          list: r.displayList)
        if let g = index[key] {
          members[g].append(i)
        } else {
          index[key] = members.count
          members.append([i])
        }
      }
    }
  }

  /// What the variants of one group share, made when the first of them needs it: the drawn
  /// frame, its pixel hash, its PNG, and annotated images by their outlines.
  private struct SharedFrame {
    /// The run's auditor: whenever the frame is drawn, it is drawn with the copies its text
    /// measurements use (`Auditor.textBackgrounds`).
    let auditor: Auditor?
    var pixmap: Pixmap?
    var pixelHash: String?
    var png: [UInt8]?
    var annotated: [[AnnotationBox]: [UInt8]] = [:]
    /// What the audit rules found, by variant and semantics (all the rules see but the frame).
    var findings:
      [(
        variant: Variant, semantics: SceneSemantics, findings: [Finding],
        tallies: [AuditRuleID: RuleTally]
      )] = []

    /// The rules' findings and tallies for `rendered` in `fixture`, run once for each variant
    /// and semantics.
    mutating func unsuppressed(_ auditor: Auditor, _ fixture: String, _ rendered: RenderedScene)
      -> (findings: [Finding], tallies: [AuditRuleID: RuleTally])
    {
      if let known = findings.first(where: {
        $0.variant == rendered.variant && $0.semantics == rendered.semantics
      }) {
        let renamed = known.findings.map { f in
          var f = f
          f.fixture = fixture
          return f
        }
        return (renamed, known.tallies)
      }
      // The text measurements crop the frame, drawn once for the group (whole, or only the
      // parts holding texts when nothing else needs it), rather than draw each text's region
      // with everything in it; rules that read no pixels need no frame.
      let frame = auditor.measuresPixels ? try? textParts(rendered, auditor) : nil
      let found = auditor.outcomes(fixture: fixture, rendered, pieces: frame, before: before)
      findings.append((rendered.variant, rendered.semantics, found.findings, found.tallies))
      return found
    }

    /// Regions of the frame as they stood before texts were drawn over them
    /// (`Auditor.textBackgrounds`), copied when the frame is drawn for an audit.
    var before: [Painter.FrameCopy: Pixmap] = [:]

    /// The parts of the frame the audit's text measurements read: the frame when it is drawn
    /// already, else only the parts holding the texts (`Auditor.textParts`), drawn once for
    /// the group, with the copies of the texts' backgrounds.
    var parts: FramePieces?
    mutating func textParts(_ r: RenderedScene, _ auditor: Auditor) throws -> FramePieces {
      if let pixmap { return FramePieces(whole: pixmap) }
      if let parts { return parts }
      let wanted = auditor.textParts(r)
      let drawn = try r.pieces(covering: wanted.regions, before: wanted.backgrounds)
      parts = drawn.frame
      before = drawn.before
      return drawn.frame
    }

    /// The frame, drawn once for the group.
    mutating func pixels(_ r: RenderedScene) throws -> Pixmap {
      if let pixmap { return pixmap }
      let wanted = auditor?.textBackgrounds(r) ?? []
      let drawn = try r.pixmap(before: wanted)
      pixmap = drawn.frame
      before = drawn.before
      return drawn.frame
    }
  }

  /// One outline of an annotated image: its frame and severity are all that is drawn of it.
  private struct AnnotationBox: Hashable {
    var frame: Rect?
    var severity: Severity
  }

  /// Verifies, writes and audits one variant, drawing its frame only if its group has not.
  private static func variant(
    _ job: RenderJob, _ layout: Result<RenderedScene, any Error>, frame: inout SharedFrame,
    plan: RunPlan, file: String?, locators: FixtureLocators?
  ) -> RunOutcome {
    let name = job.scene.name
    let variant = job.variant.name
    var result = VariantResult(
      fixture: name, variant: variant, file: file ?? "\(name).json", status: .rendered)
    result.fields = VariantFields(job.variant)
    let size = job.variant.device.size(job.variant.orientation)
    result.width = size.width
    result.height = size.height
    var kept: RenderedScene?
    var tallies: [AuditRuleID: RuleTally] = [:]
    do {
      let rendered = try layout.get()
      kept = rendered
      // Drawn at most once, for the render file and the snapshot check alike, and only when
      // needed: not for an audit alone, nor for a check whose baseline vouches for the same
      // drawing and whose render file is then the baseline's PNG.
      var samePixelsAs: (path: String, png: Data)?
      // A sweep job (`job.rules`) is only audited: it has no baseline and no render file.
      if let verifier = plan.verify, job.rules == nil {
        let outcome = verifier.verify(
          fixture: name, rendered, pixmap: frame.pixmap, pixelHash: frame.pixelHash,
          masks: job.scene.masks, draw: { try frame.pixels(rendered) })
        result.status =
          switch outcome.status {
          case .passed: .passed
          case .recorded: .recorded
          case .failed: outcome.problem == nil ? .failed : .error
          }
        if outcome.problem == .badBaseline { result.problem = .badInput }
        result.message = outcome.message.isEmpty ? nil : outcome.message
        result.difference = outcome.difference
        if let h = outcome.pixelHash { frame.pixelHash = h }
        result.baseline = verifier.store.pngPath(name, variant)
        samePixelsAs = outcome.samePixelsAs
        if let a = outcome.artifacts.first { result.actual = a }
        if outcome.artifacts.count > 1 { result.diff = outcome.artifacts[1] }
      }
      if plan.writeRenders, job.rules == nil {
        let path = "\(plan.out)/render/\(name)/\(variant).png"
        // A render with its baseline's pixels is its baseline's PNG, as the verify read it:
        // written again, not encoded.
        let copied =
          samePixelsAs.map { (try? AtomicFile.write($0.png, to: path, durable: false)) != nil }
          ?? false
        if !copied {
          let png = try frame.png ?? PNGCodec.encode(try frame.pixels(rendered), compression: .fast)
          frame.png = png
          try PNGCodec.write(encoded: png, to: path, durable: false)
        }
        if result.actual == nil { result.actual = path }
      }
      if plan.writeAccessibility, job.rules == nil {
        try PNGCodec.write(
          AccessibilityImage.voiceOver(rendered),
          to: "\(plan.out)/accessibility/\(name)/\(variant).png", compression: .fast, durable: false
        )
        try PNGCodec.write(
          AccessibilityImage.hitRegions(rendered),
          to: "\(plan.out)/hit-regions/\(name)/\(variant).png", compression: .fast, durable: false)
      }
      if var auditor = plan.auditor {
        if let only = job.rules { auditor.rules = auditor.rules.filter { only.contains($0.id) } }
        let audited = frame.unsuppressed(auditor, name, rendered)
        tallies = audited.tallies
        result.findings = auditor.suppressing(audited.findings)
          .filter { !plan.accepted.contains($0.fingerprint) }
        if plan.writeAnnotated, !result.findings.isEmpty {
          let path = "\(plan.out)/annotated/\(name)/\(variant).png"
          let boxes = result.findings.map { AnnotationBox(frame: $0.frame, severity: $0.severity) }
          let png =
            try frame.annotated[boxes]
            ?? PNGCodec.encode(
              ReportImages.annotated(rendered, findings: result.findings), compression: .fast)
          frame.annotated[boxes] = png
          try PNGCodec.write(encoded: png, to: path, durable: false)
          result.annotated = path
        }
      }
    } catch {
      result.status = .error
      result.message = "\(error)"
    }
    // Positions are what SARIF points findings, differences and errors at; a variant with none
    // of them needs none, and its fixture's file is not read for it.
    let reported = !result.findings.isEmpty || result.status == .failed || result.status == .error
    if reported, let locator = locators?.locator(name) {
      var sources = ["": locator.root]
      if let kept {
        for f in result.findings { sources[f.element] = locator.position(of: f.element, in: kept) }
      }
      result.sources = sources
    }
    return RunOutcome(result: result, rendered: kept, tallies: tallies)
  }

  /// Writes `out/contact/<fixture>.png` for each fixture of `outcomes` with a rendered variant,
  /// reusing the scenes the run already laid out.
  public static func writeContactSheets(_ outcomes: [RunOutcome], out: String) throws {
    for fixture in Set(outcomes.map(\.result.fixture)).sorted() {
      let rendered = outcomes.compactMap { $0.result.fixture == fixture ? $0.rendered : nil }
      guard !rendered.isEmpty else { continue }
      let sheet = try ReportImages.contactSheet(rendered, title: fixture)
      try PNGCodec.write(
        sheet, to: "\(out)/contact/\(fixture).png", compression: .fast, durable: false)
    }
  }
}
