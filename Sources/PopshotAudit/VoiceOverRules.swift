// What VoiceOver makes of a screen: three of Apple's audit types (XCUIAccessibilityAuditType's
// trait, elementDetection and sufficientElementDescription) as rules over the semantics. Apple
// publishes no conditions for its audits; the conditions here are Popshot's, each written in
// docs/audit-rules.md with the criterion it comes from.
//
// What these rules leave to others: a control with no label at all is label.missing's, a page
// VoiceOver reaches behind a popup is modal.missing-trait's, and what a modal's scrim takes away
// is the dismissal rules'. System chrome (the status bar, hidden on purpose) and what a modal
// makes inert are never checked.
import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotUI

extension AuditRule {
  /// A view with a tap gesture that VoiceOver does not announce as a button or a link.
  static let traitMissing = AuditRule(
    id: "trait.missing", title: "A tappable view is not announced as a button",
    helpURL: wcag("name-role-value"), severity: .warning,
    standard: "WCAG 2.2 SC 4.1.2; Apple: trait (XCUIAccessibilityAuditType)",
    rationale:
      "A view made tappable with a gesture has no button trait: VoiceOver reads it as text, so "
      + "nothing tells its user that it does something."
  ) { rule, c in
    let tappable = c.semantics.elements.filter { e in
      e.isTappable && e.hitFrame != nil && e.isVoiceOverStop && e.layer != .chrome
        && e.role.isPlainView && !c.isBackgroundTap(e)
        && !c.isCovered(e)
    }
    return c.checking(tappable) { e -> Finding? in
      guard !e.hasActionTrait else { return nil }
      let reads = c.spokenText(of: e)
      return c.finding(
        rule, e.id, label: e.label ?? reads, frame: e.hitFrame,
        measured:
          "a tap action, role \(e.role.rawValue), traits "
          + (e.traits.map { $0.isEmpty ? "none" : $0.map(\.rawValue).joined(separator: ", ") }
            ?? "none"),
        required: "the isButton or isLink trait",
        message:
          "a view with a tap gesture"
          + (reads.map { " (\"\($0)\")" } ?? "")
          + " is not announced as a button; use a Button, or add "
          + ".accessibilityAddTraits(.isButton)")
    }
  }

  /// Text or a control drawn on screen that VoiceOver never stops on.
  static let elementUndetected = AuditRule(
    id: "element.undetected", title: "VoiceOver cannot reach something on screen",
    helpURL: wcag("info-and-relationships"), severity: .warning,
    standard: "WCAG 2.2 SC 1.3.1 / 4.1.2; Apple: elementDetection (XCUIAccessibilityAuditType)",
    rationale:
      "Text and controls a sighted person sees must be in VoiceOver's reach: hidden ones, or ones "
      + "inside a view made one element with no label of its own, are lost to its users."
  ) { rule, c in
    var found: [Finding] = []
    var reported: [SemanticElement] = []
    let elements = c.semantics.elements
    func seen(_ e: SemanticElement) -> Bool {
      e.isSeenContent && !e.inert && e.layer != .chrome
        && !e.frame.intersection(c.semantics.screen).isEmpty && !c.isCovered(e)
    }
    for (i, e) in elements.enumerated() {
      guard e.hiddenFromAccessibility, seen(e), !reported.contains(where: { $0.holds(e) })
      else { continue }
      let said = e.text?.string ?? e.label ?? ""
      if e.isPartOfElement {
        // Merged into a view made one element: VoiceOver reads it through that view's label,
        // which `.combine` makes of the texts inside and `.ignore` leaves empty.
        // The view's element is the nearest reachable one holding it; a label may sit on an
        // element of the same view wrapped around it (`.accessibilityLabel` after it).
        let holders = elements[..<i].filter { !$0.hiddenFromAccessibility && $0.holds(e) }
        guard let owner = holders.last,
          !holders.contains(where: { $0.frame == owner.frame && !($0.label ?? "").isEmpty })
        else { continue }
        reported.append(e)
        found.append(
          c.finding(
            rule, e.id, label: e.label, frame: e.frame,
            measured: "left out of \(owner.id), which has no label",
            required: "reachable by VoiceOver, itself or through its element's label",
            message:
              "\(e.role.spokenName) \"\(said)\" is inside a view made one accessibility element "
              + "(.accessibilityElement(children: .ignore)) with no label, so VoiceOver reads "
              + "nothing of it; use children: .combine, or give the view an .accessibilityLabel"))
      } else {
        // Hidden itself (.accessibilityHidden(true)). A text an element's label already says
        // (an HStack labelled "Wi-Fi" over a hidden "Wi-Fi") is not lost.
        let saidElsewhere = elements[..<i].contains {
          !$0.hiddenFromAccessibility && $0.holds(e) && !said.isEmpty
            && ($0.label?.contains(said) ?? false)
        }
        if saidElsewhere { continue }
        reported.append(e)
        found.append(
          c.finding(
            rule, e.id, label: e.label, frame: e.frame, measured: "hidden from accessibility",
            required: "reachable by VoiceOver",
            message:
              "\(e.role.spokenName) \"\(said)\" is drawn but hidden from VoiceOver; remove "
              + ".accessibilityHidden(true), or say it in a label VoiceOver reads"))
      }
    }
    // Checked: every text and control drawn on screen, reachable or not.
    return RuleOutcome(checked: elements.filter(seen).count, findings: found)
  }

