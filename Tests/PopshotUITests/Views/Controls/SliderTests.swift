import PopshotGraphics
import Testing

@testable import PopshotUI

/// Slider (SliderMetrics, docs/platform.md).
@Suite struct SliderTests {
  /// A slider is as wide as offered and 28 pt tall (its thumb); value labels take their width
  /// and 8 pt gaps; the label is not drawn but names it.
  @Test func slider() throws {
    let res = try renderControls(
      VStack(spacing: 0) {
        Slider(value: .constant(0.25)).id("a")
        Slider(value: .constant(5.0), in: 0...10) {
          Text("Volume")
        } minimumValueLabel: {
          Text("0")
        } maximumValueLabel: {
          Text("10")
        }.id("b")
      })
    expectFrames(res.frames, ["a": r(0, 0, 400, 28), "b": r(0, 28, 400, 28)])
    let a = try #require(res.semantics["a"])
    #expect(a.role == .adjustable && a.value == "25%" && a.actions == [])
    let b = try #require(res.semantics["b"])
    #expect(b.label == "Volume" && b.value == "50%")
    #expect(
      res.semantics.elements.filter { $0.role == .text }.map(\.label) == ["0", "10"])
  }
}
