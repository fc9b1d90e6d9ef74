import Foundation
import PopshotGraphics
import PopshotText
import Testing

@testable import PopshotUI

/// Asset catalogs: imagesets picked by scale and appearance, colorsets in their colour spaces,
/// the search order and missing names. Expected values are worked out by hand from the files the
/// tests write and the rules in docs/platform.md ("Asset catalogs").
@Suite struct AssetCatalogTests {
  static let red = SRGBColor(red: 1, green: 0, blue: 0)
  static let green = SRGBColor(red: 0, green: 1, blue: 0)
  static let blue = SRGBColor(red: 0, green: 0, blue: 1)

  func env(scale: Double = 3, dark: Bool = false) -> EnvironmentValues {
    var e = EnvironmentValues()
    e.displayScale = scale
    e.colorScheme = dark ? .dark : .light
    return e
  }
  func render(_ view: some View, _ e: EnvironmentValues) throws -> LayoutResult {
    try LayoutEngine.render(view, size: Size(width: 200, height: 200), environment: e)
  }
  func draws(_ r: LayoutResult) -> [BitmapDraw] {
    r.displayList.items.compactMap { if case .image(let d) = $0 { return d } else { return nil } }
  }
  /// A 1x/2x/3x set: 10 × 6, 20 × 12 and 30 × 18 pixels, red, green and blue.
  func threeScales(_ c: AssetTestCatalog) throws {
    try c.imageSet(
      "logo",
      [
        ("logo.png", "1x", AssetTestCatalog.solid(10, 6, Self.red), nil),
        ("logo@2x.png", "2x", AssetTestCatalog.solid(20, 12, Self.green), nil),
        ("logo@3x.png", "3x", AssetTestCatalog.solid(30, 18, Self.blue), nil),
      ])
  }