  /// Labels that do not say what an element is or does.
  static let labelInsufficient = AuditRule(
    id: "label.insufficient", title: "An element's name does not describe it",
    helpURL: wcag("headings-and-labels"), severity: .warning,
    standard:
      "WCAG 2.2 SC 2.4.6 / 1.1.1 / 4.1.2 / 3.3.2; Apple: sufficientElementDescription "
      + "(XCUIAccessibilityAuditType)",
    rationale:
      "VoiceOver users know an element by its name alone: an image with none, a symbol's file "
      + "name, a label repeating the trait, the same name twice, or a placeholder that goes "
      + "away once typed tell them little."
  ) { rule, c in
    let elements = c.semantics.elements.filter {
      $0.isVoiceOverStop && $0.layer != .chrome && !$0.isPlaceholderArt
    }
    var found: [Finding] = []
    func add(_ e: SemanticElement, _ measured: String, _ required: String, _ message: String) {
      found.append(
        c.finding(
          rule, e.id, label: e.label, frame: e.frame, measured: measured, required: required,
          message: message))
    }
    for e in elements {
      let label = e.label ?? ""
      // (a) An image with no description. Not one in a control (the control is read instead,
      // and label.missing judges it) nor an icon beside a text in the same stack (a Label).
      if e.role == .image, label.isEmpty, !c.isInsideControl(e), !c.hasTextBeside(e) {
        add(
          e, "an image with no label", "an accessibility label, or hidden if decorative",
          "the image has no accessibility label: VoiceOver reads an SF Symbol's built-in "
            + "description if Apple gives it one, else its name; add .accessibilityLabel, or "
            + "use Image(decorative:) / .accessibilityHidden(true) if it only decorates")
        continue
      }
      guard !label.isEmpty, e.role == .image || e.role.isControl
      else { continue }
      // (b) A symbol's or a file's name read as the label.
      if label.looksLikeSymbolName(allowDotted: e.role != .link) {
        add(
          e, "labelled \"\(label)\", a symbol name", "words that say what it is or does",
          "the \(e.role.spokenName) is labelled \"\(label)\", a symbol's name, which VoiceOver reads as "
            + "written; label it with what it does (\"Close\", \"Share\")")
        continue
      }
      // (c) A label that ends in the word VoiceOver adds itself.
      if let word = e.traitWords.first(where: { label.endsInWord($0) }) {
        add(
          e, "labelled \"\(label)\"", "a label without \"\(word)\"",
          "the label \"\(label)\" repeats the \(word) VoiceOver announces (\"\(label), "
            + "\(word)\"); drop \"\(word)\" from the label")
      }
    }
    // (d) The same name on several controls side by side: they cannot be told apart.
    let controls = elements.filter {
      $0.role.isControl && !($0.label ?? "").isEmpty
    }
    var groups: [String: [SemanticElement]] = [:]
    var order: [String] = []
    for e in controls {
      let key = "\(e.layer)|\(e.parentID)|\(e.role.rawValue)|\(e.label!)"
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(e)
    }
    for key in order {
      guard let same = groups[key], same.count > 1 else { continue }
      let first = same[0]
      let ids = same.map(\.id)
      found.append(
        c.finding(
          rule, first.id, label: first.label, frame: first.frame,
          measured:
            "\(same.count) \(first.role.rawValue)s labelled \"\(first.label!)\": "
            + ids.joined(separator: ", "),
          required: "a different label for each",
          message:
            "\(same.count) \(first.role.spokenName)s side by side are all labelled \"\(first.label!)\"; "
            + "VoiceOver users cannot tell them apart (give each a label that says what it acts on)"
        ))
    }
    // (e) A text field whose only visible name is its placeholder, gone once something is
    // typed (a field with no label at all is label.missing's). The system's search field is
    // placeholder-only by design, and its trait names it.
    for e in elements where e.role == .textField && !(e.label ?? "").isEmpty {
      guard e.traits?.contains(.isSearchField) != true, !c.isLabelledOnScreen(e) else {
        continue
      }
      let typed = !(e.value ?? "").isEmpty
      let shown = typed ? nil : c.placeholder(of: e)
      add(
        e, shown.map { "named only by its placeholder \"\($0)\"" } ?? "no visible label",
        "a visible label beside the field (WCAG 3.3.2)",
        (shown.map {
          "the text field's only visible name is its placeholder \"\($0)\", which goes away "
            + "as soon as something is typed"
        } ?? "the text field shows what was typed and no label: only its placeholder named it")
          + "; put a label (\"\(e.label!)\") beside or above it")
    }
    let index = Dictionary(elements.enumerated().map { ($1.id, $0) }) { first, _ in first }
    return RuleOutcome(
      checked: elements.count,
      findings: found.sorted { (index[$0.element] ?? 0) < (index[$1.element] ?? 0) })
  }
}

