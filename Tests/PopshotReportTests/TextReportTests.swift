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
      tool: "popshot", profile: "hig", failOn: "error", shard: "1/1", results: [diff] + toasts,
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
        tool: "popshot", profile: "hig", failOn: "error", shard: "1/1", results: results,
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
}
