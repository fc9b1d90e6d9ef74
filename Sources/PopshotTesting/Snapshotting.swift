// Snapshot strategies in the style of swift-snapshot-testing: a strategy turns a value into
// snapshots of one format and checks them against the baselines stored for a test.
//
//     assertSnapshot(of: ContentView(), as: .image(on: [.iPhone15]), presenting: .each)
//     expectSnapshot(of: ContentView(), as: .semantics)
//     expectSnapshot(of: ContentView(), as: .audit, named: "dark")
//     expectSnapshot(of: ContentView(), as: .image(on: [.iPhone15]), after: [.tap("Show popup")])
import Foundation
import PopshotAudit
import PopshotGraphics
import PopshotScenes
import PopshotSnapshot
import PopshotSupport
import PopshotUI
import Testing
import XCTest

/// Where a strategy keeps its baselines and how it compares.
public struct SnapshotContext: Sendable {
  /// The baselines' folder (Snapshots/ of the package the test is in, or POPSHOT_SNAPSHOTS).
  public var directory: String
  /// The test's storage name: `<TestFile>/<testName>[.<name>]`.
  public var name: String
  public var mode: RecordMode
  public var presenting: Presenting
  /// What the test does to the view before each variant is drawn (`after:`).
  public var interactions: [Interaction]

  public init(
    directory: String, name: String, mode: RecordMode, presenting: Presenting = .asIs,
    interactions: [Interaction] = []
  ) {
    self.directory = directory
    self.name = name
    self.mode = mode
    self.presenting = presenting
    self.interactions = interactions
  }
}

/// A way to snapshot a value: what it becomes (`Format`) and how it is checked. `check` returns
/// one failure per difference (empty when everything passes or was recorded).
public struct Snapshotting<Value, Format> {
  /// Checks a value against the baselines a context names.
  public let check: (Value, SnapshotContext) -> [SnapshotFailure]

  public init(check: @escaping (Value, SnapshotContext) -> [SnapshotFailure]) {
    self.check = check
  }

  /// The same strategy for another kind of value, turned into this one first.
  public func pullback<NewValue>(_ transform: @escaping (NewValue) -> Value)
    -> Snapshotting<NewValue, Format>
  {
    Snapshotting<NewValue, Format> { value, context in self.check(transform(value), context) }
  }
}

extension Variant {
  /// The default matrix's devices in portrait: the smallest iPhone, the common one, the largest,
  /// and an iPad.
  public static let iPhoneSE = Variant(device: Device.named("iphone-se-3")!, orientation: .portrait)
  public static let iPhone15 = Variant(device: Device.named("iphone-15")!, orientation: .portrait)
  public static let iPhone15ProMax = Variant(
    device: Device.named("iphone-15-pro-max")!, orientation: .portrait)
  public static let iPadAir = Variant(device: Device.named("ipad-air-11")!, orientation: .portrait)

  /// The same variant in landscape.
  public var landscape: Variant { with { $0.orientation = .landscape } }
  /// The same variant in dark appearance.
  public var dark: Variant { with { $0.appearance = .dark } }
  /// The same variant in iOS 17–18's design.
  public var classic: Variant { with { $0.design = .classic } }
  /// The same variant with Reduce Transparency on (`reduceTransparency` is the setting itself).
  public var reducedTransparency: Variant { with { $0.reduceTransparency = true } }
  /// The same variant laid out right to left (Arabic, Hebrew): mirrored as SwiftUI mirrors it.
  public var rightToLeft: Variant { with { $0.layoutDirection = .rightToLeft } }
  /// The same variant with Bold Text on (`boldText` is the setting itself).
  public var bold: Variant { with { $0.boldText = true } }
  /// The same variant with Increase Contrast on (the system colours' high-contrast values).
  public var increasedContrast: Variant { with { $0.increaseContrast = true } }
  /// The same variant with Differentiate Without Colour on (read by the views that ask).
  public var differentiatingWithoutColor: Variant { with { $0.differentiateWithoutColor = true } }
  /// The same variant with Reduce Motion on (read by the views that ask; a still has no motion).
  public var reducedMotion: Variant { with { $0.reduceMotion = true } }
  /// The same variant in a locale (`"ar"`, `"pt-BR"`): formatting and `.lproj` strings.
  public func locale(_ identifier: String) -> Variant { with { $0.locale = identifier } }

