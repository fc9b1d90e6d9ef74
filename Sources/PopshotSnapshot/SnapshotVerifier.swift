// Verifying a rendered variant against its baseline: the fast path (same pixel hash, same PNG
// file, same semantics: no decoding), then an exact or perceptual comparison, then a failure
// message that says what changed and where the images are.
import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotSupport
import PopshotText

/// The result of verifying one variant.
public struct SnapshotOutcome: Sendable {
  public enum Status: String, Sendable { case passed, recorded, failed }
  public var status: Status
  /// For failures: what differs, where, and the artifacts' paths; for recordings: what was written.
  public var message: String
  public var artifacts: [String] = []
  /// The baseline PNG whose pixels the render has, when the sidecar vouches for that file: its
  /// path and the bytes the verify read, which a run writes as the render instead of encoding
  /// the render again (or reading the file a second time).
  public var samePixelsAs: (path: String, png: Data)?
  /// Why a failure is not a difference: the baseline could not be used, or a file could not be
  /// written. Nil for a real difference (or a missing baseline).
  public var problem: Problem?
  /// A recording of a baseline that did not exist (not a re-recording).
  public var wasMissing = false
  /// For a real difference (or a missing baseline): what differs, as values. Nil when the
  /// variant passed, was recorded, or could not be compared (`problem`).
  public var difference: SnapshotDifference?
  /// The render's `pixelHash` when the verify had it (given or worked out), so that a caller can
  /// share it with the variants that draw the same frame.
  public var pixelHash: String?

  /// What kept a variant from being compared.
  public enum Problem: String, Sendable {
    /// The baseline PNG or its sidecar is corrupt, unreadable, oversized or not a regular file
    /// (bad input: the message names the file).
    case badBaseline
    /// The render could not be drawn, or a baseline or artifact could not be written.
    case internalError
  }

  public init(status: Status, message: String, artifacts: [String] = [], problem: Problem? = nil) {
    self.status = status
    self.message = message
    self.artifacts = artifacts
    self.problem = problem
  }
}

/// Checks renders against the baselines of a store.
public struct SnapshotVerifier: Sendable {
  public var store: BaselineStore
  public var mode: RecordMode
  public var options: DiffOptions
  /// Where failures leave their actual, diff and side-by-side images.
  public var artifactsDirectory: String
  /// A command that compares two images (`compare`, `ksdiff`, `code --diff`): each failure
  /// prints it with the baseline and the render, ready to paste. From POPSHOT_DIFF_TOOL.
  public var diffTool: String?
  /// Whether a render whose display-list fingerprint, renderer and fonts are its baseline's is
  /// taken to have the baseline's pixels without being drawn (the fast path). Off with
  /// POPSHOT_VERIFY_PIXELS=1, as Popshot's own tests run, so that a change to the rasterizer
  /// that forgot to bump the renderer version still fails.
  public var trustsFingerprints = SnapshotVerifier.environmentTrustsFingerprints()

  /// False when POPSHOT_VERIFY_PIXELS is set to anything but "", "0" or "false".
  public static func environmentTrustsFingerprints(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    guard let v = environment["POPSHOT_VERIFY_PIXELS"] else { return true }
    return ["", "0", "false"].contains(v.lowercased())
  }

  public init(
    store: BaselineStore, mode: RecordMode = .fromEnvironment(), options: DiffOptions = .exact,
    artifactsDirectory: String = ProcessInfo.processInfo.environment["POPSHOT_ARTIFACTS"]
      ?? ".build/popshot/failures",
    diffTool: String? = SnapshotVerifier.environmentDiffTool()
  ) {
    self.store = store
    self.mode = mode
    self.options = options
    self.artifactsDirectory = artifactsDirectory
    self.diffTool = diffTool
  }

  /// POPSHOT_DIFF_TOOL, unless it is empty or blank.
  public static func environmentDiffTool(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    let tool = environment["POPSHOT_DIFF_TOOL"]?.trimmingCharacters(in: .whitespaces)
    return tool?.isEmpty == false ? tool : nil
  }

