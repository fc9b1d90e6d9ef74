// Every rule carries what reports print about it: a title, a help page, a standard and a
// rationale, so no report keeps a table of its own keyed by rule id.
import PopshotAudit
import Testing

@Suite struct AuditRuleTests {
  /// WCAG 2.2 success criteria and their Understanding pages' names, from the WCAG 2.2
  /// Understanding index (https://www.w3.org/WAI/WCAG22/Understanding/).
  static let understandingPages: [String: String] = [
    "1.3.1": "info-and-relationships", "1.4.3": "contrast-minimum", "1.4.4": "resize-text",
    "1.4.6": "contrast-enhanced", "1.4.10": "reflow", "1.4.11": "non-text-contrast",
    "2.1.1": "keyboard", "2.1.2": "no-keyboard-trap", "2.2.1": "timing-adjustable",
    "2.2.2": "pause-stop-hide", "2.4.3": "focus-order", "2.4.6": "headings-and-labels",
    "2.5.5": "target-size-enhanced",
    "2.5.8": "target-size-minimum", "4.1.2": "name-role-value", "4.1.3": "status-messages",
  ]

  @Test func everyRuleHasItsFourFields() {
    for rule in AuditRule.all {
      #expect(!rule.title.isEmpty && rule.title != rule.id.rawValue, "\(rule.id) has no title")
      #expect(!rule.standard.isEmpty, "\(rule.id) has no standard")
      #expect(rule.rationale.count > 20, "\(rule.id) has no rationale")
      let apple = "https://developer.apple.com/"
      let w3c = "https://www.w3.org/WAI/WCAG22/Understanding/"
      #expect(
        rule.helpURL.hasPrefix(apple) || rule.helpURL.hasPrefix(w3c),
        "\(rule.id)'s help is \(rule.helpURL)")
    }
    #expect(Set(AuditRule.all.map(\.id)).count == AuditRule.all.count)
    #expect(Set(AuditRule.all.map(\.title)).count == AuditRule.all.count)
  }

  /// A WCAG help page is the Understanding page of a criterion the rule's standard names.
  @Test func wcagHelpPagesMatchTheStandard() {
    for rule in AuditRule.all where rule.helpURL.contains("w3.org") {
      let named = Self.understandingPages.filter { rule.standard.contains("SC \($0.key)") }
      let pages = named.map { "https://www.w3.org/WAI/WCAG22/Understanding/\($0.value).html" }
      #expect(pages.contains(rule.helpURL), "\(rule.id): \(rule.standard) vs \(rule.helpURL)")
    }
  }

  /// A Human Interface Guidelines help page is a page the rule's standard names ("Apple HIG:
  /// Sheets" is .../human-interface-guidelines/sheets).
  @Test func higHelpPagesMatchTheStandard() throws {
    let hig = "https://developer.apple.com/design/human-interface-guidelines/"
    for rule in AuditRule.all where rule.helpURL.hasPrefix(hig) && rule.standard.contains("HIG: ") {
      let named = rule.standard.matches(of: /HIG: ([A-Z][a-z]+)/).map { $0.output.1.lowercased() }
      #expect(named.map { hig + $0 }.contains(rule.helpURL), "\(rule.id): \(rule.helpURL)")
    }
  }
}
