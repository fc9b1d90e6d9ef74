// A run's fixture locators, built on demand: only a variant with something to report (a finding,
// a difference, a variant that could not be checked) needs positions, so a fixture's file is read
// and indexed the first time one of its variants asks, and never for a run where all pass.
import Synchronization

/// Each fixture's `FixtureLocator`, built once, the first time it is asked for, from any thread.
/// The locator depends only on the fixture's file, so results do not depend on which variant
/// asks first.
final class FixtureLocators: Sendable {
  /// Each fixture's file, by fixture name.
  private let files: [String: String]
  /// The locators built so far; nil for a fixture whose file cannot be read.
  private let made = Mutex<[String: FixtureLocator?]>([:])

  init(files: [String: String]) { self.files = files }

  /// The locator of `fixture`; nil when it has no file or the file cannot be read.
  func locator(_ fixture: String) -> FixtureLocator? {
    // Built under the lock: a fixture asked for by two threads at once is read once.
    made.withLock { made in
      if let known = made[fixture] { return known }
      let locator = files[fixture].flatMap(FixtureLocator.init(path:))
      made[fixture] = .some(locator)
      return locator
    }
  }

  /// How many fixtures' locators have been built (or tried, for an unreadable file).
  var built: Int { made.withLock { $0.count } }
}
