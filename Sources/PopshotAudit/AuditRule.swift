import PopshotGraphics
import PopshotScenes
import PopshotUI

/// One audit rule: an id, a title in designers' words, a default severity, the standard it
/// comes from and the page that explains it, why it matters, and a check. Rules never print;
/// reports format their findings from these fields.
public struct AuditRule: Sendable {
  public let id: AuditRuleID
  /// What a finding of this rule means, as a designer would say it (the gallery's headings).
  public let title: String
  /// Where the standard is explained: the WCAG 2.2 success criterion's Understanding page, the
  /// Apple Human Interface Guidelines page, or the Apple API the rule is about.
  public let helpURL: String
  public let severity: Severity
  public let standard: String
  public let rationale: String
  let check: @Sendable (AuditRule, AuditContext) -> RuleOutcome

  /// The rule's findings in a variant, at its default severity.
  public func run(_ c: AuditContext) -> [Finding] { check(self, c).findings }
  /// What the rule checked in a variant and what it found.
  public func outcome(_ c: AuditContext) -> RuleOutcome { check(self, c) }

  /// The Understanding page of a WCAG 2.2 success criterion.
  static func wcag(_ page: String) -> String {
    "https://www.w3.org/WAI/WCAG22/Understanding/\(page).html"
  }
  /// A page of Apple's Human Interface Guidelines.
  static func hig(_ page: String) -> String {
    "https://developer.apple.com/design/human-interface-guidelines/\(page)"
  }
}

/// What one rule made of one variant: how many subjects (elements or presentations) it applies
/// to and checked, and its findings about them. A rule that applies to nothing checked none, so
/// "no findings" can be told from "nothing to check".
public struct RuleOutcome: Sendable {
  public var checked: Int
  public var findings: [Finding]
  public init(checked: Int = 0, findings: [Finding] = []) {
    self.checked = checked
    self.findings = findings
  }

  /// How many subjects passed, failed (some finding that is not incomplete) or could not be
  /// called either way (only incomplete findings).
  public var tally: RuleTally {
    let failed = Set(findings.filter { $0.incomplete != true }.map(\.element))
    let incomplete = Set(findings.filter { $0.incomplete == true }.map(\.element))
      .subtracting(failed)
    return RuleTally(
      checked: checked, passed: max(0, checked - failed.count - incomplete.count),
      incomplete: incomplete.count)
  }
}

/// What a rule checked in a variant, or across a run: subjects checked, passed, and incomplete
/// (axe's "needs review"); the rest failed.
public struct RuleTally: Hashable, Sendable, Codable {
  public var checked: Int
  public var passed: Int
  public var incomplete: Int
  public var failed: Int { checked - passed - incomplete }
  public init(checked: Int, passed: Int, incomplete: Int) {
    self.checked = checked
    self.passed = passed
    self.incomplete = incomplete
  }
  public static func + (a: RuleTally, b: RuleTally) -> RuleTally {
    RuleTally(
      checked: a.checked + b.checked, passed: a.passed + b.passed,
      incomplete: a.incomplete + b.incomplete)
  }
}

extension AuditContext {
  /// The outcome of checking each of `subjects`, those the rule applies to: `verdict` gives a
  /// subject's finding, or nil when it passes.
  func checking<T>(_ subjects: [T], _ verdict: (T) -> Finding?) -> RuleOutcome {
    RuleOutcome(checked: subjects.count, findings: subjects.compactMap(verdict))
  }
}

func fmt(_ v: Double) -> String { shortNumber(v) }
func ratioText(_ v: Double) -> String { "\(fmt((v * 100).rounded(.down) / 100)):1" }
func hex(_ c: SRGBColor) -> String { c.hexString() }

extension SemanticElement {
  /// True for a scrim, sheet, popup or toast.
  var covers: Bool { role.coversWhatIsUnder }

  /// Controls a finger can use: buttons, switches, fields, sliders, links, tabs and anything with
  /// a tap action, except the structural layers (scrims, sheets, popups) whose taps are ways out,
  /// judged by the dismissal rules.
  var isControl: Bool {
    let isControlRole = role.isControl
    guard !hiddenFromAccessibility || isControlRole, !inert else { return false }
    if covers || role == .grabber { return false }
    return isControlRole
      || actions.contains { if case .tap = $0 { return true } else { return false } }
  }

  /// Drawn dimmed because it is disabled (`.disabled(true)`): WCAG 1.4.3 and 2.5.8 exempt inactive
  /// components.
  var isInactive: Bool { traits?.contains(.notEnabled) == true }
}
