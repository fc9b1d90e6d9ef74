// ColorPickerMetrics: the component's measurements in each design (DesignMetrics); the views that
// draw it are in ColorPicker.swift.
import Foundation
import PopshotGraphics

/// The sizes of the colour well, in one place per design.
struct ColorPickerMetrics: DesignMetrics {
  /// The well's diameter; the rainbow ring's width and the number of flat hue segments that
  /// stand for its conic gradient; the clear gap between the ring and the colour's disc.
  var wellDiameter: Double
  var ringWidth: Double
  var ringSegments: Int
  var ringGap: Double
  /// The gap between the label and the well, at least.
  var labelSpacing: Double

  /// iOS 26 draws the component as iOS 17–18 did: Popshot has no iOS 26 measurement that
  /// differs (docs/platform.md, "Designs").
  static let liquidGlass = classic

  static let classic = ColorPickerMetrics(
    wellDiameter: 28, ringWidth: 3, ringSegments: 36, ringGap: 2, labelSpacing: 8)
}