  /// The fingerprints of the faces a display list draws with, in a stable order.
  public static func fonts(of list: DisplayList) -> [FontFingerprint] {
    var seen: [String: FontFingerprint] = [:]
    for case .glyphRun(let run) in list.items {
      if let face = run.source as? FontFace, seen[run.source.cacheKey] == nil {
        seen[run.source.cacheKey] = face.fingerprint
      }
    }
    return seen.keys.sorted().map { seen[$0]! }
  }

  /// The sidecar and compact PNG bytes a render would be recorded as.
  public static func baseline(
    fixture: String, _ r: RenderedScene, pixmap: Pixmap, pixelHash: String? = nil
  ) throws -> (png: [UInt8], sidecar: Sidecar) {
    let png = try PNGCodec.encode(pixmap, compression: .compact)
    let sidecar = Sidecar(
      version: Sidecar.currentVersion, fixture: fixture, variant: r.variant.name,
      width: pixmap.width, height: pixmap.height,
      scale: r.variant.device.scale, design: r.variant.design,
      pixelHash: pixelHash ?? pixmap.pixelHash,
      pngHash: png.withUnsafeBytes { fastHash($0) },
      renderer: PopshotVersion.renderer, libpng: PNGCodec.libpngVersion,
      fonts: fonts(of: r.displayList),
      semantics: r.semantics, displayList: r.fingerprint)
    return (png, sidecar)
  }

  /// Verifies (or records) the render of `fixture` in its variant; `pixmap` is its drawn frame
  /// when the caller already has it, and `pixelHash` that pixmap's `pixelHash` when the caller has
  /// worked it out (variants with equal frames share it). Otherwise the frame is drawn only when
  /// it is needed: not when the baseline's sidecar vouches for the same drawing
  /// (`trustsFingerprints`).
  /// `masks` adds to the options' masks (a fixture's own).
  public func verify(
    fixture: String, _ r: RenderedScene, pixmap drawn: Pixmap? = nil, pixelHash: String? = nil,
    masks: [String] = []
  ) -> SnapshotOutcome {
    verify(
      fixture: fixture, r, pixmap: drawn, pixelHash: pixelHash, masks: masks,
      draw: { try r.pixmap() })
  }

