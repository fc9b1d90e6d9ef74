// GlassButtonMetrics: the component's measurements in each design (DesignMetrics); the views that
// draw it are in GlassButtonStyles.swift.
import PopshotGraphics

/// The label's padding and font by control size (docs/platform.md, "Glass buttons").
struct GlassButtonMetrics: Sendable {
  var sizes: [ControlSize: ButtonMetrics.Size]
  subscript(_ size: ControlSize) -> ButtonMetrics.Size { sizes[size] ?? sizes[.regular]! }
  /// A disabled label, on either glass: one colour for every button style (docs/platform.md,
  /// "Buttons", "disabled (any style)"), so it follows ButtonMetrics rather than a copy.
  var disabledLabel: Color

  /// iOS 26: the bordered paddings, but 14 pt above and below a large label, which makes the
  /// 48 pt capsules of iOS 26's alerts.
  static let liquidGlass = GlassButtonMetrics(
    sizes: {
      var s = ButtonMetrics.classic.sizes
      s[.large]?.vertical = 14
      return s
    }(),
    disabledLabel: ButtonMetrics.classic.disabledLabel)
}
