import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// Bitmap images drawn: pixels at 1:1, interpolation, templates, cap insets, tiling and aspect
/// ratios. Expected pixels are worked out by hand from the sampling rules in docs/platform.md.
@Suite struct BitmapImageNodeTests {
  func env(scale: Double) -> EnvironmentValues {
    var e = EnvironmentValues()
    e.displayScale = scale
    return e
  }
  /// The view drawn on a `size` frame at `scale`, as straight RGBA bytes.
  func pixels(_ view: some View, _ size: Size, scale: Double) throws -> Pixmap {
    let r = try LayoutEngine.render(view, size: size, environment: env(scale: scale))
    return try Painter(scale: scale).render(r.displayList, size: size)
  }
  /// A 1 × 2 … row of colours as a pixmap.
  func row(_ colors: [SRGBColor]) throws -> Pixmap {
    try Pixmap(
      width: colors.count, height: 1, premultipliedPixels: colors.map { $0.premultiplied.packed })
  }

  /// A 2x file on a 2x screen: every device pixel is the file's pixel.
  @Test func oneToOneIsExact() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    var src = try row([.black, .white, SRGBColor(red: 1, green: 0, blue: 0), .white])
    src = try Pixmap(width: 2, height: 2, premultipliedPixels: src.pixels)
    try c.imageSet("checker", [("c@2x.png", "2x", src, nil)])
    let out = try pixels(Image("checker", bundle: c.bundle), Size(width: 1, height: 1), scale: 2)
    #expect(out.pixels == src.pixels)
  }

  /// Black and white pixels stretched to four device pixels: nearest repeats each, bilinear
  /// blends at 1/4 and 3/4 (64 and 191 of 255 in 1/256 weights).
  @Test func interpolationNoneIsNearest() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try c.imageSet("bw", [("bw.png", "1x", try row([.black, .white]), nil)])
    let image = Image("bw", bundle: c.bundle).resizable()
    let size = Size(width: 4, height: 1)
    let near = try pixels(image.interpolation(.none), size, scale: 1)
    let smooth = try pixels(image.interpolation(.high), size, scale: 1)
    #expect(
      near.straightRGBA().enumerated().filter { $0.offset % 4 == 0 }.map(\.element) == [
        0, 0, 255, 255,
      ])
    #expect(
      smooth.straightRGBA().enumerated().filter { $0.offset % 4 == 0 }.map(\.element) == [
        0, 64, 191, 255,
      ])
  }

  /// A template image paints its alpha with the foreground style; "original" keeps its colours.
  @Test func templateImagesTakeTheForegroundStyle() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    let half = SRGBColor(red: 0, green: 1, blue: 0, alpha: 128.0 / 255)
    try c.imageSet("mark", [("m.png", "1x", try row([.black, half]), nil)])
    try c.imageSet(
      "intent", [("i.png", "1x", try row([.black, half]), nil)],
      properties: #"{"template-rendering-intent":"template"}"#)
    let size = Size(width: 2, height: 1)
    let tinted = try pixels(
      Image("mark", bundle: c.bundle).renderingMode(.template).foregroundStyle(Color.red), size,
      scale: 1)
    // systemRed (iOS 26's #FF383C: the render is in the Liquid Glass design) at full and at
    // 128/255 coverage, over transparent.
    #expect(tinted[0, 0] == SRGBColor(r8: 255, g8: 0x38, b8: 0x3C).premultiplied)
    #expect(tinted[1, 0].a == 128)
    let intent = try pixels(
      Image("intent", bundle: c.bundle).foregroundStyle(Color.red), size, scale: 1)
    #expect(intent[0, 0] == tinted[0, 0])
    let original = try pixels(
      Image("intent", bundle: c.bundle).renderingMode(.original), size, scale: 1)
    #expect(original[0, 0] == SRGBColor.black.premultiplied)
  }

  /// 30 pixels at 1x with 10 pt caps over 50 pt: caps stay 10 pt, the middle stretches to 30;
  /// tiled over 45 pt the middle is 10 + 10 + 5 pt, the last from 5 source pixels.
  @Test func capInsetsStretchAndTile() {
    let e = EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let stretch = BitmapSlices.runs(
      pixels: 30, scale: 1, start: 0, length: 50, lead: e.leading, trail: e.trailing, tile: false)
    #expect(stretch.map(\.src) == [0, 10, 20])
    #expect(stretch.map(\.dst) == [0, 10, 40])
    #expect(stretch.map(\.length) == [10, 30, 10])
    let tiled = BitmapSlices.runs(
      pixels: 30, scale: 1, start: 0, length: 45, lead: 10, trail: 10, tile: true)
    #expect(tiled.map(\.dst) == [0, 10, 20, 30, 35])
    #expect(tiled.map(\.length) == [10, 10, 10, 5, 10])
    #expect(tiled.map(\.srcLength) == [10, 10, 10, 5, 10])
    // Caps wider than the frame shrink in proportion: 10 + 10 pt into 10 pt.
    let squeezed = BitmapSlices.runs(
      pixels: 30, scale: 1, start: 0, length: 10, lead: 10, trail: 10, tile: false)
    #expect(squeezed.map(\.length) == [5, 5])
  }

  /// Tiling a 2 × 1 pt image over 5 × 1 pt repeats it: black, white, black, white, black.
  @Test func tilingRepeatsTheImage() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try c.imageSet("bw", [("bw.png", "1x", try row([.black, .white]), nil)])
    let out = try pixels(
      Image("bw", bundle: c.bundle).resizable(resizingMode: .tile).interpolation(.none),
      Size(width: 5, height: 1), scale: 1)
    #expect(
      out.straightRGBA().enumerated().filter { $0.offset % 4 == 0 }.map(\.element) == [
        0, 255, 0, 255, 0,
      ])
  }

  /// A 3x file of 30 × 15 pixels is 10 × 5 pt; fitted into 100 × 100 it is 100 × 50, filled
  /// 200 × 100.
  @Test func aspectRatiosUseTheNaturalSize() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try c.imageSet("wide", [("w@3x.png", "3x", AssetTestCatalog.solid(30, 15, .black), nil)])
    let p = ProposedSize(width: 100, height: 100)
    let e = env(scale: 3)
    let image = Image("wide", bundle: c.bundle)
    #expect(LayoutEngine.size(of: image, proposal: p, environment: e) == Size(width: 10, height: 5))
    #expect(
      LayoutEngine.size(of: image.resizable().scaledToFit(), proposal: p, environment: e)
        == Size(width: 100, height: 50))
    #expect(
      LayoutEngine.size(of: image.resizable().scaledToFill(), proposal: p, environment: e)
        == Size(width: 200, height: 100))
  }

  /// Without antialiasing a half-covered edge pixel is in or out, never blended.
  @Test func antialiasedOffHasHardEdges() throws {
    let c = try AssetTestCatalog()
    defer { c.remove() }
    try c.imageSet("dot", [("d.png", "1x", AssetTestCatalog.solid(1, 1, .black), nil)])
    let image = Image("dot", bundle: c.bundle).resizable().frame(width: 1.5, height: 1)
      .frame(width: 3, height: 1, alignment: .leading)
    let soft = try pixels(image, Size(width: 3, height: 1), scale: 1)
    let hard = try pixels(
      Image("dot", bundle: c.bundle).resizable().antialiased(false).frame(width: 1.5, height: 1)
        .frame(width: 3, height: 1, alignment: .leading), Size(width: 3, height: 1), scale: 1)
    #expect(soft[1, 0].a == 128)
    #expect([0, 255].contains(hard[1, 0].a))
  }
}