  /// Verifies as above, drawing the frame with `draw` when it is needed and `pixmap` is nil.
  public func verify(
    fixture: String, _ r: RenderedScene, pixmap drawn: Pixmap?, pixelHash: String?,
    masks: [String], draw: () throws -> Pixmap
  ) -> SnapshotOutcome {
    var options = options
    options.masks += masks
    let variant = r.variant.name
    let pngPath = store.pngPath(fixture, variant)
    var frame = drawn
    func pixels() throws -> Pixmap {
      if let frame { return frame }
      let made = try draw()
      frame = made
      return made
    }
    // Nothing is read or written through a link in place of the snapshots or fixture folder.
    do { try store.refuseLinks(fixture) } catch {
      return SnapshotOutcome(status: .failed, message: error.description, problem: .badBaseline)
    }
    do {
      let exists = store.exists(fixture, variant)
      if mode.writes(exists ? .matched : .missing) {
        var outcome = try record(
          fixture, r, try pixels(), reason: exists ? "re-recorded" : "recorded new baseline",
          pixelHash: pixelHash)
        outcome.wasMissing = !exists
        return outcome
      }
      guard exists else {
        // The render is kept where CI artifacts are collected, so it can be looked at and
        // committed without running the tests again.
        let actual = "\(artifactsDirectory)/\(fixture)/\(variant).actual.png"
        try PNGCodec.write(try pixels(), to: actual, compression: .fast, durable: false)
        var outcome = SnapshotOutcome(
          status: .failed,
          message: """
            \(pngPath): no baseline; the render is \(actual). Look at it, then \
            \(RecordMode.recordMissingHint) (on CI baselines are never written).
            """, artifacts: [actual])
        outcome.difference = SnapshotDifference(kind: .noBaseline)
        return outcome
      }
      let sidecar: Sidecar
      do { sidecar = try store.sidecar(fixture, variant) } catch {
        if mode.writes(.unreadable) {
          return try record(
            fixture, r, try pixels(), reason: "re-recorded after: \(error)", pixelHash: pixelHash)
        }
        // A PNG without its sidecar is an incomplete baseline (an interrupted record): missing,
        // like a baseline never recorded, not bad input.
        let incomplete = BaselineStore.kind(store.sidecarPath(fixture, variant)) == nil
        return SnapshotOutcome(
          status: .failed, message: error.description, problem: incomplete ? nil : .badBaseline)
      }
      let pngBytes: Data
      let size = Painter(scale: r.variant.device.scale).pixelSize(
        of: r.variant.device.size(r.variant.orientation))
      do {
        pngBytes =
          try BaselineStore.read(
            pngPath, limit: BaselineStore.pngLimit(width: size.width, height: size.height))
          ?? Data()
      } catch {
        return SnapshotOutcome(status: .failed, message: error.description, problem: .badBaseline)
      }
      let fileMatches = pngBytes.withUnsafeBytes { fastHash($0) } == sidecar.pngHash
      let fonts = SnapshotVerifier.fonts(of: r.displayList)
      // Masked elements' semantics do not count; their frames, old and new, leave out pixels.
      var unmasked = (baseline: sidecar, render: r.semantics)
      var masked: [PixelRect] = []
      if !options.masks.isEmpty {
        let scale = r.variant.device.scale
        for e in sidecar.semantics.elements + r.semantics.elements where options.masks(e.id) {
          masked.append(PixelRect(covering: e.frame.applyingScale(scale)))
        }
        unmasked.baseline.semantics.elements.removeAll { options.masks($0.id) }
        unmasked.render.elements.removeAll { options.masks($0.id) }
      }
      let changes = SemanticDiff.changes(
        baseline: unmasked.baseline, renderer: PopshotVersion.renderer, design: r.variant.design,
        fonts: fonts,
        semantics: unmasked.render)
      // A new renderer version or font with the same pixels and elements still passes.
      let elementsChanged = !changes.elements.isEmpty
      // The fast paths: the sidecar describes this PNG file, and the render draws what the
      // baseline drew (the same display list, renderer, fonts and frame size) or, drawn, has the
      // same pixels.
      let sameDrawing =
        trustsFingerprints && (drawn == nil || pixelHash == nil) && sidecar.displayList != nil
        && sidecar.displayList == r.fingerprint && sidecar.renderer == PopshotVersion.renderer
        && sidecar.fonts == fonts && sidecar.width == size.width && sidecar.height == size.height
      // Drawn and hashed only when the PNG is the sidecar's and the drawing is not known to be.
      var hash = pixelHash
      func samePixels() throws -> Bool {
        if sameDrawing { return true }
        let drawn = try pixels()
        hash = hash ?? drawn.pixelHash
        return drawn.matches(pixelHash: sidecar.pixelHash, known: hash)
      }
      if try fileMatches && samePixels() {
        var outcome =
          elementsChanged
          ? try fail(
            fixture, r, try pixels(), baseline: nil,
            SnapshotDifference(kind: .semantics, changes: changes.all))
          : SnapshotOutcome(status: .passed, message: "")
        outcome.samePixelsAs = (pngPath, pngBytes)
        outcome.pixelHash = hash
        return outcome
      }
      let pixmap = try pixels()
      let baseline: Pixmap
      do { baseline = try store.image(fixture, variant, bytes: pngBytes) } catch {
        if mode.writes(.unreadable) {
          return try record(
            fixture, r, pixmap, reason: "re-recorded after: \(error)", pixelHash: pixelHash)
        }
        return SnapshotOutcome(status: .failed, message: error.description, problem: .badBaseline)
      }
      guard baseline.width == pixmap.width && baseline.height == pixmap.height else {
        var difference = SnapshotDifference(kind: .size, changes: changes.all)
        difference.baselineSize = .init(width: baseline.width, height: baseline.height)
        difference.renderSize = .init(width: pixmap.width, height: pixmap.height)
        return try fail(fixture, r, pixmap, baseline: nil, difference)
      }
      let diff = ImageDiff.compare(baseline, pixmap, options, masked: masked)
      if diff.passes(options) && !elementsChanged {
        return SnapshotOutcome(status: .passed, message: "")
      }
      var difference = SnapshotDifference(
        diff, scale: r.variant.device.scale, changes: changes.all)
      difference.sidecarDescribesAnotherPNG = !fileMatches
      return try fail(fixture, r, pixmap, baseline: (baseline, diff), difference)
    } catch let error as BaselineError {
      // A link, folder or device where a baseline goes, and a fixture whose sidecar would be
      // larger than a verify reads, are bad input (65), not a failure to write.
      switch error {
      case .notAFile, .sidecarTooLarge:
        return SnapshotOutcome(status: .failed, message: error.description, problem: .badBaseline)
      default: break
      }
      // Its description names the file.
      return SnapshotOutcome(status: .failed, message: error.description, problem: .internalError)
    } catch {
      return SnapshotOutcome(
        status: .failed, message: "\(pngPath): \(error)", problem: .internalError)
    }
  }

