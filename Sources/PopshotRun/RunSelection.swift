// Which variants a run works on: fixtures chosen by glob, a base matrix narrowed by device,
// orientation, appearance, text-size and design lists, and one deterministic shard of the result.
import Foundation
import PopshotReport
import PopshotScenes
import PopshotText
import PopshotUI

/// A selection as a command line gives it: every field is the text of an option (nil: not given),
/// checked by `select()` in a fixed order so the first problem is the one reported.
public struct RunSelection: Sendable, Equatable {
  /// The fixtures folder.
  public var fixtures: String
  /// Comma-separated globs of fixture names (`toast-*`); nil: every fixture.
  public var fixture: String?
  /// The base matrix: `default` (the baselines') or `audit`; nil: `default`.
  public var matrix: String?
  /// Comma-separated lists, or `all`, replacing the base matrix's list.
  public var devices: String?, orientations: String?, appearances: String?, textSizes: String?
  /// Comma-separated designs, or `all`; nil: `configuredDesigns`, else each fixture's own
  /// (`"design"`, else the default).
  public var designs: String?
  /// The designs the audit configuration names, already read: they stand when `designs` is not
  /// given. Nil: each fixture's own.
  public var configuredDesigns: [Design]?
  /// Every variant with Reduce Transparency on.
  public var reduceTransparency = false
  /// Draw no status bar or home indicator (`--no-chrome`); false: each fixture's own.
  public var hidesSystemChrome = false
  /// Comma-separated layout directions (`ltr`, `rtl`), or `all`; nil: left to right.
  public var layoutDirections: String?
  /// Accessibility settings on for every variant (`--bold-text`, `--reduce-motion`,
  /// `--differentiate-without-color`), and the locale (`--locale ar`).
  public var boldText = false, reduceMotion = false, differentiateWithoutColor = false
  public var increaseContrast = false
  public var locale: String?
  /// Devices of the team's own (a devices file, the audit configuration): registered, and
  /// added to the matrix when `devices` does not narrow it.
  public var addedDevices: [Device] = []
  /// Comma-separated states (`default`, `page`, a detent's name), or `all`; nil: all.
  public var states: String?
  /// `I/N`: only the I-th of N slices (every N-th job, starting at the I-th).
  public var shard: String?

  public init(
    fixtures: String = "Fixtures", fixture: String? = nil, matrix: String? = nil,
    devices: String? = nil, orientations: String? = nil, appearances: String? = nil,
    textSizes: String? = nil, designs: String? = nil, states: String? = nil,
    shard: String? = nil
  ) {
    self.fixtures = fixtures
    self.fixture = fixture
    self.matrix = matrix
    self.devices = devices
    self.orientations = orientations
    self.appearances = appearances
    self.textSizes = textSizes
    self.designs = designs
    self.states = states
    self.shard = shard
  }

  /// The lists a selection can narrow.
  public enum Dimension: Sendable, Equatable {
    case device, orientation, appearance, textSize, design, layoutDirection, locale, state
  }

  /// The design of fixtures that name none, as `--design` spells it.
  public static let defaultDesign = Design.default.rawValue

  /// The name `--state` gives a scene's own state (a fixture as written, with no detent chosen).
  public static let defaultState = CommandLineOption.defaultState

  /// The base matrices by name.
  public static let matrices: [(name: String, matrix: VariantMatrix)] = [
    ("default", .default), ("audit", .audit),
  ]

