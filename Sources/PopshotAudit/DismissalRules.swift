// A modal always has a way out (docs/audit-rules.md, "Dismissal and timing").
import PopshotGraphics
import PopshotScenes
import PopshotUI

extension PresentationInfo {
  var isCustom: Bool { kind == .popup }
}

extension AuditContext {
  func element(_ id: String, in p: PresentationInfo) -> SemanticElement? {
    semantics.elements.element(id, in: p.layer)
  }
  /// A close control that a VoiceOver or Switch Control user can find and a finger can hit.
  func usableControl(_ p: PresentationInfo) -> SemanticElement? {
    p.closeControls.compactMap { element($0, in: p) }.first { e in
      let r = reachable(e)
      return !(e.label ?? "").isEmpty && r.width >= profile.targetSize - 1e-9
        && r.height >= profile.targetSize - 1e-9
    }
  }
}

extension AuditRule {
  /// Checks the presentations a rule applies to: `verdict` gives each one's finding, or nil when
  /// it passes.
  static func presentations(
    _ c: AuditContext, where applies: (PresentationInfo) -> Bool,
    _ verdict: (PresentationInfo) -> Finding?
  ) -> RuleOutcome {
    c.checking(c.semantics.presentations.filter(applies), verdict)
  }

  static let dismissNoWayOut = AuditRule(
    id: "dismiss.no-way-out", title: "There is no way to close it",
    helpURL: wcag("no-keyboard-trap"), severity: .error,
    standard: "WCAG 2.2 SC 2.1.2 (by analogy); Apple HIG: Modality",
    rationale:
      "A presentation with no way to close it traps the user (a modal) or covers the page for good."
  ) { rule, c in
    // A screen written in Swift whose ways out were tried is judged by what was observed
    // (dismiss.observed-trap), not by what its semantics suggest.
    guard c.rendered.observedDismissal == nil else { return RuleOutcome(checked: 0, findings: []) }
    return presentations(
      c, where: { $0.kind != .toast && (!$0.pageInteractive || $0.kind == .popup) }
    ) {
      p in
      guard p.waysOut.isEmpty else { return nil }
      return c.finding(
        rule, p.id, label: nil, frame: p.frame, measured: "no way out",
        required: "at least one way to close it",
        message: "the \(p.kind) has no way out: no close control, gesture, timer or escape action",
        severity: p.modal ? .error : .warning)
    }
  }

  /// A destructive action with no cancel beside it (the legacy `Alert` and `ActionSheet` show
  /// only the buttons they list; SwiftUI's `.alert` and `.confirmationDialog` add Cancel).
  static let dismissDestructiveWithoutCancel = AuditRule(
    id: "dismiss.destructive-without-cancel", title: "A destructive choice has no Cancel beside it",
    helpURL: hig("alerts"), severity: .error,
    standard: "Apple HIG: Alerts (provide a Cancel button beside a destructive one)",
    rationale:
      "Without a Cancel button, backing out of an alert's destructive choice means finding another button, or there is none."
  ) { rule, c in
    presentations(c, where: { $0.dialog != nil }) { p in
      guard let d = p.dialog, let first = d.destructiveActions.first, d.cancelAction == nil else {
        return nil
      }
      let label = c.semantics.elements.element(first, in: p.layer)?.label ?? first
      return c.finding(
        rule, p.id, label: nil, frame: p.frame, measured: "no cancel action",
        required: "a button with the cancel role",
        message: "the \(p.kind) offers \"\(label)\", a destructive action, with no Cancel")
    }
  }

