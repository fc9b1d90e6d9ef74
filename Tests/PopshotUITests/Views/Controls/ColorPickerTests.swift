import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// ColorPicker closed (ColorPickerMetrics.classic, docs/platform.md "ColorPicker").
@Suite struct ColorPickerTests {
  /// The 28 pt well trailing; its disc is inset by the 3 pt ring and a 2 pt gap: 18 pt, at
  /// x 400 − 28 + 5 = 377. The row is the well's 28 pt tall (the label line is 22).
  @Test func wellTrailing() throws {
    let res = try renderControls(ColorPicker("Tint", selection: .constant(.red)).id("c"))
    let c = try #require(res.semantics["c"])
    #expect(c.frame == r(0, 0, 400, 28))
    #expect(c.role == .button && c.label == "Tint" && c.value == "#FF3B30")
    let red = try SRGBColor(hex: "#FF3B30")
    let disc = try #require(fills(res).first { $0.1 == red })
    #expect(near(disc.0, r(377, 5, 18, 18)))
    // The ring: 36 flat hue segments within the well, the first red (hue 0) at the top.
    let ring = fills(res).filter { $0.1 != red }
    #expect(ring.count == 36)
    #expect(ring.allSatisfy { $0.0.minX >= 372 - 1e-6 && $0.0.maxX <= 400 + 1e-6 })
    #expect(ring[0].1 == SRGBColor(red: 1, green: 0, blue: 0))
    #expect(abs(ring[0].0.minY) < 1e-6)
  }

  /// The value is the hex; with opacity, a translucent colour keeps its alpha byte.
  @Test func valueIsTheHex() throws {
    let res = try renderControls(
      VStack {
        ColorPicker("A", selection: .constant(Color.red.opacity(0.5))).id("a")
        ColorPicker("B", selection: .constant(Color.red.opacity(0.5)), supportsOpacity: false)
          .id("b")
        ColorPicker(selection: .constant(.blue)) { Text("C") }.id("c")
      })
    #expect(res.semantics["a"]?.value == "#FF3B3080")
    #expect(res.semantics["b"]?.value == "#FF3B30")
    #expect(res.semantics["c"]?.value == "#007AFF" && res.semantics["c"]?.label == "C")
    let dark = try renderControls(ColorPicker("A", selection: .constant(.blue)).id("a"), dark: true)
    #expect(dark.semantics["a"]?.value == "#0A84FF")
  }
}
