import Foundation
import PopshotGraphics
import PopshotReport
import PopshotScenes
import PopshotTestSupport
import PopshotUI
import Testing

@testable import PopshotRun

/// The design as a dimension of the matrix: a fixture's own `"design"`, `--design` over it, and
/// names that carry the design only when it is not the default.
@Suite(.removesTemporaryFolders) struct DesignSelectionTests {
  /// The design other than the default one, whichever that is.
  let other = Design.allCases.first { $0 != .default }!

  /// A folder with the toast-error fixture as `plain` and, as `pinned`, the same fixture with
  /// `"design"` set to `design`.
  func folder(pinned design: Design) throws -> String {
    let dir = try temporaryDirectory()
    let text = try String(contentsOfFile: "\(root)/Fixtures/toast-error.json", encoding: .utf8)
    try text.write(toFile: "\(dir)/plain.json", atomically: true, encoding: .utf8)
    let pinned = text.replacingOccurrences(
      of: "{\n  \"seed\"", with: "{\n  \"design\": \"\(design.rawValue)\",\n  \"seed\"")
    #expect(pinned != text)
    try pinned.write(toFile: "\(dir)/pinned.json", atomically: true, encoding: .utf8)
    return dir
  }

  func select(_ dir: String, designs: String? = nil) throws -> Selection {
    try RunSelection(
      fixtures: dir, devices: "iphone-15", orientations: "portrait", designs: designs,
      states: "default"
    ).select()
  }

  @Test func aFixtureIsDrawnInItsOwnDesignUnlessTheRunNamesOne() throws {
    let dir = try folder(pinned: other)
    let own = try select(dir)
    #expect(own.jobs.map(\.variant.design) == [other, .default])
    #expect(
      names(own) == [
        "pinned iphone-15.portrait.\(other.rawValue)", "plain iphone-15.portrait",
      ])

    let forced = try select(dir, designs: Design.default.rawValue)
    #expect(names(forced) == ["pinned iphone-15.portrait", "plain iphone-15.portrait"])