  /// This variant with one thing changed.
  func with(_ change: (inout Variant) -> Void) -> Variant {
    var v = self
    change(&v)
    return v
  }
  /// The same variant in iOS 26's Liquid Glass design.
  public var liquidGlass: Variant { with { $0.design = .liquidGlass } }
}

extension Snapshotting where Value == Scene, Format == Pixmap {
  /// PNG baselines with sidecars, one per variant (the scene's default matrix when nil).
  public static func image(on variants: [Variant]? = nil, options: DiffOptions = .exact)
    -> Snapshotting
  {
    Snapshotting { scene, context in
      verifySnapshots(
        of: scene.after(context.interactions), variants: variants, named: context.name,
        presenting: context.presenting,
        options: options, mode: context.mode, directory: context.directory)
    }
  }
}

extension Snapshotting where Value: View, Format == Pixmap {
  /// The view as a page: PNG baselines with sidecars, one per variant.
  public static func image(on variants: [Variant]? = nil, options: DiffOptions = .exact)
    -> Snapshotting
  {
    Snapshotting<Scene, Pixmap>.image(on: variants, options: options).pullback {
      Scene(name: "view", page: $0)
    }
  }
}

extension Snapshotting where Value == Scene, Format == Pixmap {
  /// What VoiceOver reads, as PNG baselines with sidecars, one per variant: the frame with each
  /// element outlined in its own colour and numbered in reading order, and a legend to its right
  /// (label, value, traits, hint, actions, activation point); hidden, inert and merged elements
  /// dashed grey. Drawn at the device's scale, stored as `<name>.accessibility/<variant>.png`.
  public static func accessibilityImage(
    on variants: [Variant]? = nil, options: DiffOptions = .exact
  ) -> Snapshotting {
    pictures(.accessibility, on: variants, options: options)
  }

  /// The strategy that verifies `image` of each variant.
  static func pictures(_ image: SnapshotImage, on variants: [Variant]?, options: DiffOptions)
    -> Snapshotting
  {
    Snapshotting { scene, context in
      verifyImages(
        of: scene.after(context.interactions), variants: variants, named: context.name,
        presenting: context.presenting,
        options: options, mode: context.mode, directory: context.directory, image: image)
    }
  }

  /// Each variant with every element's hit region (where it takes taps) outlined, numbered and
  /// sized in a legend to its right; regions that take no taps (inert behind a modal, or under
  /// a view drawn over them) dashed grey. AccessibilitySnapshot's `.imageWithHitTargets`, as
  /// a PNG baseline with its sidecar, stored as `<name>.hitTargets/<variant>.png`. A tap area
  /// that grows or shrinks (a `contentShape`, a `frame` around a button) fails it even when the
  /// frame's pixels stay the same.
  public static func imageWithHitTargets(
    on variants: [Variant]? = nil, options: DiffOptions = .exact
  ) -> Snapshotting {
    pictures(.hitTargets, on: variants, options: options)
  }
}

extension Snapshotting where Value == Scene, Format == Pixmap {
  /// The change the last step of `after:` makes, in motion: `frames` frames side by side, at
  /// evenly spaced moments from the step until every view it inserted is in, each inserted view
  /// drawn as its transition and animation have it then (docs/swiftui.md, "Motion"). Stored as
  /// `<name>.filmstrip/<variant>.png` and diffed like any image; recording also writes
  /// `<variant>.apng` beside it, the motion as an animated PNG. A step that inserts nothing
  /// animated fails, saying why.
  public static func filmstrip(
    on variants: [Variant] = [.iPhone15], frames: Int = 5, options: DiffOptions = .exact
  ) -> Snapshotting {
    pictures(.filmstrip(frames: frames), on: variants, options: options)
  }
}

