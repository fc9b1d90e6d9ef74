import PopshotAudit

/// `--fail-on`'s levels, as a report records them: a finding's severity, or never. Written into
/// report.json and SARIF by its raw value.
public enum FailOn: String, Sendable, Codable, CaseIterable {
  case error, warning, never

  /// The lowest severity that fails a run; nil for never.
  public var threshold: Severity? {
    switch self {
    case .error: .error
    case .warning: .warning
    case .never: nil
    }
  }
}