  static let dismissGestureOnly = AuditRule(
    id: "dismiss.gesture-only", title: "Only a gesture closes it", helpURL: hig("modality"),
    severity: .error,
    standard: "Apple HIG: Modality; WCAG 2.2 SC 2.1.1",
    rationale:
      "Tap-outside and swipe cannot be found by VoiceOver or Switch Control users; a visible, labelled control of target size can."
  ) { rule, c in
    // System sheets answer VoiceOver's escape gesture when they can be dismissed and are resized
    // through the grabber's adjustable action; dismiss.sheet-trap judges the ones that cannot.
    // A system popover closes on a tap outside and on the escape gesture, with no close button.
    presentations(
      c,
      where: {
        $0.modal && !$0.waysOut.isEmpty && $0.kind != .sheet
          && ($0.kind != .popover || !$0.waysOut.contains(.escape))
      }
    ) { p in
      guard c.usableControl(p) == nil else { return nil }
      let ways = p.waysOut.map { "\($0)" }.joined(separator: ", ")
      return c.finding(
        rule, p.id, label: nil, frame: p.frame, measured: "ways out: \(ways)",
        required: "a visible, labelled close control of \(fmt(c.profile.targetSize)) pt",
        message:
          "the \(p.kind) can only be closed by gestures or by an unlabelled or undersized control")
    }
  }

  static let dismissTapOutsideUnreachable = AuditRule(
    id: "dismiss.tap-outside-unreachable", title: "There is nothing outside it to tap",
    helpURL: hig("modality"), severity: .warning, standard: "Apple HIG: Modality",
    rationale:
      "Tap-outside only works where there is an outside to tap: a visible area of at least a target's size."
  ) { rule, c in
    presentations(c, where: { $0.waysOut.contains(.tapOutside) && $0.scrimFrame != nil }) { p in
      guard let scrim = p.scrimFrame else { return nil }
      let safe = scrim.intersection(c.semantics.safeArea)
      let need = c.profile.targetSize
      let strips = [
        Rect(x: safe.minX, y: safe.minY, width: safe.width, height: p.frame.minY - safe.minY),
        Rect(x: safe.minX, y: p.frame.maxY, width: safe.width, height: safe.maxY - p.frame.maxY),
        Rect(x: safe.minX, y: safe.minY, width: p.frame.minX - safe.minX, height: safe.height),
        Rect(x: p.frame.maxX, y: safe.minY, width: safe.maxX - p.frame.maxX, height: safe.height),
      ]
      guard !strips.contains(where: { $0.width >= need && $0.height >= need }) else { return nil }
      return c.finding(
        rule, p.id, label: nil, frame: p.frame, measured: "no outside area of \(fmt(need)) pt",
        required: "a reachable area around the \(p.kind)",
        message: "tap-outside is declared but the \(p.kind) leaves no area outside it to tap")
    }
  }

  static let dismissControlUnreachable = AuditRule(
    id: "dismiss.control-unreachable", title: "The close control cannot be reached",
    helpURL: hig("layout"), severity: .error, standard: "Apple HIG: Layout",
    rationale:
      "A close control off screen, in an unsafe area or under something else cannot be used."
  ) { rule, c in
    presentations(c, where: { !$0.closeControls.isEmpty }) { p in
      for id in p.closeControls {
        guard let e = c.element(id, in: p) else { continue }
        let r = c.reachable(e)
        if r.isEmpty {
          return c.finding(
            rule, e.id, label: e.label, frame: e.hitFrame, measured: "not reachable",
            required: "on screen, in the safe area, uncovered",
            message: "the close control cannot be reached")
        }
      }
      return nil
    }
  }

  static let dismissScrimLeavesLive = AuditRule(
    id: "dismiss.scrim-leaves-live", title: "Controls behind the dimmed background still respond",
    helpURL: hig("modality"), severity: .error, standard: "Apple HIG: Modality",
    rationale:
      "A modal's scrim must cover every interactive element of the page; a live back button under a popup leaves the popup behind."
  ) { rule, c in
    presentations(c, where: \.modal) { p in
      guard !p.uncoveredInteractive.isEmpty else { return nil }
      return c.finding(
        rule, p.id, label: nil, frame: p.scrimFrame,
        measured: "live: \(p.uncoveredInteractive.joined(separator: ", "))",
        required: "every interactive page element covered",
        message:
          "the \(p.kind)'s scrim leaves \(p.uncoveredInteractive.joined(separator: ", ")) live")
    }
  }

