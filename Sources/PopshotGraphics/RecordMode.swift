import Foundation

/// When baselines are written.
public enum RecordMode: String, Sendable, CaseIterable {
  /// Re-record every baseline.
  case all
  /// Record baselines that do not exist yet; compare the others.
  case missing
  /// Re-record the baselines that fail (the test still fails that run).
  case failed
  /// Never write: a missing baseline fails.
  case never

  /// POPSHOT_RECORD if set; otherwise `never` on CI (CI=true), where a missing baseline must fail
  /// rather than be silently written, and `missing` for a person at a terminal.
  public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment)
    -> RecordMode
  {
    if let r = env["POPSHOT_RECORD"], let m = RecordMode(rawValue: r) { return m }
    return env["CI"] == "true" ? .never : .missing
  }
}
