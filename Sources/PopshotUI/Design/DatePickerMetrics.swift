// DatePickerMetrics: the component's measurements in each design (DesignMetrics); the views that
// draw it are in DatePicker.swift.
import Foundation
import PopshotGraphics

/// The sizes and colours of the compact date picker, in one place per design.
struct DatePickerMetrics: DesignMetrics {
  /// A capsule: the text's padding, the corner radius and the fill; the text in the label
  /// colour and the body font.
  var capsulePadding: EdgeInsets
  var capsuleCornerRadius: Double
  var capsuleFill: Color
  /// The gap between the date's capsule and the time's.
  var capsuleSpacing: Double
  /// The gap between the label and the capsules, at least.
  var labelSpacing: Double

  /// iOS 26 draws the component as iOS 17–18 did: Popshot has no iOS 26 measurement that
  /// differs (docs/platform.md, "Designs").
  static let liquidGlass = classic

  static let classic = DatePickerMetrics(
    capsulePadding: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12),
    capsuleCornerRadius: 8, capsuleFill: .tertiarySystemFill, capsuleSpacing: 6,
    labelSpacing: 8)
}
