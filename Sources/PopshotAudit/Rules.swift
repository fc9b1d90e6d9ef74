// The rules, from docs/audit-rules.md. Thresholds come from the profile.
import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotUI

extension AuditRule {
  /// Every rule, in report order.
  public static let all: [AuditRule] = [
    contrastText, textOverlap, contrastNonText, targetSize, labelMissing, textTruncated,
    textFixedSize, targetUnsafeArea,
    dismissNoWayOut, dismissGestureOnly, dismissTapOutsideUnreachable, dismissControlUnreachable,
    dismissScrimLeavesLive, dismissNoEscape, dismissHiddenGrabber, dismissInactiveDetents,
    dismissSheetTrap, dismissDestructiveWithoutCancel, dismissObservedTrap,
    dismissObservedDimIgnored,
    timingToastTooShort, timingToastNoExit, modalMissingTrait,
    traitMissing, elementUndetected, labelInsufficient,
  ]

  public static func named(_ id: AuditRuleID) -> AuditRule? { all.first { $0.id == id } }

  static let contrastText = AuditRule(
    id: "contrast.text", title: "Text is hard to read against its background",
    helpURL: wcag("contrast-minimum"), severity: .error,
    standard: "WCAG 2.2 SC 1.4.3 (AA) / 1.4.6 (AAA)",
    rationale: "Text must stand out from what is really behind it: 4.5:1, or 3:1 for large text."
  ) { rule, c in
    // Content behind a modal view is inactive: WCAG 1.4.3 sets no requirement for "part of an
    // inactive user interface component", so it is measured only when the configuration asks.
    let subjects = c.semantics.elements.compactMap {
      e -> (SemanticElement, AuditContext.TextContrast, behind: Bool)? in
      guard e.text != nil, !e.isInactive, e.isCheckedForSight else { return nil }
      let behind = c.isBehindModal(e)
      guard c.inactiveContent != nil || !behind, !c.isCovered(e), c.overlappingTexts(e).isEmpty,
        let m = c.textContrast(e)
      else { return nil }
      return (e, m, behind)
    }
    return c.checking(subjects) { e, m, behind -> Finding? in
      guard let t = e.text else { return nil }
      let large = Contrast.isLarge(size: t.size, bold: t.weight >= .bold)
      let need = large ? c.profile.largeTextContrast : c.profile.textContrast
      guard m.low < need else { return nil }
      let below = m.share(below: need)
      // Over a photo, a text whose glyphs mostly pass but not nine in ten cannot be called
      // either way: where it fails depends on the picture, so a person looks (axe's incomplete).
      let incomplete = !behind && c.liesOverImage(e) && below <= 0.5
      var f = c.finding(
        rule, e.id, label: e.label, frame: e.frame,
        measured:
          "\(ratioText(m.low)) (worst \(ratioText(m.worst)); \(hex(m.foreground)) on \(hex(m.background)); APCA Lc \(fmt(m.apca)))"
          + (incomplete
            ? "; \(Int((below * 100).rounded()))% of its glyph pixels below, over an image" : ""),
        required:
          "\(fmt(need)):1 for \(large ? "large" : "normal") text (\(fmt(t.size)) pt \(t.weight.rawValue))",
        message: behind
          ? "text \"\(t.string)\" has contrast \(ratioText(m.low)) but lies behind a modal view: "
            + "inactive content, which WCAG 1.4.3 exempts"
          : incomplete
            ? "text \"\(t.string)\" lies over an image: \(Int((below * 100).rounded()))% of its glyph "
              + "pixels fall below \(fmt(need)):1, so whether it can be read depends on the picture; check it by eye"
            : "text \"\(t.string)\" has contrast \(ratioText(m.low)) against what is behind it; needs \(fmt(need)):1",
        severity: behind ? c.inactiveContent : incomplete ? .info : nil)
      if incomplete { f.incomplete = true }
      return f
    }
  }

  /// Text over text: reported on the text drawn on top, naming what lies under it. Neither text
  /// gets a contrast verdict, which would compare one text's ink with the other's.
  static let textOverlap = AuditRule(
    id: "text.overlap", title: "Text is drawn over other text", helpURL: hig("typography"),
    severity: .error,
    standard: "WCAG 2.2 SC 1.4.3 (AA); Apple HIG: Typography (legibility)",
    rationale:
      "Text drawn over other text cannot be read: the glyphs of one are the background of the other."
  ) { rule, c in
    let subjects = c.semantics.elements.filter {
      $0.text != nil && !c.isBehindModal($0) && $0.isCheckedForSight && !c.isCovered($0)
    }
    return c.checking(subjects) { e -> Finding? in
      guard let t = e.text else { return nil }
      let under = c.overlappingTexts(e).filter { $0.element.zOrder < e.zOrder }
      guard let worst = under.max(by: { $0.share < $1.share }) else { return nil }
      let names = under.map { "\($0.element.id) (\"\($0.element.text?.string ?? "")\")" }
      return c.finding(
        rule, e.id, label: e.label, frame: e.frame,
        measured:
          "\(Int((worst.share * 100).rounded()))% of its glyph pixels on the text of "
          + names.joined(separator: ", "),
        required: "no text under text",
        message:
          "text \"\(t.string)\" is drawn over the text \"\(worst.element.text?.string ?? "")\"; "
          + "move one of them or put an opaque background behind the top one")
    }
  }

