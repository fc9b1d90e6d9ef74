import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// Stepper (StepperMetrics, docs/platform.md).
@Suite struct StepperTests {
  /// A stepper fills the row: the label leading, the 94 × 32 control trailing.
  @Test func stepper() throws {
    let res = try renderControls(
      VStack(spacing: 0) {
        Stepper("Quantity", value: .constant(3), in: 0...10).id("s")
        Stepper("Alone", value: .constant(3), in: 0...10).labelsHidden().id("h")
      })
    expectFrames(res.frames, ["s": r(0, 0, 400, 32), "h": r(153, 32, 94, 32)])
    let s = try #require(res.semantics["s"])
    #expect(s.role == .adjustable && s.label == "Quantity" && s.value == "3")
    #expect(res.semantics["h"]?.label == "Alone")
  }

  /// A stepper with a hidden label as a LabeledContent's value: the 94 × 32 control trailing,
  /// its element still labelled.
  @Test func stepperInLabeledContent() throws {
    let res = try renderControls(
      LabeledContent("Steps") {
        Stepper("Steps", value: .constant(2), in: 0...5).labelsHidden().id("s")
      })
    let s = try #require(res.semantics["s"])
    #expect(s.frame == r(306, 0, 94, 32) && s.label == "Steps" && s.value == "2")
  }

  /// With a format (iOS 16), the value VoiceOver reads is the formatted one: 15 in
  /// `.number.precision(.fractionLength(2))` is "15.00" (en_US); the stepper is drawn as without
  /// it, and at its upper bound cannot step further.
  @Test func aFormatSetsTheValueRead() throws {
    let format = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(2))
      .locale(Locale(identifier: "en_US"))
    let res = try renderControls(
      VStack(spacing: 0) {
        Stepper(value: .constant(15.0), in: 0...15, step: 0.5, format: format) {
          Text("Hourly wage")
        }.id("s")
        Stepper("Rate", value: .constant(2.0), step: 1, format: format).id("t")
      })
    expectFrames(res.frames, ["s": r(0, 0, 400, 32), "t": r(0, 32, 400, 32)])
    #expect(res.semantics["s"]?.value == "15.00" && res.semantics["t"]?.value == "2.00")
  }
}