  private func record(
    _ fixture: String, _ r: RenderedScene, _ pixmap: Pixmap, reason: String,
    pixelHash: String? = nil
  )
    throws -> SnapshotOutcome
  {
    let (png, sidecar) = try SnapshotVerifier.baseline(
      fixture: fixture, r, pixmap: pixmap, pixelHash: pixelHash)
    try store.write(fixture, r.variant.name, png: png, sidecar: sidecar)
    return SnapshotOutcome(
      status: .recorded, message: "\(store.pngPath(fixture, r.variant.name)): \(reason)")
  }

  private func fail(
    _ fixture: String, _ r: RenderedScene, _ pixmap: Pixmap, baseline: (Pixmap, ImageDiff)?,
    _ difference: SnapshotDifference
  ) throws -> SnapshotOutcome {
    var difference = difference
    let base = "\(artifactsDirectory)/\(fixture)/\(r.variant.name)"
    var artifacts = ["\(base).actual.png"]
    try PNGCodec.write(pixmap, to: artifacts[0], compression: .fast, durable: false)
    if let (image, diff) = baseline {
      // Drawn once: the diff image is made when asked for.
      let drawn = diff.image
      artifacts.append("\(base).diff.png")
      try PNGCodec.write(drawn, to: artifacts[1], compression: .fast, durable: false)
      artifacts.append("\(base).side-by-side.png")
      try PNGCodec.write(
        try ImageDiff.sideBySide([image, pixmap, drawn]), to: artifacts[2], compression: .fast,
        durable: false)
    }
    var lines = ["\(store.pngPath(fixture, r.variant.name)): \(difference.headline)"]
    if !difference.changes.isEmpty {
      lines.append("  what changed:")
      lines += difference.changes.map { "    \($0.line)" }
    }
    lines += zip(["actual", "diff", "side by side"], artifacts).map { "  \($0): \($1)" }
    if let diffTool {
      let baseline = store.pngPath(fixture, r.variant.name)
      lines.append("  compare: \(diffTool) \(shellQuoted(baseline)) \(shellQuoted(artifacts[0]))")
    }
    if mode.writes(.differs) {
      _ = try record(fixture, r, pixmap, reason: "re-recorded")
      difference.rerecorded = true
      lines.append("  \(RecordMode.rerecordedHint)")
    } else {
      lines.append("  \(RecordMode.rerecordHint)")
    }
    var outcome = SnapshotOutcome(
      status: .failed, message: lines.joined(separator: "\n"), artifacts: artifacts)
    outcome.difference = difference
    return outcome
  }
}