extension Snapshotting where Value: View, Format == Pixmap {
  /// The view as a page, the change its last step makes in motion (see `Snapshotting<Scene,
  /// Pixmap>.filmstrip`).
  public static func filmstrip(
    on variants: [Variant] = [.iPhone15], frames: Int = 5, options: DiffOptions = .exact
  ) -> Snapshotting {
    Snapshotting<Scene, Pixmap>.filmstrip(on: variants, frames: frames, options: options)
      .pullback { Scene(name: "view", page: $0) }
  }
}

extension Snapshotting where Value: View, Format == Pixmap {
  /// The view as a page with its hit regions (see `Snapshotting<Scene, Pixmap>
  /// .imageWithHitTargets`).
  public static func imageWithHitTargets(
    on variants: [Variant]? = nil, options: DiffOptions = .exact
  ) -> Snapshotting {
    Snapshotting<Scene, Pixmap>.imageWithHitTargets(on: variants, options: options).pullback {
      Scene(name: "view", page: $0)
    }
  }

  /// The view as a page, as VoiceOver reads it (see `Snapshotting<Scene, Pixmap>
  /// .accessibilityImage`).
  public static func accessibilityImage(
    on variants: [Variant]? = nil, options: DiffOptions = .exact
  ) -> Snapshotting {
    Snapshotting<Scene, Pixmap>.accessibilityImage(on: variants, options: options).pullback {
      Scene(name: "view", page: $0)
    }
  }
}

extension Snapshotting where Value == Scene, Format == String {
  /// A readable dump of what each variant is: every element (id, role, label, value, frame,
  /// actions, traits, hint, its place in VoiceOver's reading order) and every presentation,
  /// stored as `<name>.<variant>.semantics.txt`.
  public static func semantics(on variants: [Variant]? = nil) -> Snapshotting {
    textStrategy(on: variants, kind: "semantics") { _, rendered in
      SemanticsDump.text(rendered.semantics, rendered.variant.layoutDirection)
    }
  }

  /// The audit's findings in each variant, one per line, stored as `<name>.<variant>.audit.txt`.
  /// What a Swift view's screen shows over its page has each way out tried first
  /// (`SceneRenderer.observeDismissal`): the dismiss.observed-* rules judge what happened.
  public static func audit(on variants: [Variant]? = nil, config: AuditConfig = AuditConfig())
    -> Snapshotting
  {
    textStrategy(on: variants, kind: "audit") { scene, rendered in
      var rendered = rendered
      rendered.observedDismissal = SceneRenderer().observeDismissal(scene, rendered.variant)
      let findings = Auditor(config: config).audit(fixture: "view", rendered)
      guard !findings.isEmpty else { return "no findings\n" }
      return findings.map { f in
        "\(f.severity.rawValue) \(f.rule) \(f.element): \(f.message) (measured \(f.measured); "
          + "required \(f.required))\n"
      }.joined()
    }
  }

  static func textStrategy(
    on variants: [Variant]?, kind: String, _ text: @escaping (Scene, RenderedScene) -> String
  ) -> Snapshotting {
    Snapshotting { scene, context in
      let scene = scene.after(context.interactions)
      var failures: [SnapshotFailure] = []
      let configuration = SnapshotConfiguration.current
      forEachOpening(scene, context.presenting, prefix: context.name) { prefix, scene, adapt in
        for v in configuration.variants(variants, fallback: scene.variants(.default)).map(adapt) {
          let path = "\(context.directory)/\(prefix).\(v.name).\(kind).txt"
          do {
            let actual = text(scene, try SceneRenderer().render(scene, v))
            if let failure = try TextBaseline.check(actual, path: path, mode: context.mode) {
              failures.append(failure)
            }
          } catch {
            failures.append(SnapshotFailure("\(path): \(error)"))
          }
        }
      }
      return failures
    }
  }
}

