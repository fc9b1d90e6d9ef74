// Report formats: text for terminals, JUnit XML and SARIF 2.1.0 for CI systems.
import Foundation
import PopshotAudit

/// Escapes text for XML and HTML.
public func escapeXML(_ s: String) -> String {
  var out = ""
  out.reserveCapacity(s.count)
  for ch in s.unicodeScalars {
    switch ch {
    case "&": out += "&amp;"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "\"": out += "&quot;"
    case "'": out += "&#39;"
    default:
      if ch.value < 0x20 && ch != "\n" && ch != "\t" {
        out += "&#\(ch.value);"
      } else {
        out.unicodeScalars.append(ch)
      }
    }
  }
  return out
}

public enum TextReport {
  /// Grouped by fixture and variant; one line per finding. `color` adds ANSI colours.
  public static func render(_ r: CheckReport, color: Bool, verbose: Bool) -> String {
    func paint(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
    var lines: [String] = []
    for fixture in Dictionary(grouping: r.sorted, by: \.fixture).keys.sorted() {
      let rows = r.sorted.filter { $0.fixture == fixture }
      let interesting = rows.filter {
        $0.status == .failed || $0.status == .error || !$0.findings.isEmpty || verbose
      }
      guard !interesting.isEmpty else { continue }
      lines.append(paint(fixture, "1"))
      for row in interesting {
        let status: String
        switch row.status {
        case .failed: status = paint("DIFF", "31")
        case .error: status = paint("ERROR", "31")
        case .recorded: status = paint("recorded", "33")
        case .passed: status = paint("ok", "32")
        case .rendered: status = "rendered"
        }
        lines.append("  \(row.variant)  \(status)")
        if let m = row.message, row.status != .passed {
          lines += m.split(separator: "\n").map { "    " + $0 }
        }
        for f in row.findings {
          let sev =
            f.severity == .error
            ? paint("error", "31")
            : f.severity == .warning ? paint("warning", "33") : paint("note", "36")
          lines.append(
            "    \(sev) \(f.rule) \(f.element): measured \(f.measured), required \(f.required) [\(f.standard)]"
          )
        }
      }
    }
    let counts = Dictionary(grouping: r.findings, by: \.severity).mapValues(\.count)
    lines.append(
      "\(r.results.count) variants: \(r.results.filter { $0.status == .passed }.count) passed, "
        + "\(r.results.filter { $0.status == .recorded }.count) recorded, \(r.diffCount) differ; findings: "
        + "\(counts[.error] ?? 0) errors, \(counts[.warning] ?? 0) warnings, \(counts[.info] ?? 0) notes "
        + "(profile \(r.profile), \(String(format: "%.1f", r.seconds)) s)")
    return lines.joined(separator: "\n") + "\n"
  }
}

public enum JUnitReport {
  /// One testcase per fixture × variant; a failure carries the diff and the findings at or above
  /// the run's fail-on level.
  public static func render(_ r: CheckReport) -> String {
    let threshold = Severity(rawValue: r.failOn)
    var suites = ""
    var total = 0
    var failures = 0
    for fixture in Set(r.results.map(\.fixture)).sorted() {
      let rows = r.sorted.filter { $0.fixture == fixture }
      var cases = ""
      var suiteFailures = 0
      for row in rows {
        let blocking = row.findings.filter { f in threshold.map { f.severity >= $0 } ?? false }
        var body = ""
        if row.status == .failed || row.status == .error || !blocking.isEmpty {
          suiteFailures += 1
          var text = row.message ?? ""
          for f in blocking {
            text +=
              "\n\(f.severity.rawValue) \(f.rule) \(f.element): \(f.message) (measured \(f.measured); required \(f.required)) [\(f.standard)]"
          }
          let kind = row.status == .failed || row.status == .error ? "snapshot" : "audit"
          body =
            "<failure message=\"\(escapeXML(kind == "snapshot" ? "snapshot differs" : "\(blocking.count) audit findings"))\" type=\"\(kind)\">\(escapeXML(text.trimmingCharacters(in: .whitespacesAndNewlines)))</failure>"
        }
        cases +=
          "    <testcase classname=\"\(escapeXML(fixture))\" name=\"\(escapeXML(row.variant))\" file=\"\(escapeXML(row.file))\" time=\"\(String(format: "%.3f", row.milliseconds / 1000))\">\(body)</testcase>\n"
      }
      total += rows.count
      failures += suiteFailures
      suites +=
        "  <testsuite name=\"\(escapeXML(fixture))\" tests=\"\(rows.count)\" failures=\"\(suiteFailures)\" errors=\"0\">\n\(cases)  </testsuite>\n"
    }
    return
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"popshot\" tests=\"\(total)\" failures=\"\(failures)\" errors=\"0\" time=\"\(String(format: "%.3f", r.seconds))\">\n\(suites)</testsuites>\n"
  }
}

public enum SARIFReport {
  /// Where each rule's standard is explained.
  static func helpURI(_ rule: AuditRule) -> String {
    if rule.standard.contains("1.4.3") {
      return "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"
    }
    if rule.standard.contains("1.4.11") {
      return "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html"
    }
    if rule.standard.contains("2.5.8") {
      return "https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html"
    }
    if rule.standard.contains("4.1.2") {
      return "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html"
    }
    if rule.standard.contains("1.4.4") {
      return "https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html"
    }
    if rule.standard.contains("2.2.1") {
      return "https://www.w3.org/WAI/WCAG22/Understanding/timing-adjustable.html"
    }
    if rule.standard.contains("2.1.") {
      return "https://www.w3.org/WAI/WCAG22/Understanding/no-keyboard-trap.html"
    }
    if rule.standard.contains("Sheets") {
      return "https://developer.apple.com/design/human-interface-guidelines/sheets"
    }
    if rule.standard.contains("Typography") {
      return "https://developer.apple.com/design/human-interface-guidelines/typography"
    }
    if rule.standard.contains("Layout") {
      return "https://developer.apple.com/design/human-interface-guidelines/layout"
    }
    if rule.standard.contains("Modality") || rule.standard.contains("Escape")
      || rule.standard.contains("escape")
    {
      return "https://developer.apple.com/design/human-interface-guidelines/modality"
    }
    return "https://developer.apple.com/design/human-interface-guidelines/accessibility"
  }

