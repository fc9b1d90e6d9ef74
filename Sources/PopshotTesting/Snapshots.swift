// Snapshot assertions for tests: a fixture or a scene built in Swift, checked in each variant
// against Snapshots/. Fixtures are stored as Snapshots/<fixture>/<variant>.png; scenes built in
// code as Snapshots/<TestFile>/<testName>.<variant>.png.
import Foundation
import PopshotAudit
import PopshotGraphics
import PopshotScenes
import PopshotSnapshot
import PopshotSupport
import PopshotText
import PopshotUI
import Testing
import XCTest

/// Where snapshots live: POPSHOT_SNAPSHOTS, or Snapshots/ in the package that contains `file`.
public func snapshotsDirectory(for file: String) -> String {
  if let dir = ProcessInfo.processInfo.environment["POPSHOT_SNAPSHOTS"] { return dir }
  return packageDirectory(for: file) + "/Snapshots"
}

/// The folder of the package that contains `file` (the nearest with a Package.swift), or the
/// current folder.
public func packageDirectory(for file: String) -> String {
  var url = URL(fileURLWithPath: file).deletingLastPathComponent()
  while url.path != "/" {
    if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      return url.path
    }
    url.deleteLastPathComponent()
  }
  return "."
}

/// Which of the presentations a view's tree attaches a snapshot shows.
public struct Presenting: Sendable, Equatable {
  enum Mode: Sendable { case asIs, each, eachTap }
  let mode: Mode
  /// Values for `.sheet(item:)` and `.fullScreenCover(item:)`: each one of an item's type opens it.
  let items: [any Sendable]
  /// With `.eachTap`, how many taps deep the states go (1 or 2).
  var depth = 1

  /// The view as its state has it: a sheet shows when its binding is true.
  public static let asIs = Presenting(mode: .asIs, items: [])
  /// The view as its state has it, and again with each presentation found in its tree opened (its
  /// binding set to true), stored as `<name>.<style>@<where>` (`ContentViewTests/sheet.sheet@button`).
  /// A `.sheet(item:)` whose item is nil needs a value: `each(items:)` gives them. When the tree
  /// shows a presentation as it is, its page variants (`<variant>.page`) come too.
  public static let each = Presenting(mode: .each, items: [])
  /// `.each`, and every `.sheet(item:)` or `.fullScreenCover(item:)` opened with each of `items`
  /// of its item's type, stored as `<name>.<style>@<where>#<item id>`.
  public static func each(items: any Sendable...) -> Presenting {
    Presenting(mode: .each, items: items)
  }
  /// The view as it is, then each state one tap on an enabled control leads to, stored as
  /// `<name>.tap-<label>` (the element's id where its label is missing or shared). A state drawn
  /// the same as one taken before is skipped, and said on standard output. Every strategy takes
  /// every state, so `.audit` audits each.
  public static let eachTap = Presenting(mode: .eachTap, items: [])
  /// `.eachTap`, and with a depth of 2 also each state a second tap leads to from each of
  /// those, stored as `<name>.tap-<first>-then-tap-<second>`. A depth above 2 is taken as 2.
  public static func eachTap(depth: Int) -> Presenting {
    var p = Presenting(mode: .eachTap, items: [])
    p.depth = min(max(depth, 1), 2)
    return p
  }

  public static func == (a: Presenting, b: Presenting) -> Bool {
    a.mode == b.mode && a.items.count == b.items.count && a.depth == b.depth
  }
}

/// Verifies `scene` in each of `variants` (its default matrix when nil) against the baselines in
/// the Snapshots/ folder of the package `file` is in; returns the failures (empty when every
/// variant passes or was recorded).
public func verifySnapshots(
  of scene: Scene, variants: [Variant]? = nil, named name: String? = nil,
  presenting: Presenting = .asIs, options: DiffOptions = .exact,
  mode: RecordMode = .current, file: String
) -> [SnapshotFailure] {
  verifySnapshots(
    of: scene, variants: variants, named: name, presenting: presenting, options: options,
    mode: mode, directory: snapshotsDirectory(for: file))
}

/// Verifies `scene` against the baselines in `directory`. What is recorded is said on standard
/// output; a POPSHOT_RECORD that names no mode is a failure.
public func verifySnapshots(
  of scene: Scene, variants: [Variant]? = nil, named name: String? = nil,
  presenting: Presenting = .asIs, options: DiffOptions = .exact,
  mode: RecordMode = .current, directory: String
) -> [SnapshotFailure] {
  verifyImages(
    of: scene, variants: variants, named: name, presenting: presenting, options: options,
    mode: mode, directory: directory, image: .frame)
}

