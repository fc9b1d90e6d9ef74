import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// What Xcode's generated asset symbols declare, for the tests' catalog.
extension ColorResource {
  fileprivate static func brand(_ c: AssetTestCatalog) -> ColorResource {
    ColorResource(name: "brand", bundle: c.bundle)
  }
}

/// Asset symbols (`Color(.brand)`, `Image(.logo)`): a resource is looked up as its name is.
@Suite struct AssetResourcesTests {
  /// The colorset's values, in both appearances, as `Color("brand", bundle:)` has them:
  /// blue in light, yellow in dark.
  @Test func aColorResourceIsItsColorset() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try c.colorSet(
      "brand", any: AssetTestCatalog.srgb("0.000", "0.000", "1.000"),
      dark: AssetTestCatalog.srgb("1.000", "1.000", "0.000"))
    let color = Color(.brand(c))
    #expect(color.resolved(.light) == SRGBColor(red: 0, green: 0, blue: 1))
    #expect(color.resolved(.dark) == SRGBColor(red: 1, green: 1, blue: 0))
    #expect(UIColor(resource: .brand(c)).color == color)
  }

  /// An imageset drawn by its resource is the image drawn by its name: same size, same
  /// pixels, and VoiceOver reads the name.
  @Test func anImageResourceIsItsImageset() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try c.imageSet(
      "logo",
      [("logo.png", "1x", AssetTestCatalog.solid(6, 4, SRGBColor(red: 1, green: 0, blue: 0)), nil)])
    let size = Size(width: 20, height: 20)
    let byResource = try LayoutEngine.render(
      Image(ImageResource(name: "logo", bundle: c.bundle)).id("i"), size: size)
    let byName = try LayoutEngine.render(Image("logo", bundle: c.bundle).id("i"), size: size)
    #expect(byResource.frames["i"]?.size == Size(width: 6, height: 4))
    #expect(byResource.displayList == byName.displayList)
    #expect(byResource.semantics["i"]?.label == "logo")
  }

  /// An app's generated symbols name the main bundle: that means the default places
  /// (POPSHOT_ASSETS first), not the test runner's own folder; another bundle is searched alone.
  @Test func theMainBundleMeansTheDefaultPlaces() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    #expect(Bundle.main.assetLookup == nil)
    #expect(c.bundle.assetLookup?.bundlePath == c.bundle.bundlePath)
  }
}
