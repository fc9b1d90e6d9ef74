import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// Gauge (GaugeMetrics.classic, docs/platform.md "Gauge").
@Suite struct GaugeTests {
  /// linearCapacity, the default: the label's line (20.287 pt, 20.333 on the 3x pixels), 8 pt,
  /// the 4 pt bar; the bar filled
  /// with the tint to the fraction (40 % of 400 = 160).
  @Test func linearCapacityBar() throws {
    let res = try renderControls(Gauge(value: 0.4) { Text("Battery") }.id("g"))
    let g = try #require(res.semantics["g"])
    #expect(near(g.frame, r(0, 0, 400, SF.lineOnPixels(17) + 12)))
    #expect(g.role == .progress && g.label == "Battery" && g.value == "40%" && g.actions == [])
    let bars = fills(res).map(\.0)
    #expect(bars.count == 2)
    let top = SF.lineOnPixels(17) + 8
    #expect(near(bars[0], r(0, top, 400, 4)) && near(bars[1], r(0, top, 160, 4)))
    #expect(fills(res)[1].1 == (try SRGBColor(hex: "#007AFF")))
  }

  /// A range maps the value into it: 75 in 0…150 is 50 %; values past the bounds clamp.
  @Test func rangesAndClamping() throws {
    let res = try renderControls(
      VStack {
        Gauge(value: 75.0, in: 0...150) { Text("Speed") }.id("a")
        Gauge(value: 200.0, in: 0...150) { Text("Speed") }.id("b")
      })
    #expect(res.semantics["a"]?.value == "50%" && res.semantics["b"]?.value == "100%")
  }

  /// The minimum and maximum labels stand at the bar's ends, 8 pt from it; the current value
  /// label below it.
  @Test func valueLabels() throws {
    let res = try renderControls(
      Gauge(value: 0.5) {
        Text("Level")
      } currentValueLabel: {
        Text("50")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("1")
      }.id("g"))
    let texts = res.semantics.elements.filter { $0.role == .text }
    let low = try #require(texts.first { $0.label == "0" })
    let high = try #require(texts.first { $0.label == "1" })
    let current = try #require(texts.first { $0.label == "50" })
    let track = try #require(fills(res).first).0
    #expect(abs(track.minX - (low.frame.maxX + 8)) < 1e-6)
    #expect(abs(track.maxX - (high.frame.minX - 8)) < 1e-6)
    // The bar is centred in the row of the bound labels; the current value label is 8 pt
    // under that row.
    #expect(abs(track.midY - low.frame.midY) < 1e-6)
    #expect(abs(current.frame.minY - (low.frame.maxY + 8)) < 1e-6)
    #expect(current.foreground == (try SRGBColor(hex: "#3C3C43").opacity(0.6)))
  }

  /// accessoryCircularCapacity: a 58 pt ring, the current value label centred in it.
  @Test func circularCapacityRing() throws {
    let res = try renderControls(
      Gauge(value: 0.65) {
        Text("Charge")
      } currentValueLabel: {
        Text("65")
      }
      .gaugeStyle(.accessoryCircularCapacity).id("g"))
    let g = try #require(res.semantics["g"])
    #expect(g.frame == r(0, 0, 58, 58) && g.value == "65%" && g.label == "Charge")
    let label = try #require(res.semantics.elements.first { $0.label == "65" && $0.role == .text })
    #expect(abs(label.frame.midX - 29) < 1e-6 && abs(label.frame.midY - 29) < 1e-6)
    let strokes = res.displayList.items.compactMap { item -> StrokeStyle? in
      if case .stroke(_, let s, _) = item { return s }
      return nil
    }
    #expect(strokes.count == 2 && strokes.allSatisfy { $0.width == 6 })
  }

  /// The other accessory styles are placeholders drawn as linearCapacity.
  @Test func placeholdersDrawTheBar() throws {
    func frame(_ s: some GaugeStyle) throws -> Rect? {
      try renderControls(Gauge(value: 0.4) { Text("B") }.gaugeStyle(s).id("g")).semantics["g"]?
        .frame
    }
    for style in [
      try frame(.accessoryLinear), try frame(.accessoryCircular),
      try frame(.accessoryLinearCapacity), try frame(.linearCapacity), try frame(.automatic),
    ] {
      #expect(style.map { near($0, r(0, 0, 400, SF.lineOnPixels(17) + 12)) } == true)
    }
  }
}
