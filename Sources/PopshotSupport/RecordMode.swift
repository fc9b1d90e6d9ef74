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

  /// POPSHOT_RECORD if set, else swift-snapshot-testing's SNAPSHOT_TESTING_RECORD (its modes
  /// have the same names: all, missing, failed, never); otherwise `never` on CI, where a missing
  /// baseline must fail rather than be silently written, and `missing` for a person at a
  /// terminal. A variable that names no mode writes nothing (`never`); `environmentProblem`
  /// says what is wrong with it.
  public static func fromEnvironment(
    _ env: [String: String] = ProcessInfo.processInfo.environment
  ) -> RecordMode {
    if let (_, r) = setting(env) { return RecordMode(rawValue: r) ?? .never }
    return isCI(env) ? .never : .missing
  }

  /// The variables that choose the mode, the first one set wins.
  public static let variables = ["POPSHOT_RECORD", "SNAPSHOT_TESTING_RECORD"]

  /// The variable that is set and its value.
  static func setting(_ env: [String: String]) -> (String, String)? {
    for name in variables { if let r = env[name] { return (name, r) } }
    return nil
  }

  /// What is wrong with the variable that chooses the mode, if it is set to something that is
  /// not a mode.
  public static func environmentProblem(
    _ env: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    guard let (name, r) = setting(env), RecordMode(rawValue: r) == nil else { return nil }
    let modes = allCases.map(\.rawValue).joined(separator: ", ")
    return "\(name)=\(r) is not a record mode; use one of \(modes)"
  }

  /// What comparing a render with its baseline came to, as far as writing it goes.
  public enum Comparison: Sendable {
    /// There is no baseline.
    case missing
    /// The render equals the baseline.
    case matched
    /// The render differs from the baseline.
    case differs
    /// The baseline (or its sidecar) exists but cannot be used.
    case unreadable
  }

  /// Whether to write the baseline: every time under `all`; one that does not exist under
  /// `missing`; one that does not exist, differs or cannot be read under `failed`; never under
  /// `never`. The goldens, the image verifier and the text baselines all ask this.
  public func writes(_ comparison: Comparison) -> Bool {
    switch self {
    case .all: return true
    case .missing: return comparison == .missing
    case .failed: return comparison != .matched
    case .never: return false
    }
  }

  /// Whether a run that wrote a baseline still fails: a re-recording of one that differed (or
  /// could not be read) under `failed`, so someone looks at it before committing it.
  public func failsAfterWriting(_ comparison: Comparison) -> Bool {
    self == .failed && (comparison == .differs || comparison == .unreadable)
  }

  /// How to record a missing baseline, as every failure message says it.
  public static let recordMissingHint = "record it with POPSHOT_RECORD=missing swift test"
  /// How to accept an intended change, as every failure message says it.
  public static let rerecordHint =
    "if the change is intended, re-record: POPSHOT_RECORD=failed swift test"
  /// What a failure says after `failed` re-recorded it.
  public static let rerecordedHint =
    "re-recorded it (POPSHOT_RECORD=failed): look at the new baseline before committing it"

  /// Whether this runs on CI: CI is set to anything but empty, "false" or "0" (CI systems set
  /// it to "true", "1" or their own name).
  public static func isCI(_ env: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
    guard let ci = env["CI"] else { return false }
    return !["", "false", "0"].contains(ci.lowercased())
  }
}
