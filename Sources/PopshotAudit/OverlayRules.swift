// Popups and toasts written as user code (a ZStack with an `if`): VoiceOver knows a view is modal
// only through the isModal trait (UIKit's accessibilityViewIsModal); without it, VoiceOver moves
// on from the popup to the controls it covers.
import PopshotGraphics
import PopshotScenes

extension AuditRule {
  static let modalMissingTrait = AuditRule(
    id: "modal.missing-trait", title: "VoiceOver can still reach the page behind",
    helpURL: "https://developer.apple.com/documentation/swiftui/accessibilitytraits/ismodal",
    severity: .warning,
    standard: "Apple: accessibilityViewIsModal / AccessibilityTraits.isModal; WCAG 2.2 SC 2.4.3",
    rationale:
      "A view shown over the page without the isModal trait leaves what it covers in VoiceOver's "
      + "reach: a VoiceOver user moves from the popup to controls no one can see."
  ) { rule, c in
    c.checking(c.semantics.overlays ?? []) { o -> Finding? in
      guard !o.modal, !o.reachableBehind.isEmpty else { return nil }
      let n = o.reachableBehind.count
      let listed = o.reachableBehind.prefix(3).joined(separator: ", ")
      return c.finding(
        rule, o.id, label: nil, frame: o.frame,
        measured: "\(n) element\(n == 1 ? "" : "s") behind it in VoiceOver's reach (\(listed))",
        required: ".accessibilityAddTraits(.isModal) on the view shown",
        message:
          "a view shown over the page is not modal to VoiceOver, which can still reach \(n) "
          + "element\(n == 1 ? "" : "s") behind it")
    }
  }
}
