import Foundation
import PopshotSupport

/// A fixture that cannot be used: which file, where in it (a JSON path such as
/// `presentations[0].detents[2]`), and what was expected.
public typealias FixtureError = LocatedError<FixtureFile>

/// What a `FixtureError` is about: a fixture file.
public enum FixtureFile {}

/// The ranges a fixture's numbers must lie in: every value is checked where it is decoded, so no
/// arithmetic on it can overflow, trap or allocate without bound.
public enum FixtureLimits {
  /// Sizes, offsets, spacings and radii, in points (either sign for offsets).
  public static let length = 100_000.0
  /// Font sizes, in points.
  public static let fontSize = 1.0...1000.0
  /// Seconds a toast or popup stays.
  public static let duration = 0.0...3600.0
  /// A fixture file's size: one screen's description is a few kilobytes.
  public static let fileBytes = 4 << 20
  /// The views a fixture describes, a modifier's own views (a background, an overlay, a
  /// button's label) included. Memory grows with the views, not the bytes: 4 MiB of one-letter
  /// texts is 322,635 views, which took 1.66 GB to verify (400 times the file). The heaviest
  /// views measured, labels (an icon and a title each), take about 8 KiB each in `check`, so
  /// this bound keeps a run within 100 times the largest file with room to spare (Fixtures/
  /// README.md has the figures); a real screen has hundreds of views.
  public static let views = 40_000
}