  static let dismissNoEscape = AuditRule(
    id: "dismiss.no-escape", title: "VoiceOver's escape gesture does not close it",
    helpURL: hig("accessibility"), severity: .warning,
    standard: "Apple: accessibilityPerformEscape (VoiceOver two-finger Z)",
    rationale:
      "VoiceOver users close modals with the escape gesture; custom popups only answer it when they declare it."
  ) { rule, c in
    presentations(c, where: { $0.isCustom && $0.modal }) { p in
      guard !p.waysOut.contains(.escape) else { return nil }
      return c.finding(
        rule, p.id, label: nil, frame: p.frame, measured: "no escape action",
        required: ".accessibilityEscapeAction",
        message: "the custom modal does not answer VoiceOver's escape gesture")
    }
  }

  static let dismissHiddenGrabber = AuditRule(
    id: "dismiss.hidden-grabber", title: "The sheet can be resized but hides its grabber",
    helpURL: hig("sheets"), severity: .warning, standard: "Apple HIG: Sheets",
    rationale: "A resizable sheet shows its grabber so people know it can be resized."
  ) { rule, c in
    presentations(c, where: { ($0.sheet?.activeDetents.count ?? 0) > 1 }) { p in
      guard let sheet = p.sheet, !sheet.dragIndicatorVisible else { return nil }
      return c.finding(
        rule, p.id, label: nil, frame: p.frame,
        measured: "\(sheet.activeDetents.count) detents, grabber hidden",
        required: "a visible grabber", message: "the sheet can be resized but hides its grabber")
    }
  }

  static let dismissInactiveDetents = AuditRule(
    id: "dismiss.inactive-detents", title: "None of the sheet's heights is available here",
    helpURL: "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller",
    severity: .error,
    standard: "UIKit: UISheetPresentationController (\"at least one detent must be active\")",
    rationale:
      "A sheet whose detents are all inactive in this size class has no height; UIKit refuses it."
  ) { rule, c in
    presentations(c, where: { $0.sheet != nil }) { p in
      guard p.sheet?.allDetentsInactive == true else { return nil }
      return c.finding(
        rule, p.id, label: nil, frame: p.frame, measured: "no active detent",
        required: "a detent active in \(c.rendered.variant.orientation.rawValue)",
        message: "none of the sheet's detents is active here (medium is off in compact height)")
    }
  }

  static let dismissSheetTrap = AuditRule(
    id: "dismiss.sheet-trap", title: "The sheet traps the user", helpURL: hig("sheets"),
    severity: .error, standard: "Apple HIG: Sheets",
    rationale:
      "A sheet that cannot be swiped away and has no close control traps the user, unless the page behind stays usable."
  ) { rule, c in
    // Observed instead, for a screen written in Swift (dismiss.observed-trap).
    guard c.rendered.observedDismissal == nil else { return RuleOutcome(checked: 0, findings: []) }
    return presentations(c, where: { $0.kind == .sheet }) { p in
      guard !p.waysOut.contains(.swipe), p.closeControls.isEmpty,
        !p.waysOut.contains(where: {
          if case .interactivePageAtDetent = $0 { return true } else { return false }
        })
      else { return nil }
      return c.finding(
        rule, p.id, label: nil, frame: p.frame, measured: "no swipe, no close control, page inert",
        required: "a close control or an interactive page",
        message: "the sheet cannot be dismissed and the page behind is inert")
    }
  }

