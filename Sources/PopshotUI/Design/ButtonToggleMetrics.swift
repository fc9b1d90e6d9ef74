// ButtonToggleMetrics: the component's measurements in each design (DesignMetrics); the views that
// draw it are in ButtonToggleStyle.swift.
import PopshotGraphics

/// The sizes of a toggle drawn as a button.
struct ButtonToggleMetrics: DesignMetrics {
  /// Padding around the label, and the background's corner radius.
  var padding: EdgeInsets
  var cornerRadius: Double
  /// The opacity of the tint behind the label when on.
  var onFillOpacity: Double

  /// iOS 26 draws the component as iOS 17–18 did: Popshot has no iOS 26 measurement that
  /// differs (docs/platform.md, "Designs").
  static let liquidGlass = classic

  static let classic = ButtonToggleMetrics(
    padding: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12), cornerRadius: 6,
    onFillOpacity: 0.15)
}
