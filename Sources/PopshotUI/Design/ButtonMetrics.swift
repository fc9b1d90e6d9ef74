// The numbers of iOS's built-in button styles, in one place (docs/platform.md, "Buttons", gives
// each its source; "Controls in Liquid Glass" gives iOS 26's).
import PopshotGraphics

/// The sizes and colours of bordered buttons, by control size.
struct ButtonMetrics: Sendable, DesignMetrics {
  /// One control size's numbers.
  struct Size: Sendable {
    /// The label's font, where the button's environment sets none.
    var font: Font
    /// Padding around the label, in points.
    var horizontal: Double, vertical: Double
    /// The corner radius of the automatic border shape, where it is a rounded rectangle.
    var cornerRadius: Double
  }
  var sizes: [ControlSize: Size]
  /// Whether the automatic border shape is a capsule at every size (iOS 26), rather than a
  /// rounded rectangle with the size's corner radius.
  var automaticIsCapsule: Bool
  /// The opacity of the tint in a `.bordered` button's fill.
  var borderedFillOpacity: Double
  /// A disabled label's colour, and a disabled bordered button's fill.
  var disabledLabel: Color, disabledFill: Color

  subscript(_ size: ControlSize) -> Size { sizes[size] ?? sizes[.regular]! }

  /// iOS 17–18.
  static let classic = ButtonMetrics(
    sizes: [
      .mini: Size(font: .footnote, horizontal: 7, vertical: 3, cornerRadius: 5),
      .small: Size(font: .subheadline, horizontal: 10, vertical: 5, cornerRadius: 6),
      .regular: Size(font: .body, horizontal: 12, vertical: 7, cornerRadius: 7),
      .large: Size(font: .body, horizontal: 20, vertical: 15, cornerRadius: 9),
      .extraLarge: Size(font: .body, horizontal: 24, vertical: 17, cornerRadius: 11),
    ],
    automaticIsCapsule: false,
    borderedFillOpacity: 0.18,
    disabledLabel: .tertiaryLabel,
    disabledFill: .secondarySystemFill)

  /// iOS 26: the classic paddings and fonts (no iOS 26 figure says they changed), in a capsule
  /// at every control size (an Apple engineer says so of large and extra large; the HIG, as
  /// summarised, of bordered buttons in general).
  static let liquidGlass: ButtonMetrics = {
    var m = classic
    m.automaticIsCapsule = true
    return m
  }()

}
