// Report formats: text for terminals, JUnit XML and SARIF 2.1.0 for CI systems.
import Foundation
import PopshotAudit
import PopshotScenes

/// Escapes text for XML and HTML. Characters XML 1.0 forbids even as references (controls other
/// than tab, newline and carriage return; U+FFFE and U+FFFF) are written as visible text,
/// `\u{1}`, so a fixture string holding one still gives a well-formed file. (A Swift string
/// holds no lone surrogate: decoding replaced it already.)
public func escapeXML(_ s: String) -> String {
  // Most texts need nothing escaped: one pass over the bytes tells. U+FFFE and U+FFFF are
  // EF BF BE and EF BF BF in UTF-8, so a text without the byte EF has neither.
  let plain = !s.utf8.contains { b in
    b < 0x20 || b == 0x26 || b == 0x3C || b == 0x3E || b == 0x22 || b == 0x27 || b == 0xEF
  }
  if plain { return s }
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
      if (ch.value < 0x20 && ch != "\n" && ch != "\t" && ch != "\r")
        || ch.value == 0xFFFE || ch.value == 0xFFFF
      {
        out += "\\u{\(String(ch.value, radix: 16, uppercase: true))}"
      } else if ch == "\r" {
        out += "&#13;"
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

    let broken = r.sorted.filter(\.differs)
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
    // One line per distinct finding: what differs between variants and fixtures (the variant,
    // the frame, fixtures that share a page) is folded into counts and a pattern.
    struct Key: Hashable {
      let severity: Severity, rule: AuditRuleID, element: String
      let measured: String, required: String
    }
    var groups: [Key: [Finding]] = [:]
    var order: [Key] = []
    for f in r.findings {
      let k = Key(
        severity: f.severity, rule: f.rule, element: f.element, measured: f.measured,
        required: f.required)
      if groups[k] == nil { order.append(k) }
      groups[k, default: []].append(f)
    }
    if !order.isEmpty {
      lines.append("")
      lines.append(paint("findings (\(order.count) distinct):", "1"))
      let fixturesOf = order.map { k in (k, Array(Set(groups[k]!.map(\.fixture))).sorted()) }
      for (k, fixtures) in fixturesOf.sorted(by: { a, b in
        if a.0.severity != b.0.severity { return a.0.severity > b.0.severity }
        return (a.1.first ?? "", a.0.rule, a.0.element, a.0.measured) < (
          b.1.first ?? "", b.0.rule, b.0.element, b.0.measured
        )
      }) {
        let found = groups[k]!
        let count = Set(found.map { "\($0.fixture)\u{0}\($0.variant)" }).count
        lines.append(
          "  \(severity(k.severity)) \(k.rule) \(foldedFixtures(fixtures)) \(escaped(k.element)): "
            + "\(detailText(found[0])) — \(folded(found.map(\.variant), count: count))")
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

  /// Fixtures folded: up to three listed; more as a count with the first two.
  static func foldedFixtures(_ fixtures: [String]) -> String {
    if fixtures.count <= 3 { return fixtures.map(escaped).joined(separator: ",") }
    return
      "\(fixtures.count) fixtures (\(fixtures.prefix(2).map(escaped).joined(separator: ",")),…)"
  }

  /// Variant names folded: up to three listed; more as a count and, where they share parts, a
  /// pattern with `*` for the parts that differ (`8 variants: *.portrait`). `count` is how many
  /// there are in all when several fixtures share the names.
  static func folded(_ variants: [String], count: Int? = nil) -> String {
    let unique = Array(Set(variants)).sorted()
    let total = count ?? unique.count
    if total <= 3 && unique.count == total {
      return unique.map(escaped).joined(separator: ", ")
    }
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
    return "\(total) variants\(pattern)"
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
