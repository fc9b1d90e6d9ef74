// The command line's words, owned here once: every option's name, and the values and defaults
// that reports write back into commands. `popshot` parses with these (an executable target, so
// it cannot be imported) and the gallery's accept command is built from them, so the command a
// report prints is one the parser reads.
import PopshotUI

/// Every option's name on the command line.
public enum CommandLineOption: String, CustomStringConvertible, Sendable {
  // Selection.
  case fixtures = "--fixtures"
  case fixture = "--fixture"
  case device = "--device"
  case devicesFile = "--devices"
  case orientation = "--orientation"
  case appearance = "--appearance"
  case textSize = "--text-size"
  case design = "--design"
  case reduceTransparency = "--reduce-transparency"
  case noChrome = "--no-chrome"
  case layoutDirection = "--layout-direction"
  case boldText = "--bold-text"
  case increaseContrast = "--increase-contrast"
  case reduceMotion = "--reduce-motion"
  case differentiateWithoutColor = "--differentiate-without-color"
  case locale = "--locale"
  case state = "--state"
  case matrix = "--matrix"
  case jobs = "--jobs"
  case shard = "--shard"
  // Output.
  case out = "--out"
  case quiet = "--quiet"
  case verbose = "--verbose"
  case noColor = "--no-color"
  // Reporting.
  case format = "--format"
  case failOn = "--fail-on"
  // Auditing.
  case profile = "--profile"
  case config = "--config"
  case auditBaseline = "--audit-baseline"
  // Snapshots.
  case snapshots = "--snapshots"
  case perceptual = "--perceptual"
  // clean.
  case delete = "--delete"
  case force = "--force"
  // doctor.
  case package = "--package"
  case target = "--target"
  case log = "--log"
  case popshot = "--popshot"
  // Every command's, and popshot's own.
  case help = "--help"
  case shortHelp = "-h"
  case version = "--version"

  /// The name, so messages read "\(CommandLineOption.jobs) takes …".
  public var description: String { rawValue }

  /// `--fixtures`' and `--snapshots`' folders when they are not given.
  public static let defaultFixtures = "Fixtures"
  public static let defaultSnapshots = "Snapshots"

  /// `--state`'s name for a scene's own state (a fixture as written, with no detent chosen).
  public static let defaultState = "default"
}

extension LayoutDirection {
  /// `--layout-direction`'s name for the direction: `ltr` or `rtl`.
  public var optionValue: String {
    switch self {
    case .leftToRight: "ltr"
    case .rightToLeft: "rtl"
    }
  }
}
