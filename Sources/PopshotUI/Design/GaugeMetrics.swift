// GaugeMetrics: the component's measurements in each design (DesignMetrics); the views that
// draw it are in GaugeStyle.swift.
import PopshotGraphics

/// The sizes of gauges, in one place per design.
struct GaugeMetrics: DesignMetrics {
  /// `.linearCapacity`: the bar's height and track colour (filled with the tint), the gap
  /// between the bar and its labels.
  var barHeight: Double
  var track: Color
  var labelSpacing: Double
  /// `.accessoryCircularCapacity`: the ring's diameter and line width, and the inset of the
  /// label inside it.
  var ringDiameter: Double
  var ringWidth: Double
  var ringLabelInset: Double

  /// iOS 26 draws the component as iOS 17–18 did: Popshot has no iOS 26 measurement that
  /// differs (docs/platform.md, "Designs").
  static let liquidGlass = classic

  static let classic = GaugeMetrics(
    barHeight: 4, track: .systemFill, labelSpacing: 8, ringDiameter: 58, ringWidth: 6,
    ringLabelInset: 8)
}
