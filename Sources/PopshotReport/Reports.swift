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
  /// How much the text report says.
  public enum Detail: Sendable {
    /// The summary alone (`--quiet`).
    case summary
    /// The summary, the snapshot differences, then one line per distinct finding with its
    /// variants folded (the default).
    case grouped
    /// Every variant with its own lines (`--verbose`).
    case everyVariant
  }

  /// The report for a terminal or a CI log. `color` adds ANSI colours; text from fixtures is
  /// escaped, so it can never send control characters to the terminal.
  public static func render(_ r: CheckReport, color: Bool, detail: Detail) -> String {
    func paint(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
    func severity(_ s: Severity) -> String {
      s == .error
        ? paint("error", "31") : s == .warning ? paint("warning", "33") : paint("note", "36")
    }
    var lines = [summary(r)]
    let byRule = Dictionary(grouping: r.findings, by: \.rule).map { ($0.key, $0.value.count) }
      .sorted { ($1.1, $0.0) < ($0.1, $1.0) }
    if !byRule.isEmpty {
      lines.append("findings by rule: " + byRule.map { "\($0.0) \($0.1)" }.joined(separator: ", "))
    }
    guard detail != .summary else { return lines.joined(separator: "\n") + "\n" }

    let broken = r.sorted.filter { $0.status == .failed || $0.status == .error }
    if !broken.isEmpty {
      lines.append("")
      lines.append(paint("snapshot differences and errors (\(broken.count)):", "1"))
      for row in broken {
        let status = row.status == .failed ? paint("DIFF", "31") : paint("ERROR", "31")
        lines.append("  \(escaped(row.fixture)) \(escaped(row.variant))  \(status)")
        if let m = row.message {
          lines += m.split(separator: "\n").map { "    " + escaped(String($0)) }
        }
      }
    }
    if detail == .everyVariant {
      lines.append("")
      for row in r.sorted {
        let status: String
        switch row.status {
        case .failed: status = paint("DIFF", "31")
        case .error: status = paint("ERROR", "31")
        case .recorded: status = paint("recorded", "33")
        case .passed: status = paint("ok", "32")
        case .rendered: status = "rendered"
        }
        lines.append("\(escaped(row.fixture)) \(escaped(row.variant))  \(status)")
        for f in row.findings {
          lines.append(
            "  \(severity(f.severity)) \(f.rule) \(escaped(f.element)): \(detailText(f))")
        }
      }
      return lines.joined(separator: "\n") + "\n"
    }
    // One line per distinct finding: what differs between variants (the variant, the frame) is
    // folded into a count and a pattern.
    struct Key: Hashable {
      let severity: Severity, rule: String, fixture: String, element: String
      let measured: String, required: String
    }
    var groups: [Key: [Finding]] = [:]
    var order: [Key] = []
    for f in r.findings {
      let k = Key(
        severity: f.severity, rule: f.rule, fixture: f.fixture, element: f.element,
        measured: f.measured, required: f.required)
      if groups[k] == nil { order.append(k) }
      groups[k, default: []].append(f)
    }
    if !order.isEmpty {
      lines.append("")
      lines.append(paint("findings (\(order.count) distinct):", "1"))
      for k in order.sorted(by: { a, b in
        if a.severity != b.severity { return a.severity > b.severity }
        return (a.fixture, a.rule, a.element, a.measured) < (
          b.fixture, b.rule, b.element, b.measured
        )
      }) {
        let found = groups[k]!
        let variants = found.map(\.variant)
        lines.append(
          "  \(severity(k.severity)) \(k.rule) \(escaped(k.fixture)) \(escaped(k.element)): "
            + "\(detailText(found[0])) — \(folded(variants))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The opening line: variants, differences and findings by severity.
  static func summary(_ r: CheckReport) -> String {
    let counts = Dictionary(grouping: r.findings, by: \.severity).mapValues(\.count)
    return
      "\(r.results.count) variants: \(r.results.filter { $0.status == .passed }.count) passed, "
      + "\(r.results.filter { $0.status == .recorded }.count) recorded, \(r.diffCount) differ; findings: "
      + "\(counts[.error] ?? 0) errors, \(counts[.warning] ?? 0) warnings, \(counts[.info] ?? 0) notes "
      + "(profile \(r.profile), \(String(format: "%.1f", r.seconds)) s)"
  }

  static func detailText(_ f: Finding) -> String {
    "measured \(escaped(f.measured)), required \(escaped(f.required)) [\(f.standard)]"
  }

  /// Variant names folded: up to three listed; more as a count and, where they share parts, a
  /// pattern with `*` for the parts that differ (`8 variants: *.portrait`).
  static func folded(_ variants: [String]) -> String {
    let unique = Array(Set(variants)).sorted()
    if unique.count <= 3 { return unique.map(escaped).joined(separator: ", ") }
    let parts = unique.map { $0.split(separator: ".", omittingEmptySubsequences: false) }
    var pattern = ""
    if let first = parts.first, parts.allSatisfy({ $0.count == first.count }) {
      let columns = (0..<first.count).map { i in
        Set(parts.map { $0[i] }).count == 1 ? String(first[i]) : "*"
      }
      if columns.contains(where: { $0 != "*" }) {
        pattern = ": " + escaped(columns.joined(separator: "."))
      }
    }
    return "\(unique.count) variants\(pattern)"
  }

  /// Control characters (an ANSI escape in a fixture string, say) written as `\u{1B}`.
  public static func escaped(_ s: String) -> String {
    guard s.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    else { return s }
    return s.unicodeScalars.map { c in
      c.value < 0x20 || (0x7F...0x9F).contains(c.value)
        ? "\\u{\(String(c.value, radix: 16, uppercase: true))}" : String(c)
    }.joined()
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
