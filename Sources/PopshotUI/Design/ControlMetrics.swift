// ControlMetrics: the component's measurements in each design (DesignMetrics); the views that
// draw it are in Control.swift.
import PopshotGraphics

/// How a disabled control (`.disabled(true)`) is drawn, for every control: its texts and
/// symbols in the disabled colour (tertiaryLabel, as a disabled button's label), its graphic
/// parts (a switch, a slider's track, a colour well, a picker's capsules) at half opacity. A
/// control's body applies the rule with `controlColor(isEnabled:)` to the colours it sets and
/// `controlGraphic()` to its graphic parts; ControlContent greys the texts that set none.
struct ControlMetrics: DesignMetrics {
  var disabledForeground: Color
  var disabledOpacity: Double

  /// iOS 26 draws the component as iOS 17–18 did: Popshot has no iOS 26 measurement that
  /// differs (docs/platform.md, "Designs").
  static let liquidGlass = classic

  static let classic = ControlMetrics(disabledForeground: .tertiaryLabel, disabledOpacity: 0.5)
}
