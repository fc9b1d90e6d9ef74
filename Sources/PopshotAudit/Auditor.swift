// Running the rules with the configured severities and suppressions.
import Foundation
import PopshotGraphics
import PopshotScenes

/// Audits rendered variants.
public struct Auditor: Sendable {
  public var config: AuditConfig
  public var rules: [AuditRule]

  public init(config: AuditConfig = AuditConfig(), rules: [AuditRule] = AuditRule.all) {
    self.config = config
    self.rules = rules
  }

  /// Every finding of every rule, with the configured severities and suppressions applied.
  public func audit(fixture: String, _ rendered: RenderedScene) -> [Finding] {
    suppressing(unsuppressed(fixture: fixture, rendered))
  }

  /// Every finding of every enabled rule, at the configured severities, before suppressions.
  /// The rules see only the variant, its display list and its semantics, so another fixture
  /// with the same three has the same findings but for their `fixture`.
  public func unsuppressed(fixture: String, _ rendered: RenderedScene) -> [Finding] {
    outcomes(fixture: fixture, rendered).findings
  }

  /// What every enabled rule checked and found, at the configured severities, before
  /// suppressions: the findings, and each rule's tally by its id.
  /// `pixels`, the frame when it is drawn already, spares the text measurements drawing it again
  /// in pieces, and `before`, the copies `textBackgrounds` asks for drawn with it, spares them
  /// drawing the frame without each text; the findings are the same.
  public func outcomes(
    fixture: String, _ rendered: RenderedScene, pixels: Pixmap?,
    before: [Painter.FrameCopy: Pixmap] = [:]
  ) -> (findings: [Finding], tallies: [AuditRuleID: RuleTally]) {
    outcomes(
      fixture: fixture, rendered, pieces: pixels.map { FramePieces(whole: $0) }, before: before)
  }

  /// `outcomes` with the parts of the frame drawn already: those holding the texts
  /// (`textParts`, `Painter.render(_:size:covering:before:)`) or the whole frame.
  public func outcomes(
    fixture: String, _ rendered: RenderedScene, pieces: FramePieces? = nil,
    before: [Painter.FrameCopy: Pixmap] = [:]
  ) -> (findings: [Finding], tallies: [AuditRuleID: RuleTally]) {
    let context = AuditContext(
      fixture: fixture, rendered: rendered, profile: config.profile,
      readingTimeBase: config.readingTimeBase, wordsPerExtraSecond: config.wordsPerExtraSecond,
      inactiveContent: config.inactiveContent, pixels: pieces, before: before)
    var out: [Finding] = []
    var tallies: [AuditRuleID: RuleTally] = [:]
    for rule in rules {
      let override = config.severities[rule.id]
      if case .some(nil) = override { continue }
      let outcome = rule.outcome(context)
      tallies[rule.id] = outcome.tally
      for var f in outcome.findings {
        if case .some(let s?) = override { f.severity = s }
        out.append(f)
      }
    }
    return (out, tallies)
  }

  /// Whether a rule it runs measures the frame's pixels (`contrast.text` crops the frame given
  /// to `outcomes`): a run draws the frame for the audit only then, not for the clipping sweep.
  public var measuresPixels: Bool {
    rules.contains { $0.id == AuditRule.contrastText.id }
  }

  /// The regions to copy while drawing `rendered`'s frame for `outcomes`
  /// (`Painter.render(_:size:before:)`): the backgrounds of the texts drawn on top of all else.
  /// None when no rule measures pixels.
  public func textBackgrounds(_ rendered: RenderedScene) -> Set<Painter.FrameCopy> {
    guard measuresPixels else { return [] }
    return AuditContext(fixture: "", rendered: rendered, profile: config.profile)
      .textBackgrounds()
  }

  /// What to draw of `rendered`'s frame for `outcomes` when only the texts' parts are drawn
  /// (`Painter.render(_:size:covering:before:)`): the device pixels the text measurements read,
  /// and the copies of the texts' backgrounds (`textBackgrounds`), found in one pass over the
  /// display list. Nothing when no rule measures pixels.
  public func textParts(_ rendered: RenderedScene) -> (
    regions: [PixelRect], backgrounds: Set<Painter.FrameCopy>
  ) {
    guard measuresPixels else { return ([], []) }
    let context = AuditContext(fixture: "", rendered: rendered, profile: config.profile)
    return (context.textRegions(), context.textBackgrounds())
  }

  /// `findings` without those the configuration suppresses.
  public func suppressing(_ findings: [Finding]) -> [Finding] {
    findings.filter { f in
      !config.suppressions.contains {
        $0.rule == f.rule && $0.fixture == f.fixture && $0.element == f.element
      }
    }
  }
}
