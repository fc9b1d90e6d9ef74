import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// Colorsets: component formats, appearances, colour spaces, AccentColor and missing names.
/// The Display P3 values were converted by hand through CIE XYZ with the CSS Color 4 matrices
/// (an independent path from the code's direct P3→sRGB matrix).
@Suite struct AssetColorTests {
  func near(_ a: SRGBColor, _ r: Double, _ g: Double, _ b: Double, _ alpha: Double = 1) -> Bool {
    abs(a.red - r) < 0.001 && abs(a.green - g) < 0.001 && abs(a.blue - b) < 0.001
      && abs(a.alpha - alpha) < 0.001
  }

  /// Xcode's three ways of writing a component: floats, 8-bit integers, hex bytes.
  @Test func componentFormats() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try c.colorSet("float", any: AssetTestCatalog.srgb("1.000", "0.400", "0.200", alpha: "0.500"))
    try c.colorSet("int", any: AssetTestCatalog.srgb("255", "102", "51"))
    try c.colorSet("hex", any: AssetTestCatalog.srgb("0xFF", "0x66", "0x33"))
    #expect(near(Color("float", bundle: c.bundle).light, 1, 0.4, 0.2, 0.5))
    #expect(near(Color("int", bundle: c.bundle).light, 1, 0.4, 0.2))
    #expect(near(Color("hex", bundle: c.bundle).light, 1, 0.4, 0.2))
  }

  @Test func lightAndDarkValues() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try c.colorSet(
      "brand", any: AssetTestCatalog.srgb("0.000", "0.000", "1.000"),
      dark: AssetTestCatalog.srgb("1.000", "1.000", "0.000"))
    try c.colorSet("plain", any: AssetTestCatalog.srgb("0.000", "0.500", "0.000"))
    let brand = Color("brand", bundle: c.bundle)
    #expect(near(brand.resolved(.light), 0, 0, 1))
    #expect(near(brand.resolved(.dark), 1, 1, 0))
    // No dark entry: the "any" value in both appearances.
    #expect(near(Color("plain", bundle: c.bundle).dark, 0, 0.5, 0))
  }

  /// Display P3 (0.8, 0.4, 0.2) is sRGB (0.8596, 0.3704, 0.1234); P3 red is outside sRGB and
  /// clips to (1, 0, 0); grey is the same in both.
  @Test func displayP3IsConvertedToSRGB() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try c.colorSet("p3", any: AssetTestCatalog.srgb("0.800", "0.400", "0.200", space: "display-p3"))
    try c.colorSet(
      "p3red", any: AssetTestCatalog.srgb("1.000", "0.000", "0.000", space: "display-p3"))
    try c.colorSet(
      "p3grey", any: AssetTestCatalog.srgb("0.500", "0.500", "0.500", space: "display-p3"))
    #expect(near(Color("p3", bundle: c.bundle).light, 0.8596, 0.3704, 0.1234))
    #expect(near(Color("p3red", bundle: c.bundle).light, 1, 0, 0))
    #expect(near(Color("p3grey", bundle: c.bundle).light, 0.5, 0.5, 0.5))
  }

  /// Extended sRGB values beyond 0...1 are clipped to what an sRGB display shows.
  @Test func extendedSRGBIsClipped() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try c.colorSet(
      "wide", any: AssetTestCatalog.srgb("1.200", "-0.100", "0.500", space: "extended-srgb"))
    #expect(near(Color("wide", bundle: c.bundle).light, 1, 0, 0.5))
  }

  /// A colorset may name a system colour (Xcode's `"reference"`): systemBlue is #007AFF light
  /// and #0A84FF dark (docs/platform.md, "System colours"), so an "any" entry naming it is both;
  /// a dark entry naming `labelColor` is white in dark mode while the "any" value stays.
  @Test func systemColourReferences() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    let blue = #"{"platform":"ios","reference":"systemBlueColor"}"#
    try c.colorSet("brand", any: blue)
    try c.colorSet(
      "ink", any: AssetTestCatalog.srgb("0.000", "0.500", "0.000"),
      dark: #"{"platform":"ios","reference":"labelColor"}"#)
    try c.colorSet("odd", any: #"{"platform":"ios","reference":"systemPlaidColor"}"#)
    let brand = Color("brand", bundle: c.bundle)
    #expect(near(brand.resolved(.light), 0, 122.0 / 255, 1))
    #expect(near(brand.resolved(.dark), 10.0 / 255, 132.0 / 255, 1))
    let ink = Color("ink", bundle: c.bundle)
    #expect(near(ink.resolved(.light), 0, 0.5, 0))
    #expect(near(ink.resolved(.dark), 1, 1, 1))
    let (_, misses) = AssetMisses.collecting { Color("odd", bundle: c.bundle) }
    #expect(misses.first?.contains("unknown system colour reference systemPlaidColor") == true)
  }

  /// `Color(_:bundle:)` with the main bundle (what `Bundle(for: AClass.self)` gives on Linux)
  /// searches the default places, `POPSHOT_ASSETS` among them, as no bundle does.
  @Test func theMainBundleSearchesTheDefaultPlaces() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    let env = ["POPSHOT_ASSETS": c.root]
    #expect(
      AssetLocator.folders(bundle: .main, environment: env, packageBundles: c.root)
        == AssetLocator.folders(bundle: nil, environment: env, packageBundles: c.root))
    #expect(
      AssetLocator.folders(bundle: .main, environment: env, packageBundles: c.root).first
        == c.catalog)
  }

  @Test func aMissingColourIsClearAndAMiss() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    let (color, misses) = AssetMisses.collecting { Color("nope", bundle: c.bundle) }
    #expect(color.light == .clear)
    #expect(misses == ["color asset \"nope\" not found in \(c.catalog)"])
    #expect(AssetMisses.all.messages.contains(misses[0]))
  }

  @Test func anUnreadableColourSaysWhy() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try c.colorSet("odd", any: AssetTestCatalog.srgb("1", "1", "1", space: "cmyk"))
    let (_, misses) = AssetMisses.collecting { Color("odd", bundle: c.bundle) }
    #expect(misses.first?.contains("colour space \"cmyk\" is not read") == true)
  }

  /// An `AccentColor` colorset in the default places is the accent colour (and so the default
  /// tint); without one, the system blue.
  @Test func accentColorFromTheCatalog() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try c.colorSet("AccentColor", any: AssetTestCatalog.srgb("1.000", "0.000", "0.500"))
    let accent = Color.accentColor(["POPSHOT_ASSETS": c.root])
    #expect(near(accent.light, 1, 0, 0.5))
    #expect(accent.name == "AccentColor")
    let other = try AssetTestCatalog()
    defer { other.remove() }
    #expect(Color.accentColor(["POPSHOT_ASSETS": other.root]) == Color.systemAccentColor)
  }

  /// The accent colour is the app's, as iOS reads it (the main bundle's `NSAccentColorName`,
  /// `AccentColor` by default): a package's resource bundle with an `AccentColor` is searched
  /// for `Color("AccentColor")` but does not tint the app.
  @Test func aPackagesAccentColorIsNotTheApps() throws {
    let app = try AssetTestCatalog()
    let package = try AssetTestCatalog()
    let beside = NSTemporaryDirectory() + "popshot-beside-" + UUID().uuidString
    defer {
      app.remove()
      package.remove()
      try? FileManager.default.removeItem(atPath: beside)
    }
    try app.colorSet("Brand", any: AssetTestCatalog.srgb("0.000", "0.500", "1.000"))
    try package.colorSet("AccentColor", any: AssetTestCatalog.srgb("0.000", "1.000", "0.000"))
    try FileManager.default.createDirectory(atPath: beside, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: beside + "/Kit_KitUI.resources", withDestinationPath: package.root)
    let env = ["POPSHOT_ASSETS": app.root]
    let all = AssetLocator.folders(bundle: nil, environment: env, packageBundles: beside)
    #expect(all == [app.catalog, beside + "/Kit_KitUI.resources/Assets.xcassets"])
    #expect(AssetLocator.appFolders(environment: env) == [app.catalog])
    #expect(Color.accentColor(env) == Color.systemAccentColor)
    // A target whose Global Accent Color Name is "Brand".
    let brand = Color.accentColor(env, name: "Brand")
    #expect(near(brand.light, 0, 0.5, 1))
    #expect(brand.name == "Brand")
  }
}