  /// Each scale draws its own file, and every file is 10 × 6 pt.
  @Test func theDeviceScalePicksTheFile() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try threeScales(c)
    for (scale, file) in [(1.0, "logo.png"), (2, "logo@2x.png"), (3, "logo@3x.png")] {
      let r = try render(Image("logo", bundle: c.bundle), env(scale: scale))
      let d = try #require(draws(r).first)
      #expect(d.bitmap.source.hasSuffix("/" + file))
      #expect(r.semantics.elements.first?.frame.size == Size(width: 10, height: 6))
      #expect(r.semantics.elements.first?.label == "logo")
    }
  }

  /// Without the device's scale: the nearest, a tie going to the larger file.
  @Test func aMissingScaleFallsBackToTheNearest() {
    func set(_ scales: [Double]) -> ImageSet {
      ImageSet(
        name: "x", folder: "/x",
        entries: scales.map {
          ImageSetEntry(file: "\($0)", scale: $0, idiom: "universal", dark: false)
        },
        renderingIntent: nil)
    }
    #expect(set([2]).entry(scale: 3, dark: false, pad: false)?.scale == 2)
    #expect(set([1, 3]).entry(scale: 2, dark: false, pad: false)?.scale == 3)
    #expect(set([1, 2]).entry(scale: 3, dark: false, pad: false)?.scale == 2)
    #expect(set([3]).entry(scale: 1, dark: false, pad: false)?.scale == 3)
    #expect(set([]).entry(scale: 3, dark: false, pad: false) == nil)
  }

  /// Only a 2x file on a 3x screen: 20 × 12 pixels are 10 × 6 pt.
  @Test func pointsArePixelsOverTheFilesScale() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try c.imageSet("only2x", [("a@2x.png", "2x", AssetTestCatalog.solid(20, 12, Self.red), nil)])
    let r = try render(Image("only2x", bundle: c.bundle), env(scale: 3))
    #expect(r.semantics.elements.first?.frame.size == Size(width: 10, height: 6))
  }

  @Test func darkAppearanceHasItsOwnFile() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try c.imageSet(
      "mode",
      [
        ("light.png", "3x", AssetTestCatalog.solid(3, 3, Self.red), nil),
        ("dark.png", "3x", AssetTestCatalog.solid(3, 3, Self.blue), nil),
      ], dark: ["dark.png"])
    let light = try render(Image("mode", bundle: c.bundle), env())
    let dark = try render(Image("mode", bundle: c.bundle), env(dark: true))
    #expect(try #require(draws(light).first).bitmap.source.hasSuffix("/light.png"))
    #expect(try #require(draws(dark).first).bitmap.source.hasSuffix("/dark.png"))
  }

  /// A group that provides a namespace prefixes its assets' names.
  @Test func namespacedGroups() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try c.write(
      "Assets.xcassets/Icons/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
    try c.imageSet(
      "star", [("s.png", nil, AssetTestCatalog.solid(4, 4, Self.red), nil)], folder: "Icons/")
    #expect(AssetLocator.imageSet("Icons/star", bundle: c.bundle) != nil)
    #expect(AssetLocator.imageSet("star", bundle: c.bundle) == nil)
  }

  /// A missing name draws a 64 × 64 pt labelled box, is marked in the semantics, and is recorded
  /// for the render, naming the catalog searched.
  @Test func aMissingImageIsAPlaceholderAndAMiss() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    let (r, misses) = try AssetMisses.collecting { () throws in
      try render(Image("nope", bundle: c.bundle), env())
    }
    #expect(misses == ["image asset \"nope\" not found in \(c.catalog)"])
    let image = try #require(r.semantics.elements.first { $0.role == SemanticRole.image })
    #expect(image.traits == [.missingAsset, .isPlaceholder])
    #expect(image.label == "Missing image asset nope")
    #expect(image.frame.size == Size(width: 64, height: 64))
    #expect(!r.displayList.items.isEmpty)
  }

  /// A file that is not an image is reported as unreadable, naming it; no crash, no pixels.
  @Test func anUnreadableFileIsAMissNamingIt() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try c.imageSet("bad", [("bad.png", "3x", nil, Array("not a png".utf8))])
    // A JPEG header declaring 40 000 × 1 pixels is refused before any pixel is allocated.
    try c.imageSet("huge", [("huge.jpg", "3x", nil, AssetTestCatalog.jpeg(claiming: 40000, 1))])
    let (_, misses) = try AssetMisses.collecting { () throws in
      _ = try render(
        VStack {
          Image("bad", bundle: c.bundle)
          Image("huge", bundle: c.bundle)
        }, env())
    }
    #expect(misses.count == 2)
    #expect(
      misses[0].hasPrefix("image asset \"bad\" cannot be read: \(c.catalog)/bad.imageset/bad.png"))
    #expect(misses[1].contains("huge.jpg: image is 40000×1 pixels"))
  }

  /// A JPEG file in an imageset draws: 8 × 8 pixels at 2x are 4 × 4 pt of grey 128.
  @Test func jpegFilesDraw() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try c.imageSet("photo", [("p@2x.jpg", "2x", nil, AssetTestCatalog.greyJPEG)])
    let r = try render(Image("photo", bundle: c.bundle), env(scale: 2))
    #expect(r.semantics.elements.first?.frame.size == Size(width: 4, height: 4))
    let d = try #require(draws(r).first)
    #expect(d.bitmap.pixmap[3, 3] == PremultipliedColor(r: 128, g: 128, b: 128, a: 255))
  }

  @Test func decorativeImagesAreHidden() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try threeScales(c)
    let r = try render(Image(decorative: "logo", bundle: c.bundle), env())
    #expect(r.semantics.elements.first?.hiddenFromAccessibility == true)
  }

  /// Bundles first; POPSHOT_ASSETS folders in order; a bundle given is the only place searched.
  @Test func searchOrder() throws {
    let a = try AssetTestCatalog()
    let b = try AssetTestCatalog()
    defer {
      a.remove()
      b.remove()
    }
    let env = ["POPSHOT_ASSETS": a.root + ":" + b.catalog]
    let found = AssetLocator.folders(bundle: nil, environment: env)
    #expect(Array(found.prefix(2)) == [a.catalog, b.catalog])
    #expect(AssetLocator.folders(bundle: a.bundle, environment: env) == [a.catalog])
  }

  @Test func uiImageNamed() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try threeScales(c)
    let image = try #require(UIImage(named: "logo", in: c.bundle))
    #expect(image.size == CGSize(width: 10, height: 6))
    let (missing, misses) = AssetMisses.collecting { UIImage(named: "absent", in: c.bundle) }
    #expect(missing == nil)
    #expect(misses == ["image asset \"absent\" not found in \(c.catalog)"])
    let r = try render(Image(uiImage: image), env(scale: 2))
    #expect(try #require(draws(r).first).bitmap.source.hasSuffix("/logo@2x.png"))
    #expect(UIImage(systemName: "star.fill") != nil)
  }

  @Test func labelWithAnAssetImage() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try c.imageSet("logo", [("l.png", nil, AssetTestCatalog.solid(4, 4, Self.red), nil)])
    let (r, misses) = try AssetMisses.collecting { () throws in
      try render(Label("Home", image: "logo"), env())
    }
    // Label(_:image:) looks in the default places, as on iOS (the main bundle).
    #expect(misses.first?.hasPrefix("image asset \"logo\" not found") == true)
    #expect(r.semantics.elements.contains { $0.text?.string == "Home" })
  }
}
