// The result of a check run as data: every variant's snapshot outcome and audit findings, with
// timing. Its JSON form is the versioned schema shards write and `popshot merge` / `report` read.
import Foundation
import PopshotAudit
import PopshotGraphics
import PopshotScenes
import PopshotSnapshot
import PopshotSupport

/// One fixture in one variant.
public struct VariantResult: Codable, Sendable, Equatable {
  public enum Status: String, Codable, Sendable { case passed, recorded, failed, error, rendered }
  /// Whether the variant is a snapshot difference or could not be checked: what reports list first.
  public var differs: Bool { status == .failed || status == .error }
  public var fixture: String
  public var variant: String
  /// The variant's settings; nil in reports of older runs.
  public var fields: VariantFields?
  /// The fixture's file, for locating results (SARIF).
  public var file: String
  public var status: Status
  /// Why it failed or what was recorded, as the terminal prints it.
  public var message: String?
  /// For a snapshot difference (or a missing baseline): what differs, as values.
  public var difference: SnapshotDifference?
  /// Paths of the baseline, the actual render, the diff and the annotated image, where they exist.
  public var baseline: String?
  public var actual: String?
  public var diff: String?
  public var annotated: String?
  public var findings: [Finding]
  /// Screen size in points, for drawing findings over the images.
  public var width: Double
  public var height: Double
  public var milliseconds: Double
  /// Where the fixture file describes each element with a finding (its JSON object's line and
  /// column), and the fixture itself under "": what SARIF results point at. Nil for a variant
  /// with nothing to point at (no finding, difference or error), and in reports of older runs
  /// and of scenes built in Swift.
  public var sources: [String: SourcePosition]?
  /// Why a variant with status `error` could not be checked: `badInput` for a baseline or
  /// sidecar that cannot be read (exit 65), nil for anything else (exit 70).
  public var problem: Problem?

  public enum Problem: String, Codable, Sendable { case badInput = "bad-input" }

  public init(
    fixture: String, variant: String, file: String, status: Status, message: String? = nil,
    baseline: String? = nil,
    actual: String? = nil, diff: String? = nil, annotated: String? = nil, findings: [Finding] = [],
    width: Double = 0, height: Double = 0, milliseconds: Double = 0
  ) {
    self.fixture = fixture
    self.variant = variant
    self.file = file
    self.status = status
    self.message = message
    self.baseline = baseline
    self.actual = actual
    self.diff = diff
    self.annotated = annotated
    self.findings = findings
    self.width = width
    self.height = height
    self.milliseconds = milliseconds
  }
}

/// A whole run (or one shard of it).
public struct CheckReport: Codable, Sendable, Equatable {
  /// The JSON schema's version: readers refuse newer ones.
  public static let schemaVersion = 1
  public var schema: Int = CheckReport.schemaVersion
  public var tool: String
  public var profile: String
  public var failOn: FailOn
  /// "1/1" for a whole run, "2/3" for a shard.
  public var shard: String
  public var results: [VariantResult]
  public var seconds: Double
  /// When the run started (ISO 8601, UTC); nil in older reports.
  public var started: String?
  /// What each audit rule checked across the run, by rule id: subjects (elements or
  /// presentations) checked, passed and incomplete, counted before suppressions and accepted
  /// findings. A rule with no findings and nothing checked did not apply; nil when the run did not
  /// audit, and in older reports.
  public var rules: [AuditRuleID: RuleTally]?

  public init(
    tool: String, profile: String, failOn: FailOn, shard: String, results: [VariantResult],
    seconds: Double, started: Date? = nil
  ) {
    self.started = started.map { ISO8601DateFormatter().string(from: $0) }
    self.tool = tool
    self.profile = profile
    self.failOn = failOn
    self.shard = shard
    self.seconds = seconds
    // Stored in a stable order (fixture, variant), whatever order the jobs finished or were sharded
    // in.
    self.results = results.sorted { ($0.fixture, $0.variant) < ($1.fixture, $1.variant) }
  }

  /// Results in a stable order: fixture, then variant name.
  public var sorted: [VariantResult] {
    results.sorted { ($0.fixture, $0.variant) < ($1.fixture, $1.variant) }
  }

  public var findings: [Finding] { sorted.flatMap(\.findings) }
  public var diffCount: Int { results.filter(\.differs).count }

  /// True when the run fails: a snapshot difference, or a finding at or above `failOn`.
  public func fails(_ failOn: FailOn) -> Bool {
    diffCount > 0 || (failOn.threshold.map { t in findings.contains { $0.severity >= t } } ?? false)
  }

  /// Stable JSON (sorted keys, no timing noise unless asked).
  public func encoded() throws -> Data {
    let e = JSONEncoder()
    e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try e.encode(self)
  }

  public static func decode(_ data: Data, path: String) throws -> CheckReport {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw ReportError(message: "\(path): not a Popshot report (expected a JSON object)")
    }
    if let v = object["schema"] as? Int, v > schemaVersion {
      throw ReportError(
        message: "\(path): report schema \(v) is newer than this Popshot reads (\(schemaVersion))")
    }
    do { return try JSONDecoder().decode(CheckReport.self, from: data) } catch {
      throw ReportError(
        message: "\(path): not a Popshot report: \(DecodingErrorText.line(error))")
    }
  }

  /// Shards merged into one report, in result order.
  public static func merge(_ parts: [CheckReport]) -> CheckReport {
    var merged =
      parts.first
      ?? CheckReport(
        tool: "popshot", profile: "hig", failOn: .error, shard: "1/1", results: [], seconds: 0)
    merged.results = parts.flatMap(\.results).sorted {
      ($0.fixture, $0.variant) < ($1.fixture, $1.variant)
    }
    merged.seconds = parts.map(\.seconds).max() ?? 0
    let tallied = parts.compactMap(\.rules)
    merged.rules =
      tallied.isEmpty
      ? nil : tallied.reduce(into: [:]) { all, part in all.merge(part, uniquingKeysWith: +) }
    // ISO 8601 in UTC sorts as text: the earliest shard's start.
    merged.started = parts.compactMap(\.started).min()
    merged.shard = "1/1"
    return merged
  }
}

public struct ReportError: Error, CustomStringConvertible {
  public let message: String
  public init(message: String) { self.message = message }
  public var description: String { message }
}
