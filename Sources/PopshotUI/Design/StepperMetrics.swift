// StepperMetrics: the component's measurements in each design (DesignMetrics); the views that
// draw it are in Stepper.swift.
import PopshotGraphics

/// The sizes and colours of the stepper (UIStepper), in one place per design.
struct StepperMetrics: DesignMetrics {
  /// The minus/plus control: its size, corner radius and background, the divider between the
  /// halves, and the symbols' point size.
  var size: Size
  var cornerRadius: Double
  var background: Color
  var dividerHeight: Double
  var symbolSize: Double
  /// The gap between the label and the control, at least.
  var labelSpacing: Double

  /// iOS 26 draws the component as iOS 17–18 did: Popshot has no iOS 26 measurement that
  /// differs (docs/platform.md, "Designs").
  static let liquidGlass = classic

  static let classic = StepperMetrics(
    size: Size(width: 94, height: 32), cornerRadius: 8, background: .tertiarySystemFill,
    dividerHeight: 18, symbolSize: 17, labelSpacing: 8)
}