  static let contrastNonText = AuditRule(
    id: "contrast.non-text", title: "An icon or control edge is hard to see",
    helpURL: wcag("non-text-contrast"), severity: .warning, standard: "WCAG 2.2 SC 1.4.11",
    rationale: "Symbols and icon-only controls need 3:1 against the colour next to them."
  ) { rule, c in
    let subjects = c.semantics.elements.filter {
      ($0.role == .image || $0.role == .grabber) && $0.foreground != nil
        && (c.inactiveContent != nil || !c.isBehindModal($0)) && !c.isCovered($0)
    }
    return c.checking(subjects) { e -> Finding? in
      guard let fg = e.foreground else { return nil }
      let behind = c.isBehindModal(e)
      let bg = e.background ?? (c.rendered.variant.appearance == .light ? .white : .black)
      let r = Contrast.ratio(fg, over: bg)
      guard r < c.profile.nonTextContrast else { return nil }
      return c.finding(
        rule, e.id, label: e.label, frame: e.frame,
        measured: "\(ratioText(r)) (\(hex(Contrast.composite(fg, over: bg))) on \(hex(bg)))",
        required: "\(fmt(c.profile.nonTextContrast)):1",
        message:
          "\(e.role == .grabber ? "the sheet's grabber" : "the symbol") has contrast \(ratioText(r)) against its background"
          + (behind
            ? "; it lies behind a modal view: inactive content, which WCAG 1.4.11 exempts" : ""),
        severity: behind ? c.inactiveContent : e.role == .grabber ? .info : nil)
    }
  }

  static let targetSize = AuditRule(
    id: "target.size", title: "Tap target is too small", helpURL: hig("buttons"), severity: .error,
    standard: "Apple HIG: Buttons (44 × 44 pt); Material 48 dp; WCAG 2.2 SC 2.5.8",
    rationale:
      "A control smaller than a fingertip is missed or mis-tapped; what counts is the part that can be reached."
  ) { rule, c in
    let controls = c.semantics.elements.filter { $0.isControl && !$0.isInactive }
    let reach = Dictionary(controls.map { ($0.id, c.reachable($0)) }) { a, _ in a }
    let need = c.profile.targetSize
    // A control hidden entirely under a presentation is not a target while it shows.
    let reachable = controls.filter { !(reach[$0.id] ?? .zero).isEmpty }
    return c.checking(reachable) { e -> Finding? in
      let r = reach[e.id] ?? .zero
      guard r.width < need - 1e-9 || r.height < need - 1e-9 else { return nil }
      if c.profile.targetSpacingException {
        // SC 2.5.8: a 24 pt circle centred on the undersized target must not touch another
        // target, nor another undersized target's circle.
        let centre = Point(x: r.midX, y: r.midY)
        let clear = controls.allSatisfy { o in
          guard o.id != e.id, let or = reach[o.id], !or.isEmpty else { return true }
          let undersized = or.width < need || or.height < need
          if undersized { return (Point(x: or.midX, y: or.midY) - centre).length >= 24 }
          let dx = max(or.minX - centre.x, 0, centre.x - or.maxX)
          let dy = max(or.minY - centre.y, 0, centre.y - or.maxY)
          return (dx * dx + dy * dy).squareRoot() >= 12
        }
        if clear { return nil }
      }
      let reduced =
        e.hitFrame.map { abs($0.width - r.width) > 0.01 || abs($0.height - r.height) > 0.01 }
        ?? false
      // A button drawn larger than what takes its taps: SwiftUI sizes and paints a Button's
      // label, so a .frame or .background written after the Button is not part of it.
      let shape = e.role == .button ? c.visibleShape(around: e) : nil
      let drawn =
        shape.map { " inside a drawn button of \(fmt($0.width))×\(fmt($0.height)) pt" } ?? ""
      var message =
        "the tap target is \(fmt(r.width))×\(fmt(r.height)) pt; needs \(fmt(need))×\(fmt(need))"
      if let shape {
        message =
          "the button is drawn \(fmt(shape.width))×\(fmt(shape.height)) pt but only its "
          + "\(fmt(r.width))×\(fmt(r.height)) pt label takes taps: its .frame and .background are "
          + "applied outside the Button; move them into its label (Button { … } label: { Text(…)"
          + ".frame(…).background(…) }) or add .contentShape(Rectangle()) there"
      }
      return c.finding(
        rule, e.id, label: e.label, frame: e.hitFrame,
        measured:
          "\(fmt(r.width))×\(fmt(r.height)) pt\(reduced ? " reachable of \(fmt(e.hitFrame!.width))×\(fmt(e.hitFrame!.height))" : "")\(drawn)",
        required: "\(fmt(need))×\(fmt(need)) pt",
        message: message)
    }
  }

