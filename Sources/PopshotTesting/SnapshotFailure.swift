import PopshotSnapshot

/// One way a snapshot check failed: how the render differs from its baseline, as a value, and the
/// message a test shows for it (what moved, where the images are, how to re-record).
public struct SnapshotFailure: Sendable, Equatable, CustomStringConvertible {
  /// What differs from the baseline: pixels, size, semantics, or no baseline at all. Nil when
  /// nothing was compared: the scene could not be drawn, an asset was missing, a text baseline
  /// differs (its message names the line), or the environment or call is wrong.
  public var difference: SnapshotDifference?
  /// The failure as a test reports it.
  public var message: String

  public init(_ message: String, difference: SnapshotDifference? = nil) {
    self.message = message
    self.difference = difference
  }

  public var description: String { message }
}
