import Foundation
import PopshotGraphics
import PopshotScenes

/// How serious a finding is.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
  case info, warning, error
  var rank: Int { self == .info ? 0 : self == .warning ? 1 : 2 }
  public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One problem an audit rule found in one variant.
public struct Finding: Hashable, Sendable, Codable {
  public var rule: AuditRuleID
  public var severity: Severity
  public var fixture: String
  public var variant: String
  /// The element (or presentation) concerned, and its accessible label.
  public var element: String
  public var label: String?
  /// Where, in points.
  public var frame: Rect?
  /// What was measured and what was required, in words and numbers: "4.02:1" vs "4.5:1".
  public var measured: String
  public var required: String
  public var standard: String
  public var message: String
  /// True when the rule could not call the subject pass or fail and a person has to look (axe's
  /// "incomplete"); nil otherwise.
  public var incomplete: Bool? = nil
  /// Identifies the finding across variants and pixel noise (rule, fixture, element): the key of
  /// suppressions and audit baselines.
  public var fingerprint: String { "\(rule)|\(fixture)|\(element)" }
}

extension Finding {
  /// The finding on one line: severity, rule, element, message, measured, required, standard.
  public var line: String {
    "\(severity.rawValue)\(incomplete == true ? " (incomplete)" : "") \(rule) \(element): \(message) (measured \(measured); "
      + "required \(required)) [\(standard)]"
  }
}