extension SemanticElement {
  /// The traits that announce an element as something to activate.
  static let actionTraits: Set<SemanticTrait> = [.isButton, .isLink, .isToggle, .isKeyboardKey]

  var isTappable: Bool {
    actions.contains { if case .tap = $0 { return true } else { return false } }
  }
  var hasActionTrait: Bool { traits?.contains { Self.actionTraits.contains($0) } == true }
  var isPartOfElement: Bool { traits?.contains(.partOfElement) == true }
  /// An element VoiceOver stops on: not hidden, not inert behind a modal.
  var isVoiceOverStop: Bool { !hiddenFromAccessibility && !inert }
  /// Text or a control: what a sighted person reads or uses.
  var isSeenContent: Bool {
    if role.isControl { return true }
    return role == .text && !(text?.string ?? label ?? "").allSatisfy(\.isWhitespace)
  }
  /// Popshot's stand-in for a symbol it does not draw, labelled by Popshot itself.
  var isPlaceholderArt: Bool { traits?.contains(.isPlaceholder) == true }

  /// The words VoiceOver adds after the label for this element's role and traits.
  var traitWords: [String] {
    var words: [String] = []
    if role == .button || traits?.contains(.isButton) == true { words.append("button") }
    if role == .link || traits?.contains(.isLink) == true { words.append("link") }
    if role == .tab { words.append("tab") }
    if role == .image || traits?.contains(.isImage) == true { words.append("image") }
    return words
  }

  /// The id of the view the element is in: its id up to the last `/` (none for an id given
  /// with `.id` at the top of its layer).
  var parentID: String {
    guard let slash = id.lastIndex(of: "/") else { return "" }
    return String(id[..<slash])
  }

  /// Whether `other` is in this element's layer and inside it.
  func holdsInLayer(_ other: SemanticElement) -> Bool { layer == other.layer && holds(other) }

  /// Whether `other` is inside this element: under its id, or within its frame (half a point
  /// of rounding allowed), and not itself.
  func holds(_ other: SemanticElement) -> Bool {
    guard other.id != id else { return false }
    if other.id.hasPrefix(id + "/") { return true }
    let box = frame.insetBy(dx: -0.5, dy: -0.5)
    let f = other.frame
    return box.minX <= f.minX && box.minY <= f.minY && box.maxX >= f.maxX && box.maxY >= f.maxY
  }
}