    // Both designs: each fixture twice, liquidGlass before classic (the enum's order).
    let both = try select(dir, designs: "all")
    #expect(
      both.jobs.map { "\($0.scene.name) \($0.variant.design.rawValue)" } == [
        "pinned liquidGlass", "pinned classic", "plain liquidGlass", "plain classic",
      ])
    // The environment the views read carries the variant's design.
    #expect(both.jobs.map(\.variant.environment.design) == both.jobs.map(\.variant.design))
  }

  /// The audit configuration's designs, already typed, stand when the run names none; a run's
  /// `--design` stands over them.
  @Test func theConfiguredDesignsStandUnlessTheRunNamesOne() throws {
    let dir = try folder(pinned: .default)
    var selection = RunSelection(
      fixtures: dir, fixture: "plain", devices: "iphone-15", orientations: "portrait",
      states: "default")
    selection.configuredDesigns = [other]
    #expect(try selection.select().jobs.map(\.variant.design) == [other])
    selection.designs = "all"
    #expect(try selection.select().jobs.map(\.variant.design) == Design.allCases)
  }

  @Test func reduceTransparencyIsOnForEveryVariantOfTheRun() throws {
    let dir = try folder(pinned: .default)
    var selection = RunSelection(
      fixtures: dir, fixture: "plain", devices: "iphone-15", orientations: "portrait",
      states: "default")
    selection.reduceTransparency = true
    let s = try selection.select()
    #expect(names(s) == ["plain iphone-15.portrait.reduceTransparency"])
    #expect(s.jobs[0].variant.environment.accessibilityReduceTransparency)
  }

  /// The chrome: a fixture's `"chrome": false` and a run's `--no-chrome` draw none and name
  /// the variant so; the accept command carries the flag, and a canvas name has no orientation.
  @Test func hiddenChromeByFixtureOrByRun() throws {
    let dir = try folder(pinned: .default)
    let text = try String(contentsOfFile: "\(dir)/plain.json", encoding: .utf8)
    try text.replacingOccurrences(of: "{\n  \"seed\"", with: "{\n  \"chrome\": false,\n  \"seed\"")
      .write(toFile: "\(dir)/bare.json", atomically: true, encoding: .utf8)
    let own = try select(dir)
    #expect(names(own).first == "bare iphone-15.portrait.noChrome")
    #expect(own.jobs.map(\.variant.systemChrome) == [false, true, true])
    var run = RunSelection(
      fixtures: dir, fixture: "plain", devices: "iphone-15", orientations: "portrait",
      states: "default")
    run.hidesSystemChrome = true
    #expect(names(try run.select()) == ["plain iphone-15.portrait.noChrome"])
    let fields = VariantFields(own.jobs[0].variant)
    #expect(!fields.systemChrome && fields.state == nil && fields.stateName == "default")
    #expect(acceptCommand(own.jobs[0].variant)?.hasSuffix("--no-chrome --state default") == true)
    var canvas = Variant(
      device: .canvas(Size(width: 320, height: 120), scale: 3), orientation: .portrait)
    canvas.appearance = .dark
    #expect(VariantFields(canvas).orientation == nil && VariantFields(canvas).appearance == .dark)
    #expect(acceptCommand(canvas)?.contains("--orientation") == false)
  }

  /// `--layout-direction rtl,ltr`: each variant in both directions, the right-to-left ones
  /// named `.rtl` and drawn with the environment's direction set; the accept command says so.
  @Test func layoutDirectionsAreADimension() throws {
    let dir = try folder(pinned: .default)
    var run = RunSelection(
      fixtures: dir, fixture: "plain", devices: "iphone-15", orientations: "portrait",
      states: "default")
    run.layoutDirections = "all"
    let s = try run.select()
    #expect(names(s) == ["plain iphone-15.portrait", "plain iphone-15.portrait.rtl"])
    #expect(s.jobs.map(\.variant.environment.layoutDirection) == [.leftToRight, .rightToLeft])
    run.layoutDirections = "sideways"
    #expect(throws: SelectionError.unknownValue(.layoutDirection, "sideways")) {
      try run.select()
    }
    #expect(
      acceptCommand(s.jobs[1].variant)?.hasSuffix("--layout-direction rtl --state default") == true)
    var v = Variant(device: Device.named("iphone-15")!, orientation: .portrait)
    v.layoutDirection = .rightToLeft
    #expect(v.name == "iphone-15.portrait.rtl")
  }

  /// Bold Text, Reduce Motion, Differentiate Without Color and the locale: on for every variant
  /// of a run, in the names, the environment and the accept command; a locale that cannot be a
  /// name part is refused.
  @Test func accessibilitySettingsAndTheLocale() throws {
    let dir = try folder(pinned: .default)
    var run = RunSelection(
      fixtures: dir, fixture: "plain", devices: "iphone-15", orientations: "portrait",
      states: "default")
    run.boldText = true
    run.increaseContrast = true
    run.reduceMotion = true
    run.locale = "ar"
    let s = try run.select()
    let name = "iphone-15.portrait.boldText.increaseContrast.reduceMotion.locale-ar"
    #expect(names(s) == ["plain \(name)"])
    let env = s.jobs[0].variant.environment
    #expect(env.legibilityWeight == .bold && env.accessibilityReduceMotion)
    #expect(env.colorSchemeContrast == .increased)
    #expect(env.locale.identifier == "ar" && !env.accessibilityDifferentiateWithoutColor)
    #expect(
      acceptCommand(s.jobs[0].variant)?.hasSuffix(
        "--bold-text --increase-contrast --reduce-motion --locale ar --state default") == true)
    run.locale = "a.b"
    #expect(throws: SelectionError.unknownValue(.locale, "a.b")) { try run.select() }
  }

  @Test func anUnknownDesignIsNamedWithTheValidOnes() throws {
    let dir = try folder(pinned: .classic)
    #expect(throws: SelectionError.unknownValue(.design, "glass")) {
      try select(dir, designs: "glass")
    }
    #expect(RunSelection.names(.design) == ["liquidGlass", "classic"])
  }

  @Test func galleryNamesAndAcceptCommandsCarryTheDesign() {
    var v = Variant(device: Device.named("iphone-15")!, orientation: .portrait)
    v.appearance = .dark
    v.design = other
    v.state = "medium"
    #expect(v.name == "iphone-15.portrait.dark.\(other.rawValue).medium")
    #expect(
      acceptCommand(v)
        == "popshot record --fixture f --device iphone-15 --orientation portrait "
        + "--appearance dark --design \(other.rawValue) --state medium")
    v.design = .default
    v.reduceTransparency = true
    // The default design is named too: the fixture may pin another.
    #expect(acceptCommand(v)?.contains("--design \(Design.default.rawValue) ") == true)
    #expect(acceptCommand(v)?.hasSuffix("--reduce-transparency --state medium") == true)
    // A report of an older run has no fields: no command, rather than a guess from the name.
    let old = VariantResult(
      fixture: "f", variant: v.name, file: "Fixtures/f.json", status: .failed)
    #expect(GalleryText.acceptCommand(old) == nil)
  }
}

/// The accept command of a failed result of fixture "f" in `variant`.
func acceptCommand(_ variant: Variant) -> String? {
  var row = VariantResult(
    fixture: "f", variant: variant.name, file: "Fixtures/f.json", status: .failed,
    baseline: "Snapshots/f/x.png")
  row.fields = VariantFields(variant)
  return GalleryText.acceptCommand(row)
}