extension Snapshotting where Value: View, Format == String {
  /// The view's semantics as text (see `Snapshotting<Scene, String>.semantics`).
  public static func semantics(on variants: [Variant]? = nil) -> Snapshotting {
    Snapshotting<Scene, String>.semantics(on: variants).pullback { Scene(name: "view", page: $0) }
  }
  /// The view's audit findings as text (see `Snapshotting<Scene, String>.audit`).
  public static func audit(on variants: [Variant]? = nil, config: AuditConfig = AuditConfig())
    -> Snapshotting
  {
    Snapshotting<Scene, String>.audit(on: variants, config: config).pullback {
      Scene(name: "view", page: $0)
    }
  }
}

/// Runs `body` for the scene as it is and, with `.each`, again with each presentation its page
/// attaches opened, and once more for its page variants when its tree shows a presentation as it
/// is (what `Scene.states` adds for a fixture's presentations); with `.eachTap`, again for each
/// state one tap leads to. `body` gets the storage prefix of each, the scene to draw, and what to
/// do to each variant.
func forEachOpening(
  _ scene: Scene, _ presenting: Presenting, prefix: String,
  _ body: (String, Scene, (Variant) -> Variant) -> Void
) {
  body(prefix, scene) { $0 }
  if presenting.mode == .eachTap {
    var drawn: [String: String] = [:]
    for (name, step, tapped) in tapStates(of: scene, prefix: prefix, drawn: &drawn) {
      body(name, tapped) { $0 }
      guard presenting.depth > 1 else { continue }
      for (second, _, again) in tapStates(
        of: tapped, prefix: prefix, after: [step], drawn: &drawn)
      {
        body(second, again) { $0 }
      }
    }
    return
  }
  guard presenting.mode == .each, let first = scene.variants(.default).first,
    let requests = try? SceneRenderer().render(scene, first).requests
  else { return }
  func clean(_ s: String) -> String { String(s.map { "/[]#".contains($0) ? "-" : $0 }) }
  for request in requests where !request.isPresented {
    let name = "\(prefix).\(request.modifierName)@\(clean(request.source))"
    if request.opensByName {
      body(name, scene) { v in
        var open = v
        open.openMenu = request.source
        return open
      }
      continue
    }
    request.whileOpen { body(name, scene) { $0 } }
    for item in presenting.items where request.canOpen(with: item) {
      let id = (item as? any Identifiable).map { "\($0.id)" } ?? "\(item)"
      request.whileOpen(with: item) { body("\(name)#\(clean(id))", scene) { $0 } }
    }
  }
  if scene.presentations.isEmpty && requests.contains(where: \.isPresented) {
    body(prefix, scene) { v in
      var page = v
      page.state = Variant.pageState
      return page
    }
  }
}

/// The states one tap on the scene leads to, in paint order of what is tapped: each enabled
/// control (a button, a view with `.onTapGesture`, a toggle) not covered by a modal, named by its
/// label, or by its id where the label is missing or shared. Drawn on the scene's first variant:
/// a state drawn the same as the scene, or as a state before it, is skipped and said.
/// `drawn` holds the fingerprints of the states taken so far (across calls, for a depth of 2);
/// `taken`, the taps that led to `scene`, which name its states (`tap-A-then-tap-B`).
func tapStates(
  of scene: Scene, prefix: String, after taken: [Interaction] = [], drawn: inout [String: String]
) -> [(name: String, step: Interaction, scene: Scene)] {
  guard let first = scene.variants(.default).first(where: { !$0.isPage }) else { return [] }
  let renderer = SceneRenderer()
  // Rendered in a session of its own, so the elements carry their actions; only taps count.
  let graph = StateGraph()
  guard
    let shown = try? graph.run({ () throws(RenderError) in try renderer.render(scene, first) })
  else { return [] }
  let tappable = shown.semantics.elements.filter { e in
    guard !e.inert, case .tap = graph.action(e.interaction) else { return false }
    return true
  }
  if drawn.isEmpty { drawn[shown.fingerprint] = "the scene as it is" }
  var states: [(name: String, step: Interaction, scene: Scene)] = []
  for e in tappable {
    let shared = e.label.map { label in tappable.filter { $0.label == label }.count > 1 } ?? true
    let step = Interaction.tap(shared ? e.id : e.label!)
    let name = "\(prefix).\(Interaction.storageName(taken + [step]))"
    let tapped = scene.after([step])
    // A tap that fails is kept: the strategy's own render reports why.
    if let r = try? renderer.render(tapped, first) {
      if let earlier = drawn[r.fingerprint] {
        print("popshot: \(name) skipped: a tap there draws what \(earlier) draws")
        continue
      }
      drawn[r.fingerprint] = name
    }
    states.append((name, step, tapped))
  }
  return states
}