  static let timingToastTooShort = AuditRule(
    id: "timing.toast-too-short", title: "The toast disappears before it can be read",
    helpURL: wcag("timing-adjustable"), severity: .warning, standard: "WCAG 2.2 SC 2.2.1",
    rationale:
      "A toast that hides itself must stay long enough to be read: 5 s plus 1 s per 120 words by default."
  ) { rule, c in
    presentations(c, where: { ($0.toast?.duration ?? 0) > 0 }) { p in
      guard let toast = p.toast else { return nil }
      let d = toast.duration
      let words = toast.wordCount
      let need = c.readingTimeBase + Double(words) / c.wordsPerExtraSecond
      guard d < need else { return nil }
      return c.finding(
        rule, p.id, label: nil, frame: p.frame, measured: "\(fmt(d)) s for \(words) words",
        required: "\(fmt(need)) s",
        message: "the toast hides after \(fmt(d)) s; reading it takes \(fmt(need)) s")
    }
  }

  static let timingToastNoExit = AuditRule(
    id: "timing.toast-no-exit", title: "The toast cannot be closed or paused",
    helpURL: wcag("timing-adjustable"), severity: .error, standard: "WCAG 2.2 SC 2.2.1",
    rationale: "A toast with neither a timer nor a close button stays over the page for good."
  ) { rule, c in
    presentations(c, where: { $0.kind == .toast }) { p in
      guard p.waysOut.isEmpty else { return nil }
      return c.finding(
        rule, p.id, label: nil, frame: p.frame, measured: "no timer, no close button",
        required: "a timer or a close button",
        message: "the toast never goes away")
    }
  }
}

extension AuditRule {
  /// What a Swift view's screen shows over its page, with every way out tried and none closing
  /// it (SceneRenderer.observeDismissal).
  static let dismissObservedTrap = AuditRule(
    id: "dismiss.observed-trap", title: "Every way out was tried and it stayed",
    helpURL: wcag("no-keyboard-trap"), severity: .error,
    standard: "WCAG 2.2 SC 2.1.2 (by analogy); Apple HIG: Modality",
    rationale:
      "Each way a person has to close what the screen shows was tried on the view's own code (the system's gesture or a tap outside, and each control that reads as closing), and it stayed: the user is trapped."
  ) { rule, c in
    c.checking(c.rendered.observedDismissal.map { [$0] } ?? []) { o -> Finding? in
      // A presentation over a page that stays usable (a sheet with background interaction)
      // leaves the page as a way out.
      let pageUsable = o.kind != "popup" && c.semantics.presentations.last?.pageInteractive == true
      guard !o.closes, !pageUsable else { return nil }
      let tries = o.trials.map(\.description).joined(separator: "; ")
      return c.finding(
        rule, o.subject, label: nil, frame: o.frame,
        measured: "\(o.trials.count) tries, none closed it",
        required: "a way out that closes it",
        message: "no way out: \(o.trials.count) tries, the \(o.kind) stayed (\(tries))")
    }
  }

  /// A dim around a popup written in Swift that does nothing when tapped, while another way out
  /// closes the popup (when none does, dismiss.observed-trap says so).
  static let dismissObservedDimIgnored = AuditRule(
    id: "dismiss.observed-dim-ignored", title: "Tapping the dim around it does nothing",
    helpURL: hig("modality"), severity: .warning,
    standard: "Apple HIG: Modality (a modal view offers an obvious way to dismiss it)",
    rationale:
      "A dim around a popup invites a tap outside to close it; when the view's code ignores that tap, people tap and nothing happens."
  ) { rule, c in
    let subjects = (c.rendered.observedDismissal.map { [$0] } ?? []).filter(\.dimmed)
    return c.checking(subjects) { o -> Finding? in
      guard o.closes, let outside = o.trials.first, !outside.closed else { return nil }
      let closing = o.trials.filter(\.closed).map(\.way).joined(separator: ", ")
      return c.finding(
        rule, o.subject, label: nil, frame: o.frame, measured: "\(outside.way): it stayed",
        required: "the dim's tap closes it, or no dim",
        message:
          "tapping outside did not close the \(o.kind), though the dim invites it (what closed it: "
          + "\(closing))")
    }
  }
}
