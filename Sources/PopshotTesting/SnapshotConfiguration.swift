// Settings for the snapshots of a scope, in the spirit of swift-snapshot-testing's
// `withSnapshotTesting(record:diffTool:)` and its `.snapshots(record:diffTool:)` suite trait:
//
//     @Suite(.snapshots(record: .failed, variants: [.iPhone13, .iPadPro11], design: .classic))
//     struct CheckoutTests { … }
//
//     withSnapshotTesting(record: .all) { assertSnapshot(of: view, as: .image(on: nil)) }
//
// What a call passes itself wins over the scope; the scope wins over POPSHOT_RECORD,
// SNAPSHOT_TESTING_RECORD and POPSHOT_DIFF_TOOL.
import PopshotScenes
import PopshotSnapshot
import PopshotSupport
import PopshotUI
import Testing

/// The snapshot settings of the current task (a test, a suite, a `withSnapshotTesting` block).
public struct SnapshotConfiguration: Sendable {
  /// The record mode; nil: POPSHOT_RECORD, else SNAPSHOT_TESTING_RECORD, else missing (never
  /// on CI).
  public var record: RecordMode?
  /// The diff tool each failure prints; nil: POPSHOT_DIFF_TOOL.
  public var diffTool: String?
  /// The variants of strategies and assertions that name none; nil: each scene's default matrix.
  public var variants: [Variant]?
  /// The design every variant is drawn in; nil: each variant's own.
  public var design: Design?
  /// Whether recording a missing baseline fails the test, as swift-snapshot-testing does
  /// ("re-run to compare"); nil: it passes (Popshot's default: the first run records, and the
  /// baselines are reviewed in the diff before they are committed).
  public var missingBaselinesFail: Bool?

  public init(
    record: RecordMode? = nil, diffTool: String? = nil, variants: [Variant]? = nil,
    design: Design? = nil, missingBaselinesFail: Bool? = nil
  ) {
    self.record = record
    self.diffTool = diffTool
    self.variants = variants
    self.design = design
    self.missingBaselinesFail = missingBaselinesFail
  }

  /// This configuration with `inner`'s settings where it has them.
  func merged(with inner: SnapshotConfiguration) -> SnapshotConfiguration {
    SnapshotConfiguration(
      record: inner.record ?? record, diffTool: inner.diffTool ?? diffTool,
      variants: inner.variants ?? variants, design: inner.design ?? design,
      missingBaselinesFail: inner.missingBaselinesFail ?? missingBaselinesFail)
  }

  @TaskLocal public static var current = SnapshotConfiguration()

  /// The failure of a recorded missing baseline when missing baselines fail.
  static func missingFailure(_ recorded: String) -> SnapshotFailure {
    SnapshotFailure(
      "\(recorded); a missing baseline fails here (missingBaselinesFail): look at it, then run "
        + "the test again to compare", difference: SnapshotDifference(kind: .noBaseline))
  }

  /// The variants to check: those a call names, else the scope's, else `fallback`; in the
  /// scope's design when it sets one.
  func variants(_ explicit: [Variant]?, fallback: @autoclosure () -> [Variant]) -> [Variant] {
    let chosen = explicit ?? variants ?? fallback()
    guard let design else { return chosen }
    return chosen.map { v in
      var d = v
      d.design = design
      return d
    }
  }
}

extension RecordMode {
  /// The record mode of the current scope (`withSnapshotTesting`, a `.snapshots` trait), else
  /// the environment's (`fromEnvironment()`).
  public static var current: RecordMode {
    SnapshotConfiguration.current.record ?? .fromEnvironment()
  }
}

/// Runs `operation` with these snapshot settings over the current ones (swift-snapshot-testing's
/// `withSnapshotTesting`).
public func withSnapshotTesting<R>(
  record: RecordMode? = nil, diffTool: String? = nil, variants: [Variant]? = nil,
  design: Design? = nil, missingBaselinesFail: Bool? = nil, operation: () throws -> R
) rethrows -> R {
  let inner = SnapshotConfiguration(
    record: record, diffTool: diffTool, variants: variants, design: design,
    missingBaselinesFail: missingBaselinesFail)
  return try SnapshotConfiguration.$current.withValue(
    SnapshotConfiguration.current.merged(with: inner), operation: operation)
}

/// The same for async code.
public func withSnapshotTesting<R>(
  record: RecordMode? = nil, diffTool: String? = nil, variants: [Variant]? = nil,
  design: Design? = nil, missingBaselinesFail: Bool? = nil,
  operation: () async throws -> R
) async rethrows -> R {
  let inner = SnapshotConfiguration(
    record: record, diffTool: diffTool, variants: variants, design: design,
    missingBaselinesFail: missingBaselinesFail)
  return try await SnapshotConfiguration.$current.withValue(
    SnapshotConfiguration.current.merged(with: inner), operation: operation)
}

/// A Swift Testing trait that sets the snapshot settings of a suite's tests or one test.
public struct SnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
  let configuration: SnapshotConfiguration
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await SnapshotConfiguration.$current.withValue(
      SnapshotConfiguration.current.merged(with: configuration), operation: function)
  }
}

extension Trait where Self == SnapshotsTrait {
  /// The snapshot settings of a suite or a test (swift-snapshot-testing's `.snapshots` trait).
  public static func snapshots(
    record: RecordMode? = nil, diffTool: String? = nil, variants: [Variant]? = nil,
    design: Design? = nil, missingBaselinesFail: Bool? = nil
  ) -> SnapshotsTrait {
    SnapshotsTrait(
      configuration: SnapshotConfiguration(
        record: record, diffTool: diffTool, variants: variants, design: design,
        missingBaselinesFail: missingBaselinesFail))
  }
}
