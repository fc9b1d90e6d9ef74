import Foundation
import PopshotGraphics
import Testing

@testable import PopshotScenes
@testable import PopshotSnapshot
@testable import PopshotTesting

/// swift-snapshot-testing's layouts, traits and precisions (issue 27).
@Suite struct SnapshotLayoutTests {
  let dir = FileManager.default.temporaryDirectory
    .appendingPathComponent("popshot-layout-\(UUID().uuidString)").path

  func record<V: View>(_ view: V, _ strategy: Snapshotting<V, Pixmap>) throws -> [String] {
    let context = SnapshotContext(directory: dir, name: "T/test", mode: .missing)
    #expect(strategy.check(view, context).isEmpty)
    return try FileManager.default.contentsOfDirectory(atPath: "\(dir)/T/test")
      .filter { $0.hasSuffix(".png") }
  }
  func png(_ name: String) throws -> Pixmap { try PNGCodec.read(path: "\(dir)/T/test/\(name)") }

  /// A 120 × 40 pt view at its ideal size is a 360 × 120 px PNG at the default 3x, 240 × 80 at
  /// a trait's 2x, with nothing but the view in it.
  @Test func sizeThatFitsIsTheIdealSizeTimesTheScale() throws {
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let view = Color(red: 1, green: 0, blue: 0).frame(width: 120, height: 40)
    #expect(try record(view, .image(layout: .sizeThatFits)) == ["sizeThatFits@3x.png"])
    let three = try png("sizeThatFits@3x.png")
    #expect(three.width == 360 && three.height == 120)
    #expect(Set(three.pixels) == [0xFF00_00FF])
    _ = try record(view, .image(layout: .sizeThatFits, traits: .init(displayScale: 2)))
    let two = try png("sizeThatFits@2x.png")
    #expect(two.width == 240 && two.height == 80)
  }

  /// A fixed layout is the canvas asked for, named by it; a fractional size is rounded up to
  /// whole pixels (100.5 pt at 2x: 201 px).
  @Test func fixedIsTheCanvasAskedFor() throws {
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let names = try record(Text("Hi"), .image(layout: .fixed(width: 320, height: 100)))
    #expect(names == ["320x100@3x.png"])
    let p = try png("320x100@3x.png")
    #expect(p.width == 960 && p.height == 300)
    let canvas = Device.canvas(Size(width: 100.4, height: 10), scale: 2)
    #expect(canvas.portraitSize == Size(width: 100.5, height: 10))
    #expect(canvas.id == "100_5x10@2x")
  }

  /// With the chrome hidden an iPhone 15 draws no status bar or home indicator: an empty page
  /// is systemBackground (white) in every pixel, where with it the clock and the indicator
  /// draw dark pixels in the top 59 pt and the bottom 34. The safe area stays the device's.
  @Test func hiddenChromeDrawsNoStatusBarPixels() throws {
    let scene = Scene(name: "s", page: Color.clear)
    var hidden = Variant.iPhone15
    hidden.systemChrome = false
    #expect(hidden.name == "iphone-15.portrait.noChrome")
    let bare = try SceneRenderer().render(scene, hidden)
    #expect(Set(try bare.pixmap().pixels) == [0xFFFF_FFFF])
    #expect(bare.semantics.statusBar == nil && bare.semantics.homeIndicator == nil)
    #expect(bare.semantics.safeArea.minY == 59)
    let drawn = try SceneRenderer().render(scene, .iPhone15).pixmap()
    let w = drawn.width
    let top = drawn.pixels[0..<(59 * 3 * w)].filter { $0 != 0xFFFF_FFFF }
    let bottom = drawn.pixels[((852 - 34) * 3 * w)...].filter { $0 != 0xFFFF_FFFF }
    #expect(!top.isEmpty && !bottom.isEmpty)
  }

