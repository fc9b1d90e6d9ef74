import PopshotGraphics
import Testing

@testable import PopshotUI

/// `of(_:)` picks a component's measurements for the design, from the values docs/platform.md
/// records with their sources.
@Suite struct DesignMetricsTests {
  /// UISwitch: 51 × 31 pt in iOS 17–18 ("Toggle"), 63 × 28 in iOS 26 ("Controls in Liquid
  /// Glass").
  @Test func theSwitchTrackOfEachDesign() {
    #expect(ToggleMetrics.of(.classic).trackSize == Size(width: 51, height: 31))
    #expect(ToggleMetrics.of(.liquidGlass).trackSize == Size(width: 63, height: 28))
  }

  /// The inset grouped card's corner: 10 pt before iOS 26, 26 pt in iOS 26 ("Lists and forms").
  @Test func theListCardCornerOfEachDesign() {
    #expect(ListMetrics.of(.classic).cornerRadius == 10)
    #expect(ListMetrics.of(.liquidGlass).cornerRadius == 26)
  }

  /// A component iOS 26 draws as before says so: the switch's label spacing, and every
  /// measurement of the stepper, are the same in both designs.
  @Test func unchangedComponentsNameBothDesigns() {
    #expect(StepperMetrics.of(.liquidGlass).size == StepperMetrics.of(.classic).size)
    #expect(ToggleMetrics.of(.liquidGlass).labelSpacing == 8)
  }
}
