// JUnit XML for CI systems: one testsuite per fixture, one testcase per variant. Findings are
// always there: those at or above the run's --fail-on as the testcase's failure, the others as
// its system-out lines.
import Foundation
import PopshotAudit

public enum JUnitReport {
  /// The report as JUnit XML (the Ant/Surefire shape most CI systems read).
  public static func render(_ r: CheckReport) -> String {
    let threshold = r.failOn.threshold
    let timestamp = junitTimestamp(r.started)
    var suites = ""
    var totals = (tests: 0, failures: 0, errors: 0, skipped: 0)
    var totalTime = 0.0
    for fixture in Set(r.results.map(\.fixture)).sorted() {
      let rows = r.sorted.filter { $0.fixture == fixture }
      var cases = ""
      var counts = (failures: 0, errors: 0, skipped: 0)
      var time = 0.0
      for row in rows {
        let blocking = row.findings.filter { f in threshold.map { f.severity >= $0 } ?? false }
        let other = row.findings.filter { f in !blocking.contains(f) }
        let named = blocking.map { "\($0.rule) \($0.element)" }.joined(separator: "; ")
        var body = ""
        if row.status == .error {
          counts.errors += 1
          let type = row.problem == .badInput ? "bad-input" : "internal"
          let message = row.message?.split(separator: "\n").first.map(String.init) ?? "error"
          body += element(
            "error", message: message, type: type, text: describe(row.message, blocking))
        } else if row.status == .failed || !blocking.isEmpty {
          counts.failures += 1
          let snapshot = row.status == .failed
          var message =
            snapshot ? "snapshot differs" + (row.difference.map { ": \($0.headline)" } ?? "") : ""
          if !blocking.isEmpty {
            let n = blocking.count
            message +=
              (snapshot ? "; " : "") + "\(n) audit finding\(n == 1 ? "" : "s"): \(named)"
          }
          body += element(
            "failure", message: message, type: snapshot ? "snapshot" : "audit",
            text: describe(snapshot ? row.message : nil, blocking))
        } else if row.status == .recorded {
          counts.skipped += 1
          body += "<skipped message=\"\(escapeXML(row.message ?? "baseline recorded"))\"/>"
        }
        if !other.isEmpty {
          body +=
            "<system-out>\(escapeXML(other.map(\.line).joined(separator: "\n")))</system-out>"
        }
        let seconds = row.milliseconds / 1000
        time += seconds
        cases +=
          "    <testcase classname=\"\(escapeXML(fixture))\" name=\"\(escapeXML(row.variant))\" "
          + "file=\"\(escapeXML(row.file))\" time=\"\(format(seconds))\">\(body)</testcase>\n"
      }
      totals.tests += rows.count
      totals.failures += counts.failures
      totals.errors += counts.errors
      totals.skipped += counts.skipped
      totalTime += time
      suites +=
        "  <testsuite name=\"\(escapeXML(fixture))\" tests=\"\(rows.count)\" "
        + "failures=\"\(counts.failures)\" errors=\"\(counts.errors)\" skipped=\"\(counts.skipped)\" "
        + "time=\"\(format(time))\" timestamp=\"\(timestamp)\">\n\(cases)  </testsuite>\n"
    }
    // The run's wall-clock time when it has one (variants run in parallel); else their sum.
    let wall = r.seconds > 0 ? r.seconds : totalTime
    return
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"popshot\" "
      + "tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" errors=\"\(totals.errors)\" "
      + "skipped=\"\(totals.skipped)\" time=\"\(format(wall))\" timestamp=\"\(timestamp)\">\n"
      + "\(suites)</testsuites>\n"
  }

  static func element(_ name: String, message: String, type: String, text: String) -> String {
    "<\(name) message=\"\(escapeXML(message))\" type=\"\(type)\">\(escapeXML(text))</\(name)>"
  }

  /// A failure's text: the snapshot message, then one line per finding.
  static func describe(_ message: String?, _ findings: [Finding]) -> String {
    ([message].compactMap { $0 } + findings.map(\.line)).joined(separator: "\n")
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  static func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

  /// JUnit's timestamp: ISO 8601 without a zone (UTC). A report without a start time (an older
  /// run's) gets the time it is rendered.
  static func junitTimestamp(_ started: String?) -> String {
    let parsed = started.flatMap { ISO8601DateFormatter().date(from: $0) } ?? Date()
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
    return f.string(from: parsed)
  }
}
