import Foundation
import PopshotAudit
import PopshotReport
import Testing

/// The text report of a small run, worked out by hand line by line (issue 15).
@Suite struct TextReportTests {
  /// A finding as report.json stores it (Finding has no public memberwise initializer).
  func finding(
    _ variant: String, _ element: String, _ rule: String = "target.size", fixture: String = "toast"
  ) -> Finding {
    let json: [String: Any] = [
      "rule": rule, "severity": "error", "fixture": fixture, "variant": variant,
      "element": element, "measured": "13.6×13.6 pt", "required": "44×44 pt",
      "standard": "HIG", "message": "too small",
    ]
    let data = try! JSONSerialization.data(withJSONObject: json)
    return try! JSONDecoder().decode(Finding.self, from: data)
  }

  func report() -> CheckReport {
    var diff = VariantResult(
      fixture: "card", variant: "iphone-15.portrait", file: "card.json", status: .failed)
    diff.message = "pixels differ"
    let variants = [
      "iphone-se-3.portrait", "iphone-15.portrait", "iphone-15-pro-max.portrait",
      "ipad-air-11.portrait",
    ]
    let toasts = variants.map { v -> VariantResult in
      var r = VariantResult(fixture: "toast", variant: v, file: "toast.json", status: .passed)
      r.findings = [finding(v, "toast.close")]
      if v == "iphone-15.portrait" {
        r.findings.append(finding(v, "bad\u{1B}[31m", "label.missing"))
      }
      return r
    }
    return CheckReport(
      tool: "popshot", profile: "hig", failOn: .error, shard: "1/1", results: [diff] + toasts,
      seconds: 1.25)
  }

  @Test func groupedByDefault() {
    let text = TextReport.render(report(), color: false, detail: .grouped)
    #expect(
      text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
        "5 variants: 4 passed, 0 recorded, 1 differ; findings: 5 errors, 0 warnings, 0 notes (profile hig, 1.2 s)",
        "findings by rule: target.size 4, label.missing 1",
        "",
        "snapshot differences and errors (1):",
        "  card iphone-15.portrait  DIFF",
        "    pixels differ",
        "",
        "findings (2 distinct):",
        #"  error label.missing toast bad\u{1B}[31m: measured 13.6×13.6 pt, required 44×44 pt [HIG] — iphone-15.portrait"#,
        "  error target.size toast toast.close: measured 13.6×13.6 pt, required 44×44 pt [HIG] — 4 variants: *.portrait",
        "",
      ])
  }

  /// The same finding in several fixtures (pages several fixtures share) is one line: up to three
  /// fixtures named, more counted with the first two; the variants counted across them.
  @Test func fixturesThatShareAFindingFold() {
    func run(_ fixtures: [String]) -> String {
      let results = fixtures.flatMap { fx in
        ["iphone-15.portrait", "iphone-15.landscape"].map { v -> VariantResult in
          var r = VariantResult(fixture: fx, variant: v, file: "\(fx).json", status: .passed)
          r.findings = [finding(v, "page.button", fixture: fx)]
          return r
        }
      }
      let report = CheckReport(
        tool: "popshot", profile: "hig", failOn: .error, shard: "1/1", results: results,
        seconds: 1)
      return TextReport.render(report, color: false, detail: .grouped)
    }
    #expect(
      run(["a", "b"]).contains(
        "  error target.size a,b page.button: measured 13.6×13.6 pt, required 44×44 pt [HIG] — 4 variants: iphone-15.*"
      ))
    #expect(run(["a", "b", "c", "d"]).contains("findings (1 distinct):"))
    #expect(
      run(["a", "b", "c", "d"]).contains(
        "  error target.size 4 fixtures (a,b,…) page.button: measured 13.6×13.6 pt, required 44×44 pt [HIG] — 8 variants: iphone-15.*"
      ))
  }

  @Test func quietIsTheSummaryAlone() {
    let text = TextReport.render(report(), color: false, detail: .summary)
    #expect(text.split(separator: "\n").count == 2)
  }

  @Test func controlCharactersAreEscaped() {
    #expect(TextReport.escaped("a\u{1B}[2Jb\u{7}") == #"a\u{1B}[2Jb\u{7}"#)
    #expect(TextReport.escaped("plain") == "plain")
  }

  /// Each character XML needs escaped is escaped, wherever it stands, and a text with none
  /// (letters outside ASCII, emoji, U+FFFD whose UTF-8 also starts with EF) comes back as it is.
  @Test func xmlEscapesEachSpecialCharacterAndLeavesTheRest() {
    let cases: [(String, String)] = [
      ("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&#39;"),
      ("\r", "&#13;"), ("\u{1}", #"\u{1}"#), ("\u{FFFE}", #"\u{FFFE}"#),
      ("\u{FFFF}", #"\u{FFFF}"#),
    ]
    for (raw, escaped) in cases {
      #expect(escapeXML(raw) == escaped)
      #expect(escapeXML("Ré \(raw) 🎉") == "Ré \(escaped) 🎉")
    }
    for plain in ["", "Delete Photo", "Ré·sumé — 削除 🎉", "a\nb\tc", "\u{FFFD}"] {
      #expect(escapeXML(plain) == plain)
    }
  }
}

/// Per-rule tallies: shards' counts add up when merged, and report.json keeps them.
@Suite struct RuleTallyTests {
  @Test func shardsAddUp() throws {
    var a = CheckReport(
      tool: "popshot", profile: "hig", failOn: .error, shard: "1/2", results: [], seconds: 1)
    a.rules = ["contrast.text": RuleTally(checked: 10, passed: 7, incomplete: 1)]
    var b = a
    b.shard = "2/2"
    b.rules = [
      "contrast.text": RuleTally(checked: 5, passed: 5, incomplete: 0),
      "target.size": RuleTally(checked: 3, passed: 1, incomplete: 0),
    ]
    let merged = CheckReport.merge([a, b])
    #expect(merged.rules?["contrast.text"] == RuleTally(checked: 15, passed: 12, incomplete: 1))
    #expect(merged.rules?["contrast.text"]?.failed == 2)
    #expect(merged.rules?["target.size"] == RuleTally(checked: 3, passed: 1, incomplete: 0))
    let read = try CheckReport.decode(try merged.encoded(), path: "report.json")
    #expect(read.rules == merged.rules)
    // A run that did not audit has no tallies, and neither has the merge of such runs.
    var plain = a
    plain.rules = nil
    #expect(CheckReport.merge([plain, plain]).rules == nil)
  }

  /// A rule's outcome: a subject with only incomplete findings is incomplete, one with any other
  /// finding failed, the rest passed.
  @Test func outcomesTally() throws {
    func finding(_ element: String, incomplete: Bool) throws -> Finding {
      var json: [String: Any] = [
        "rule": "contrast.text", "severity": "error", "fixture": "f", "variant": "v",
        "element": element, "measured": "", "required": "", "standard": "", "message": "",
      ]
      if incomplete { json["incomplete"] = true }
      return try JSONDecoder().decode(
        Finding.self, from: try JSONSerialization.data(withJSONObject: json))
    }
    let outcome = RuleOutcome(
      checked: 5,
      findings: [
        try finding("a", incomplete: false), try finding("a", incomplete: true),
        try finding("b", incomplete: true),
      ])
    #expect(outcome.tally == RuleTally(checked: 5, passed: 3, incomplete: 1))
  }
}