  /// A device layout keeps its chrome unless asked; `chrome: false` names the baseline so.
  @Test func deviceLayoutsAndTheirChrome() throws {
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let names = try record(
      Text("Hi"), .image(layout: .device(config: .iPhoneSE), chrome: false))
    #expect(names == ["iphone-se-3.portrait.noChrome.png"])
    let p = try png("iphone-se-3.portrait.noChrome.png")
    #expect(p.width == 750 && p.height == 1334)
  }

  /// Traits pick the appearance and text size, the last one set winning, as UIKit merges them.
  @Test func traitsSetTheVariant() {
    let traits = UITraitCollection(traitsFrom: [
      .init(userInterfaceStyle: .dark), .init(preferredContentSizeCategory: .small),
      .init(preferredContentSizeCategory: .accessibilityExtraLarge),
    ])
    let v = SnapshotLayout.device(config: .iPhone15).variant(
      for: Text("x"), traits: traits, design: .classic, chrome: nil)
    #expect(v.appearance == .dark && v.textSize == .accessibility3 && v.design == .classic)
    #expect(v.systemChrome)
    #expect(DynamicTypeSize(UIContentSizeCategory.unspecified) == nil)
    #expect(DynamicTypeSize(UIContentSizeCategory.extraSmall) == .xSmall)
  }

  /// CIE ΔE 1994 from published L*a*b* values: white (100, 0, 0) to black is 100; sRGB red
  /// (53.2408, 80.0925, 67.2032) to black: C = 104.552, S_C = 1 + 0.045 C = 5.7048, so
  /// √(53.2408² + (104.552 / 5.7048)²) = 56.307.
  @Test func deltaE1994() {
    #expect(abs(ImageDiff.deltaE94(0xFFFF_FFFF, 0xFF00_0000) - 100) < 0.01)
    #expect(abs(ImageDiff.deltaE94(0xFF00_00FF, 0xFF00_0000) - 56.307) < 0.01)
    #expect(ImageDiff.deltaE94(0xFF12_3456, 0xFF12_3456) == 0)
  }

  /// SST's precisions: perceptualPrecision 0.98 lets a pixel differ by ΔE 2, precision 0.99 lets
  /// 1 % of the pixels differ. A grey one level lighter (ΔE 0.35 at mid grey) passes at 0.98
  /// and fails exactly; 2 of 100 pixels red fails at 0.99 and passes at 0.98.
  @Test func precisionsAsSSTSpellsThem() throws {
    let o = DiffOptions(precision: 0.99, perceptualPrecision: 0.98)
    guard case .deltaE(let maximum) = o.mode else {
      Issue.record("expected a ΔE comparison, got \(o.mode)")
      return
    }
    #expect(abs(maximum - 2) < 1e-9)
    #expect(abs(o.maxDifferingRatio - 0.01) < 1e-12)
    #expect(DiffOptions(precision: 1, perceptualPrecision: 1) == .exact)
    let grey = try Pixmap(
      width: 10, height: 10, premultipliedPixels: Array(repeating: 0xFF80_8080, count: 100))
    let lighter = try Pixmap(
      width: 10, height: 10, premultipliedPixels: Array(repeating: 0xFF81_8181, count: 100))
    let near = DiffOptions(precision: 1, perceptualPrecision: 0.98)
    #expect(ImageDiff.compare(grey, lighter, near).passes(near))
    #expect(!ImageDiff.compare(grey, lighter, .exact).passes(.exact))
    var two = grey.pixels
    two[0] = 0xFF00_00FF
    two[1] = 0xFF00_00FF
    let spotted = try Pixmap(width: 10, height: 10, premultipliedPixels: two)
    let onePercent = DiffOptions(precision: 0.99, perceptualPrecision: 1)
    let twoPercent = DiffOptions(precision: 0.98, perceptualPrecision: 1)
    #expect(!ImageDiff.compare(grey, spotted, onePercent).passes(onePercent))
    #expect(ImageDiff.compare(grey, spotted, twoPercent).passes(twoPercent))
  }
}