  /// Loads the fixtures and lists the jobs, in a stable order (fixture name, then the matrix's).
  public func select() throws(SelectionError) -> Selection {
    var isDir: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: fixtures, isDirectory: &isDir)
    guard exists, isDir.boolValue else { throw .noFixturesFolder(fixtures) }
    let (scenes, errors) = FixtureLibrary.load(directory: fixtures)
    if !errors.isEmpty { throw .badFixtures(errors) }
    var chosen = scenes
    if let fixture {
      let globs = fixture.split(separator: ",").map(String.init)
      chosen = scenes.filter { s in globs.contains { fnmatch($0, s.name, 0) == 0 } }
      if chosen.isEmpty { throw .noFixtureMatches(fixture, known: scenes.map(\.name)) }
    }
    let name = matrix ?? "default"
    guard var matrix = Self.matrices.first(where: { $0.name == name })?.matrix else {
      throw .unknownMatrix(name)
    }
    Device.register(addedDevices)
    let all = Device.catalog.map(\.id) + addedDevices.map(\.id)
    if let d = try list(devices, .device, all, { Device.named($0)?.id }) {
      matrix.devices = d
    } else {
      matrix.devices += addedDevices.map(\.id).filter { !matrix.devices.contains($0) }
    }
    if let o = try list(orientations, .orientation, Orientation.allCases, Orientation.init) {
      matrix.orientations = o
    }
    if let a = try list(appearances, .appearance, ColorScheme.allCases, ColorScheme.init) {
      matrix.appearances = a
    }
    if let t = try list(textSizes, .textSize, DynamicTypeSize.allCases, RunSelection.textSize) {
      matrix.textSizes = t
      matrix.clippingTextSizes = []
    }
    if let g = try list(designs, .design, Design.allCases, Design.init) ?? configuredDesigns {
      matrix.designs = g
    }
    matrix.reduceTransparency = reduceTransparency
    if hidesSystemChrome { matrix.systemChrome = false }
    matrix.boldText = boldText
    matrix.increaseContrast = increaseContrast
    matrix.reduceMotion = reduceMotion
    matrix.differentiateWithoutColor = differentiateWithoutColor
    if let locale {
      // A name part of its own: letters, digits, `-` and `_` (`ar`, `pt-BR`, `zh_Hans`).
      let ok =
        !locale.isEmpty
        && locale.unicodeScalars.allSatisfy {
          CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_"
        }
      guard ok, locale.first?.isLetter == true else { throw .unknownValue(.locale, locale) }
      matrix.locale = locale
    }
    if let l = try list(
      layoutDirections, .layoutDirection, LayoutDirection.allCases, RunSelection.layoutDirection)
    {
      matrix.layoutDirections = l
    }
    let sweep = matrix.clippingSweep
    var jobs = chosen.flatMap { s in
      s.variants(matrix).map { RenderJob(scene: s, variant: $0) }
        + (sweep.textSizes.isEmpty
          ? []
          : s.variants(sweep).map { RenderJob(scene: s, variant: $0, rules: ["text.clipped"]) })
    }
    if let states, states != "all" {
      let known = Set(chosen.flatMap { $0.states.map { $0 ?? Self.defaultState } })
      let wanted = states.split(separator: ",").map(String.init)
      if let unknown = wanted.first(where: { !known.contains($0) }) {
        throw .unknownValue(.state, unknown)
      }
      jobs = jobs.filter { wanted.contains($0.variant.state ?? Self.defaultState) }
    }
    // Nothing to draw is a mistake (an empty folder, or fixtures whose own variants leave none of
    // the matrix), not a clean run; an empty shard of a real selection is fine.
    if jobs.isEmpty { throw .noVariants(fixtures, fixtureCount: chosen.count) }
    if let shard {
      let parts = shard.split(separator: "/").compactMap { Int($0) }
      guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
        throw .badShard(shard)
      }
      jobs = jobs.enumerated().filter { $0.offset % parts[1] == parts[0] - 1 }.map(\.element)
    }
    let files = Dictionary(chosen.map { ($0.name, "\(fixtures)/\($0.name).json") }) { a, _ in a }
    return Selection(jobs: jobs, files: files)
  }

  /// A text size by its name (`accessibility3`) or its short name as variant names use it
  /// (`AX3`, `xL`), either in any case.
  public static func textSize(_ name: String) -> DynamicTypeSize? {
    let lower = name.lowercased()
    return DynamicTypeSize.allCases.first {
      $0.rawValue.lowercased() == lower || $0.shortName.lowercased() == lower
    }
  }

  /// A layout direction by its short name (`ltr`, `rtl`) or SwiftUI's (`rightToLeft`).
  public static func layoutDirection(_ name: String) -> LayoutDirection? {
    let lower = name.lowercased()
    return LayoutDirection.allCases.first {
      $0.optionValue == lower || $0.rawValue.lowercased() == lower
    }
  }

  /// The values a dimension's list takes, for messages.
  public static func names(_ dimension: Dimension) -> [String] {
    switch dimension {
    case .device: Device.catalog.map(\.id)
    case .orientation: Orientation.allCases.map(\.rawValue)
    case .appearance: ColorScheme.allCases.map(\.rawValue)
    case .textSize: DynamicTypeSize.allCases.map(\.rawValue)
    case .design: Design.allCases.map(\.rawValue)
    case .layoutDirection: LayoutDirection.allCases.map(\.optionValue)
    case .locale: ["a locale identifier such as ar or pt-BR"]
    case .state: [defaultState, Variant.pageState, "a detent's name"]
    }
  }

  /// A comma-separated list's values, every value for `all`, nil when the list is not given.
  private func list<T>(
    _ text: String?, _ dimension: Dimension, _ all: [T],
    _ parse: (String) -> T?
  ) throws(SelectionError) -> [T]? {
    guard let text else { return nil }
    if text == "all" { return all }
    var out: [T] = []
    for item in text.split(separator: ",").map(String.init) {
      guard let x = parse(item) else { throw .unknownValue(dimension, item) }
      out.append(x)
    }
    return out
  }
}

/// Why a selection cannot be made.
public enum SelectionError: Error, Equatable {
  /// The fixtures folder does not exist (or is a file).
  case noFixturesFolder(String)
  /// Fixtures that failed to load.
  case badFixtures([FixtureError])
  /// No fixture's name matches the globs; `known` are the fixtures' names.
  case noFixtureMatches(String, known: [String])
  case unknownMatrix(String)
  /// A list item that is not one of the dimension's values.
  case unknownValue(RunSelection.Dimension, String)
  /// A shard that is not I/N with 1 ≤ I ≤ N.
  case badShard(String)
  /// The selection yields no variant at all (the folder, and how many fixtures it chose).
  case noVariants(String, fixtureCount: Int)

  /// Bad fixtures, and a selection that yields no variant (no fixture matches the globs, or
  /// none has a variant left), are bad input (65), as the README's exit codes say; the rest are
  /// usage errors (64): a value that is not one of the option's.
  public var code: Int32 {
    switch self {
    case .noFixturesFolder, .badFixtures, .noVariants, .noFixtureMatches: Exit.badInput
    default: Exit.usage
    }
  }
}

/// The jobs a selection gives, and each chosen fixture's file (for reports).
public struct Selection: Sendable {
  public var jobs: [RenderJob]
  public var files: [String: String]
  public init(jobs: [RenderJob], files: [String: String]) {
    self.jobs = jobs
    self.files = files
  }

  /// The names of the fixtures with at least one job, sorted.
  public var fixtureNames: [String] { Set(jobs.map(\.scene.name)).sorted() }
}