/// Text baselines: compared whole; a difference names the first line that differs.
enum TextBaseline {
  static func check(_ actual: String, path: String, mode: RecordMode) throws -> SnapshotFailure? {
    let existing = FileManager.default.contents(atPath: path).flatMap {
      String(data: $0, encoding: .utf8)
    }
    let comparison: RecordMode.Comparison =
      existing == nil ? .missing : existing == actual ? .matched : .differs
    if mode.writes(comparison) {
      try AtomicFile.write(Data(actual.utf8), to: path)
      print("popshot: recorded \(path)")
      if existing == nil, SnapshotConfiguration.current.missingBaselinesFail == true {
        return SnapshotConfiguration.missingFailure("\(path): recorded new baseline")
      }
      // Re-recording what failed still fails the run, as image baselines do; `all` does not.
      guard mode.failsAfterWriting(comparison) else { return nil }
      return SnapshotFailure("\(path): differed; \(RecordMode.rerecordedHint)")
    }
    guard let existing else {
      return SnapshotFailure(
        "\(path): no baseline; \(RecordMode.recordMissingHint)",
        difference: SnapshotDifference(kind: .noBaseline))
    }
    guard existing != actual else { return nil }
    let old = existing.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(old.count, new.count)
    let was = line < old.count ? String(old[line]) : "(end)"
    let now = line < new.count ? String(new[line]) : "(end)"
    return SnapshotFailure(
      "\(path): line \(line + 1) differs\n  baseline: \(was)\n  actual:   \(now)")
  }
}

/// The text form of a variant's semantics.
enum SemanticsDump {
  static func text(_ s: SceneSemantics, _ direction: LayoutDirection = .leftToRight) -> String {
    func n(_ v: Double) -> String { shortNumber(v) }
    func rect(_ r: Rect) -> String { "(\(n(r.minX)), \(n(r.minY))) \(n(r.width))×\(n(r.height))" }
    func quoted(_ list: [String]) -> String { list.map { "\"\($0)\"" }.joined(separator: ", ") }
    var out = "screen \(rect(s.screen)), safe area \(rect(s.safeArea))\n"
    let reading = s.readingOrder(direction)
    for (i, e) in s.elements.enumerated() {
      var line = "\(e.id) \(e.role.rawValue)"
      if let label = e.label { line += " \"\(label)\"" }
      if let value = e.value { line += " value \"\(value)\"" }
      line += " \(rect(e.frame))"
      if let hit = e.hitFrame, hit != e.frame { line += " hit \(rect(hit))" }
      if !e.actions.isEmpty {
        line += " actions " + e.actions.map(SemanticDiff.plainCase).joined(separator: ", ")
      }
      if let custom = e.customActions { line += " customActions " + quoted(custom) }
      let traits = e.voiceOverTraits
      if !traits.isEmpty { line += " traits " + traits.map(\.rawValue).joined(separator: ", ") }
      if let hint = e.hint { line += " hint \"\(hint)\"" }
      if let labels = e.inputLabels { line += " inputLabels " + quoted(labels) }
      if let p = e.sortPriority { line += " sortPriority \(n(p))" }
      if let n = reading.position(of: i) { line += " order \(n)" }
      if e.inert { line += " inert" }
      if e.hiddenFromAccessibility { line += " hidden" }
      if e.layer != .page { line += " in \(e.layer)" }
      out += line + "\n"
    }
    for p in s.presentations {
      var line = "presentation \(p.id) \(p.kind) \(rect(p.frame))"
      if p.modal { line += " modal" }
      if let d = p.sheet?.detent { line += " detent \(d)" }
      line +=
        " ways out "
        + (p.waysOut.isEmpty
          ? "none" : p.waysOut.map(SemanticDiff.plainCase).joined(separator: ", "))
      out += line + "\n"
    }
    return out
  }
}