  /// SARIF 2.1.0: one rule per audit rule, one result per finding (and per snapshot difference),
  /// located at the fixture's file.
  public static func render(_ r: CheckReport) throws -> Data {
    var rules: [[String: Any]] = AuditRule.all.map { rule in
      [
        "id": rule.id, "name": rule.id, "shortDescription": ["text": rule.rationale],
        "helpUri": helpURI(rule),
        "properties": ["standard": rule.standard],
        "defaultConfiguration": ["level": level(rule.severity)],
      ]
    }
    rules.append([
      "id": "snapshot.diff", "name": "snapshot.diff",
      "shortDescription": ["text": "The render differs from its reviewed baseline."],
      "defaultConfiguration": ["level": "error"],
    ])
    var results: [[String: Any]] = []
    func location(_ file: String, _ message: String) -> [String: Any] {
      [
        "physicalLocation": ["artifactLocation": ["uri": file], "region": ["startLine": 1]],
        "message": ["text": message],
      ]
    }
    for row in r.sorted {
      if row.status == .failed || row.status == .error {
        results.append([
          "ruleId": "snapshot.diff", "level": "error",
          "message": [
            "text": "\(row.fixture) \(row.variant): \(row.message ?? "snapshot differs")"
          ],
          "locations": [location(row.file, row.variant)],
        ])
      }
      for f in row.findings {
        results.append([
          "ruleId": f.rule, "level": level(f.severity),
          "message": [
            "text":
              "\(f.fixture) \(f.variant) \(f.element): \(f.message) (measured \(f.measured); required \(f.required))"
          ],
          "locations": [location(row.file, f.element)],
          "partialFingerprints": ["popshot/v1": f.fingerprint],
        ])
      }
    }
    let log: [String: Any] = [
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
      "runs": [
        [
          "tool": [
            "driver": [
              "name": "popshot",
              "informationUri":
                "https://developer.apple.com/design/human-interface-guidelines/accessibility",
              "rules": rules,
            ]
          ],
          "results": results,
        ]
      ],
    ]
    return try JSONSerialization.data(
      withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
  }

  static func level(_ s: Severity) -> String {
    s == .error ? "error" : s == .warning ? "warning" : "note"
  }
}