  static let labelMissing = AuditRule(
    id: "label.missing", title: "A button has no name for VoiceOver",
    helpURL: wcag("name-role-value"), severity: .error,
    standard: "WCAG 2.2 SC 4.1.2; Apple: sufficientElementDescription",
    rationale:
      "VoiceOver reads a control's label; an icon-only button without one is announced as just \"button\"."
  ) { rule, c in
    let subjects = c.semantics.elements.filter {
      $0.role.isControl && !$0.hiddenFromAccessibility
    }
    return c.checking(subjects) { e -> Finding? in
      guard (e.label ?? "").isEmpty else { return nil }
      return c.finding(
        rule, e.id, label: nil, frame: e.frame, measured: "no label", required: "a non-empty label",
        message: "the button has no accessible label (add .accessibilityLabel)")
    }
  }

  static let textTruncated = AuditRule(
    id: "text.clipped", title: "Text is cut off", helpURL: wcag("resize-text"), severity: .warning,
    standard: "WCAG 2.2 SC 1.4.4; Apple: textClipped",
    rationale:
      "Text cut by a line limit or a frame hides content, most often at large Dynamic Type sizes."
  ) { rule, c in
    let subjects = c.semantics.elements.filter { $0.text != nil && $0.isCheckedForSight }
    return c.checking(subjects) { e -> Finding? in
      guard let t = e.text, t.truncated || t.clipped else { return nil }
      return c.finding(
        rule, e.id, label: e.label, frame: e.frame,
        measured: t.truncated
          ? "truncated to \(t.lineCount) line\(t.lineCount == 1 ? "" : "s")" : "clipped",
        required: "all text visible",
        message:
          "text \"\(t.string)\" is \(t.truncated ? "truncated" : "clipped") at \(c.rendered.variant.textSize.shortName)"
      )
    }
  }

  static let textFixedSize = AuditRule(
    id: "text.fixed-size", title: "Text does not grow with the reader's text size",
    helpURL: hig("typography"), severity: .warning,
    standard: "Apple HIG: Typography (Dynamic Type); Apple: dynamicType",
    rationale: "Text set with .system(size:) ignores the reader's text size setting."
  ) { rule, c in
    // A text with nothing to show (a navigation bar's empty title) has no size to keep.
    let subjects = c.semantics.elements.filter {
      $0.text.map { !$0.string.allSatisfy(\.isWhitespace) } == true && $0.isCheckedForSight
        && $0.layer != .chrome
    }
    return c.checking(subjects) { e -> Finding? in
      guard let t = e.text, !t.scalesWithDynamicType else { return nil }
      return c.finding(
        rule, e.id, label: e.label, frame: e.frame, measured: "fixed \(fmt(t.size)) pt",
        required: "a text style or .system(size:relativeTo:)",
        message: "text \"\(t.string)\" does not scale with Dynamic Type")
    }
  }

  static let targetUnsafeArea = AuditRule(
    id: "target.unsafe-area", title: "A control sits outside the safe area", helpURL: hig("layout"),
    severity: .warning, standard: "Apple HIG: Layout (safe areas)",
    rationale:
      "Controls under the status bar, the home indicator or the display's corners compete with system gestures."
  ) { rule, c in
    c.checking(c.semantics.elements.filter { $0.isControl && $0.hitFrame != nil }) {
      e -> Finding? in
      guard let hit = e.hitFrame else { return nil }
      var zones: [String] = []
      if let bar = c.semantics.statusBar, !hit.intersection(bar).isEmpty {
        zones.append("status bar")
      }
      if let strip = c.homeIndicatorStrip, !hit.intersection(strip).isEmpty {
        zones.append("home indicator")
      }
      guard !zones.isEmpty, hit.width < c.semantics.screen.width * 0.9 else { return nil }
      return c.finding(
        rule, e.id, label: e.label, frame: hit,
        measured: "overlaps the \(zones.joined(separator: " and "))",
        required: "inside the safe area",
        message: "an interactive element overlaps the \(zones.joined(separator: " and "))")
    }
  }
}
