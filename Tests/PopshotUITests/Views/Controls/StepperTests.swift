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
}