extension AuditContext {
  /// A tap on an unlabelled view covering most of its layer (three quarters or more of the
  /// screen, or of the sheet or popup it is in): the dimmed background of a ZStack popup that
  /// closes it, a sheet's background that closes the sheet, or a page-wide tap that hides the
  /// keyboard. To a sighted person it is a backdrop, not a control; VoiceOver users close a
  /// popup with the escape gesture, which dismiss.no-escape checks, as the other dismissal
  /// rules judge the tap itself.
  func isBackgroundTap(_ e: SemanticElement) -> Bool {
    if let known = backgroundTaps[e.id] { return known }
    guard (e.label ?? "").isEmpty, let hit = e.hitFrame?.intersection(semantics.screen) else {
      return false
    }
    // The sheet or popup the view is in (not its scrim, which spans the screen).
    let layer =
      coverers.filter { $0.role != .scrim && $0.layer == e.layer && $0.holds(e) }
      .map(\.frame).min { $0.width * $0.height < $1.width * $1.height } ?? semantics.screen
    let area = layer.intersection(semantics.screen)
    let found = hit.width * hit.height >= 0.75 * area.width * area.height
    backgroundTaps[e.id] = found
    return found
  }

  /// What VoiceOver reads for a tappable view: its label, or the texts inside it.
  func spokenText(of e: SemanticElement) -> String? {
    if let l = e.label, !l.isEmpty { return l }
    let texts = semantics.elements.filter { $0.role == .text && $0.layer == e.layer && e.holds($0) }
      .compactMap { $0.text?.string ?? $0.label }.filter { !$0.isEmpty }
    return texts.isEmpty ? nil : texts.joined(separator: " ")
  }

  /// Whether the element is a part of a control (a button's icon): what VoiceOver reads is the
  /// control's label. A full-screen background tap holds everything and is no control.
  func isInsideControl(_ e: SemanticElement) -> Bool {
    let index = controlIndex
    // A control whose id `e`'s id is under, in its layer.
    var id = Substring(e.id)
    while let slash = id.lastIndex(of: "/") {
      id = id[..<slash]
      if index.ids.contains(ViewInLayer(layer: e.layer, view: String(id))) { return true }
    }
    // A control whose frame holds `e`'s: it crosses the band of `e`'s top.
    let band = ControlIndex.band(e.frame.minY)
    return (index.bands[band] ?? []).contains { controlHolders[$0].holdsInLayer(e) }
      || index.tall.contains { controlHolders[$0].holdsInLayer(e) }
  }

  /// Whether a text VoiceOver reads sits in the same view as the image (a Label's icon and
  /// title): the icon says nothing the text does not.
  func hasTextBeside(_ e: SemanticElement) -> Bool {
    readTextViews.contains(ViewInLayer(layer: e.layer, view: e.parentID))
  }

  /// The placeholder an empty text field draws: the text inside it.
  func placeholder(of field: SemanticElement) -> String? {
    semantics.elements.first {
      $0.role == .text && $0.layer == field.layer && field.holds($0)
    }?.text?.string
  }

  /// Whether a text outside the field, in its layer, says the field's label ("Email" beside an
  /// email field; a trailing colon and letter case aside).
  func isLabelledOnScreen(_ field: SemanticElement) -> Bool {
    guard let label = field.label?.normalizedLabel, !label.isEmpty else { return false }
    return semantics.elements.contains {
      $0.role == .text && $0.layer == field.layer && !field.holds($0) && !$0.inert
        && ($0.text?.string.normalizedLabel == label)
    }
  }
}

extension String {
  /// Lowercase words joined by dots ("square.and.arrow.up"), or a name Popshot draws as a
  /// symbol ("xmark"): a symbol's name, not words for people. A capitalised label ("Star") is
  /// taken as written by a person.
  func looksLikeSymbolName(allowDotted: Bool) -> Bool {
    if Symbol.known.contains(self) { return true }
    guard allowDotted else { return false }
    let parts = split(separator: ".", omittingEmptySubsequences: false)
    return parts.count > 1
      && parts.allSatisfy { p in
        !p.isEmpty && p.allSatisfy { ($0.isLetter && $0.isLowercase) || $0.isNumber }
      }
  }

  /// Whether the last word is `word`, in any case ("Close button", "Submit Button").
  func endsInWord(_ word: String) -> Bool {
    let words = split { !$0.isLetter && !$0.isNumber }
    return words.last.map { $0.lowercased() == word } ?? false
  }

  /// The label as compared with a text: trimmed, without a trailing colon, lowercased.
  var normalizedLabel: String {
    var s = trimmingCharacters(in: .whitespaces)
    while s.hasSuffix(":") || s.hasSuffix("：") { s.removeLast() }
    return s.lowercased()
  }
}