/// Swift Testing: checks `value` with `strategy`; each difference is an Issue. `named` tells
/// apart several snapshots in one test (a parameterized test's arguments, say). `after` is what
/// the test does to the view first (`[.tap("Show popup")]`): the baselines are named after the
/// steps (`<name>.tap-Show-popup`), and a step that names no element, or several, fails the test
/// with the candidates. With `eachStep`, the screen after each step is a snapshot of its own
/// (`<name>.tap-Show`, `<name>.tap-Show-then-tap-Close`).
public func expectSnapshot<Value, Format>(
  of value: Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil,
  presenting: Presenting = .asIs, after steps: [Interaction] = [], eachStep: Bool = false,
  mode: RecordMode = .current,
  function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) {
  let file = sourceLocation._filePath
  let failures = FailureAttachments.attaching(sourceLocation: sourceLocation) {
    snapshotFailures(
      value, strategy, name: name, presenting: presenting, after: steps, eachStep: eachStep,
      mode: mode, file: file, function: function)
  }
  for failure in failures {
    Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
  }
}

/// XCTest: checks `value` with `strategy`; each difference fails the test. `after` as for
/// `expectSnapshot`.
public func assertSnapshot<Value, Format>(
  of value: Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil,
  presenting: Presenting = .asIs, after steps: [Interaction] = [], eachStep: Bool = false,
  mode: RecordMode = .current,
  function: String = #function, file: StaticString = #filePath, line: UInt = #line
) {
  for failure in snapshotFailures(
    value, strategy, name: name, presenting: presenting, after: steps, eachStep: eachStep,
    mode: mode, file: "\(file)", function: function)
  {
    XCTFail(failure.message, file: file, line: line)
  }
}

func snapshotFailures<Value, Format>(
  _ value: Value, _ strategy: Snapshotting<Value, Format>, name: String?,
  presenting: Presenting, after steps: [Interaction] = [], eachStep: Bool = false,
  mode: RecordMode, file: String, function: String
) -> [SnapshotFailure] {
  if let problem = RecordMode.environmentProblem() { return [SnapshotFailure(problem)] }
  if name == nil, Test.Case.current?.isParameterized == true {
    // Every argument would otherwise share, and overwrite, one baseline.
    return [
      SnapshotFailure(
        "\(function) is a parameterized test: pass named: (the argument, say) so each case has "
          + "a baseline of its own")
    ]
  }
  var storage = codeSceneName(file: file, function: function)
  if let name {
    guard PathComponent.isValid(name) else {
      return [
        SnapshotFailure("named: \"\(name)\" cannot name a baseline file: use \(PathComponent.rule)")
      ]
    }
    storage += "." + name
  }
  // With `eachStep`, the screen after each step, each under the steps that led to it.
  let runs =
    eachStep && !steps.isEmpty ? (1...steps.count).map { Array(steps.prefix($0)) } : [steps]
  return runs.flatMap { done -> [SnapshotFailure] in
    let name = done.isEmpty ? storage : storage + "." + Interaction.storageName(done)
    let context = SnapshotContext(
      directory: snapshotsDirectory(for: file), name: name, mode: mode, presenting: presenting,
      interactions: done)
    return strategy.check(value, context)
  }
}