/// Which picture of a variant an image baseline holds.
enum SnapshotImage: Equatable {
  /// The frame as drawn: `<name>/<variant>.png`.
  case frame
  /// The frame with VoiceOver's elements outlined, numbered and explained
  /// (`AccessibilityImage.voiceOver`, at the device's scale): `<name>.accessibility/<variant>.png`.
  case accessibility
  /// The frame with every element's hit region outlined and sized (`AccessibilityImage
  /// .hitRegions`, at the device's scale): `<name>.hitTargets/<variant>.png`.
  case hitTargets
  /// The last step's change in `frames` frames side by side (`FilmstripImage.strip`):
  /// `<name>.filmstrip/<variant>.png`, with the animated PNG beside it as `<variant>.apng`.
  case filmstrip(frames: Int)

  /// The folder name the baselines of `prefix` are stored under.
  func storage(_ prefix: String) -> String {
    switch self {
    case .frame: return prefix
    case .accessibility: return prefix + ".accessibility"
    case .hitTargets: return prefix + ".hitTargets"
    case .filmstrip: return prefix + ".filmstrip"
    }
  }
}

/// Verifies one picture of each variant of `scene` against the baselines in `directory`.
func verifyImages(
  of scene: Scene, variants: [Variant]?, named name: String?, presenting: Presenting,
  options: DiffOptions, mode: RecordMode, directory: String, image: SnapshotImage
) -> [SnapshotFailure] {
  if let problem = RecordMode.environmentProblem() { return [SnapshotFailure(problem)] }
  let configuration = SnapshotConfiguration.current
  var verifier = SnapshotVerifier(
    store: BaselineStore(root: directory), mode: mode, options: options)
  if let tool = configuration.diffTool { verifier.diffTool = tool }
  // The sidecar's display-list fingerprint vouches for the frame, not for an overlay drawn
  // from it: an overlay is always drawn and compared.
  if image != .frame { verifier.trustsFingerprints = false }
  let renderer = SceneRenderer()
  var failures: [SnapshotFailure] = []
  forEachOpening(scene, presenting, prefix: name ?? scene.name) { named, scene, adapt in
    let prefix = image.storage(named)
    for v in configuration.variants(variants, fallback: scene.variants(.default)).map(adapt) {
      let outcome: SnapshotOutcome
      do {
        // An asset the view asked for and did not find fails the snapshot, naming it.
        let (rendered, misses) = try AssetMisses.collecting { () throws(RenderError) in
          try renderer.render(scene, v)
        }
        failures += misses.map { SnapshotFailure("\(prefix) \(v.name): \($0)") }
        switch image {
        case .frame: outcome = verifier.verify(fixture: prefix, rendered)
        case .accessibility:
          outcome = verifier.verify(
            fixture: prefix, rendered, pixmap: nil, pixelHash: nil, masks: [],
            draw: { try AccessibilityImage.voiceOver(rendered, scale: v.device.scale) })
        case .hitTargets:
          outcome = verifier.verify(
            fixture: prefix, rendered, pixmap: nil, pixelHash: nil, masks: [],
            draw: { try AccessibilityImage.hitRegions(rendered, scale: v.device.scale) })
        case .filmstrip(let frames):
          var film: Filmstrip?
          outcome = verifier.verify(
            fixture: prefix, rendered, pixmap: nil, pixelHash: nil, masks: [],
            draw: {
              let made = try renderer.renderFilmstrip(scene, v, frames: frames)
              film = made
              return try FilmstripImage.strip(made)
            })
          if outcome.status == .recorded, let film {
            let path = String(verifier.store.pngPath(prefix, v.name).dropLast(4)) + ".apng"
            do {
              try PNGCodec.write(encoded: try FilmstripImage.animated(film), to: path)
            } catch {
              failures.append(SnapshotFailure("\(path): cannot write the animated PNG: \(error)"))
            }
          }
        }
      } catch {
        outcome = SnapshotOutcome(status: .failed, message: "\(prefix) \(v.name): \(error)")
      }
      switch outcome.status {
      case .failed:
        failures.append(SnapshotFailure(outcome.message, difference: outcome.difference))
        FailureAttachments.note(outcome.artifacts)
      case .recorded:
        print("popshot: \(outcome.message)")
        if outcome.wasMissing, configuration.missingBaselinesFail == true {
          failures.append(SnapshotConfiguration.missingFailure(outcome.message))
        }
      case .passed: break
      }
    }
  }
  return failures
}

