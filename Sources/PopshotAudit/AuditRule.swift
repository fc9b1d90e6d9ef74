import PopshotGraphics
import PopshotScenes
import PopshotUI

/// One audit rule: an id, a default severity, where it comes from, why it matters, and a check.
/// Rules never print; reports format their findings.
public struct AuditRule: Sendable {
  public let id: String
  public let severity: Severity
  public let standard: String
  public let rationale: String
  let check: @Sendable (AuditRule, AuditContext) -> [Finding]

  public func run(_ c: AuditContext) -> [Finding] { check(self, c) }
}

func fmt(_ v: Double) -> String { shortNumber(v) }
func ratioText(_ v: Double) -> String { "\(fmt((v * 100).rounded(.down) / 100)):1" }
func hex(_ c: SRGBColor) -> String { c.hexString() }

extension SemanticElement {
  /// The roles of the structural layers that lie over what is under them: scrims, sheets,
  /// popups and toasts.
  static let coveringRoles: Set<SemanticRole> = [.scrim, .sheet, .popup, .toast]

  /// True for a scrim, sheet, popup or toast.
  var covers: Bool { SemanticElement.coveringRoles.contains(role) }

  /// The roles of controls a finger uses.
  static let controlRoles: Set<SemanticRole> = [
    .button, .toggle, .textField, .adjustable, .link, .tab,
  ]

  /// Controls a finger can use: buttons, switches, fields, sliders, links, tabs and anything with
  /// a tap action, except the structural layers (scrims, sheets, popups) whose taps are ways out,
  /// judged by the dismissal rules.
  var isControl: Bool {
    let isControlRole = SemanticElement.controlRoles.contains(role)
    guard !hiddenFromAccessibility || isControlRole, !inert else { return false }
    if covers || role == .grabber { return false }
    return isControlRole
      || actions.contains { if case .tap = $0 { return true } else { return false } }
  }

  /// Drawn dimmed because it is disabled (`.disabled(true)`): WCAG 1.4.3 and 2.5.8 exempt inactive
  /// components.
  var isInactive: Bool { traits?.contains("notEnabled") == true }
}
