// ProgressViewMetrics: the component's measurements in each design (DesignMetrics); the views that
// draw it are in ProgressViewStyle.swift.
import Foundation
import PopshotGraphics

/// The sizes and colours of progress views, in one place per design.
struct ProgressViewMetrics: DesignMetrics {
  /// The spinner (UIActivityIndicatorView .medium): its side, the spokes' inner radius, width,
  /// colour and opacities, one per spoke clockwise from the top. The spinner turns clockwise, so
  /// the top spoke leads and the spokes before it fade behind it; a still shows this phase.
  var spinnerSize: Double
  var spokeInnerRadius: Double
  var spokeWidth: Double
  var spokeColor: Color
  var spokeOpacities: [Double]
  /// The bar (UIProgressView .default): its height and colours.
  var barHeight: Double
  var barTrack: Color
  /// The gap between a label and the spinner or bar.
  var labelSpacing: Double
  /// The side of the large spinner (UIActivityIndicatorView .large).
  var largeSpinnerSize: Double

  /// iOS 26 draws the component as iOS 17–18 did: Popshot has no iOS 26 measurement that
  /// differs (docs/platform.md, "Designs").
  static let liquidGlass = classic

  static let classic = ProgressViewMetrics(
    spinnerSize: 20, spokeInnerRadius: 5, spokeWidth: 2,
    spokeColor: .system("activityIndicator", "#3C3C44", "#EBEBF5"),
    spokeOpacities: [147, 47, 47, 47, 47, 72, 97, 122].map { $0 / 255 },
    barHeight: 4, barTrack: .systemFill, labelSpacing: 8, largeSpinnerSize: 37)

  /// The spinner's metrics at another side: the spokes' inner radius and width in proportion.
  func scaled(toSide side: Double) -> ProgressViewMetrics {
    var m = self
    let k = side / spinnerSize
    m.spinnerSize = side
    m.spokeInnerRadius *= k
    m.spokeWidth *= k
    return m
  }
}