/// The storage name of a scene built in a test: <TestFile>/<testName>.
func codeSceneName(file: String, function: String) -> String {
  let testFile = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
  let test = function.prefix { $0 != "(" }
  return "\(testFile)/\(test)"
}

/// Swift Testing: records an Issue for every variant of `scene` that differs from its baseline.
public func expectSnapshot(
  of scene: Scene, variants: [Variant]? = nil, presenting: Presenting = .asIs,
  options: DiffOptions = .exact, mode: RecordMode = .current,
  fixture: Bool = false, function: String = #function,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let name =
    fixture ? scene.name : codeSceneName(file: sourceLocation._filePath, function: function)
  let failures = FailureAttachments.attaching(sourceLocation: sourceLocation) {
    verifySnapshots(
      of: scene, variants: variants, named: name, presenting: presenting, options: options,
      mode: mode, file: sourceLocation._filePath)
  }
  for failure in failures {
    Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
  }
}

/// Swift Testing: a SwiftUI-style view as the page of a scene, checked in each variant (the
/// default matrix when nil), with the presentations its tree can show when `presenting` is `.each`.
public func expectSnapshot<V: View>(
  of view: V, variants: [Variant]? = nil, presenting: Presenting = .asIs,
  options: DiffOptions = .exact, mode: RecordMode = .current,
  function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) {
  expectSnapshot(
    of: Scene(name: "view", page: view), variants: variants, presenting: presenting,
    options: options, mode: mode, function: function, sourceLocation: sourceLocation)
}

/// XCTest: fails the test for every variant of `scene` that differs from its baseline.
public func assertSnapshot(
  of scene: Scene, variants: [Variant]? = nil, presenting: Presenting = .asIs,
  options: DiffOptions = .exact, mode: RecordMode = .current,
  fixture: Bool = false, function: String = #function, file: StaticString = #filePath,
  line: UInt = #line
) {
  let path = "\(file)"
  let name = fixture ? scene.name : codeSceneName(file: path, function: function)
  for failure in verifySnapshots(
    of: scene, variants: variants, named: name, presenting: presenting, options: options,
    mode: mode, file: path)
  {
    XCTFail(failure.message, file: file, line: line)
  }
}

/// XCTest: a SwiftUI-style view as the page of a scene (see `expectSnapshot(of:)`).
public func assertSnapshot<V: View>(
  of view: V, variants: [Variant]? = nil, presenting: Presenting = .asIs,
  options: DiffOptions = .exact, mode: RecordMode = .current,
  function: String = #function, file: StaticString = #filePath, line: UInt = #line
) {
  assertSnapshot(
    of: Scene(name: "view", page: view), variants: variants, presenting: presenting,
    options: options, mode: mode, function: function, file: file, line: line)
}

/// The findings of `scene` at or above `severity` in each variant (its default matrix when nil).
/// A scene that cannot be drawn (a missing font) throws rather than passing with no findings.
public func auditFindings(
  of scene: Scene, atOrAbove severity: Severity = .error, variants: [Variant]? = nil,
  config: AuditConfig = AuditConfig()
) throws(RenderError) -> [Finding] {
  let auditor = Auditor(config: config)
  var findings: [Finding] = []
  for v in variants ?? scene.variants(.default) {
    let r = try SceneRenderer().render(scene, v)
    findings += auditor.audit(fixture: scene.name, r).filter { $0.severity >= severity }
  }
  return findings
}

/// One line per finding for a test failure, or the render error that stopped the audit.
func findingFailures(
  of scene: Scene, atOrAbove severity: Severity, variants: [Variant]?, config: AuditConfig
) -> [String] {
  do {
    return try auditFindings(of: scene, atOrAbove: severity, variants: variants, config: config).map
    { "\($0.variant): \($0.line)" }
  } catch {
    return ["\(scene.name): cannot be drawn for the audit: \(error)"]
  }
}

/// Swift Testing: records an Issue for every finding at or above `severity`.
public func expectNoFindings(
  in scene: Scene, atOrAbove severity: Severity = .error, variants: [Variant]? = nil,
  config: AuditConfig = AuditConfig(),
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for message in findingFailures(of: scene, atOrAbove: severity, variants: variants, config: config)
  {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}

/// XCTest: fails for every finding at or above `severity`.
public func assertNoFindings(
  in scene: Scene, atOrAbove severity: Severity = .error, variants: [Variant]? = nil,
  config: AuditConfig = AuditConfig(),
  file: StaticString = #filePath, line: UInt = #line
) {
  for message in findingFailures(of: scene, atOrAbove: severity, variants: variants, config: config)
  {
    XCTFail(message, file: file, line: line)
  }
}
