// SliderMetrics: the component's measurements in each design (DesignMetrics); the views that
// draw it are in Slider.swift.
import PopshotGraphics

/// The sizes and colours of the slider (UISlider), in one place per design.
struct SliderMetrics: DesignMetrics {
  /// The track's height and colour (past the thumb); before the thumb it is the tint.
  var trackHeight: Double
  var track: Color
  /// The thumb: a white capsule of this size (a disc in the classic design), and its shadows
  /// (the second is optional: iOS 26's thumb has one).
  var thumbSize: Size
  var thumbShadows: (soft: ShadowMetrics, tight: ShadowMetrics?)
  /// The control's height: the thumb's in the classic design, more in iOS 26.
  var height: Double
  /// The gap between a value label and the track.
  var labelSpacing: Double

  static let classic = SliderMetrics(
    trackHeight: 4, track: .systemFill, thumbSize: Size(width: 28, height: 28),
    thumbShadows: (
      ToggleMetrics.classic.thumbShadows.soft, ToggleMetrics.classic.thumbShadows.tight
    ),
    height: 28, labelSpacing: 8)

  /// iOS 26: a thicker track and the switch's capsule thumb with one soft, unoffset shadow (a
  /// third-party replica's figures: an estimate).
  static let liquidGlass = SliderMetrics(
    trackHeight: 6, track: .quaternaryLabel, thumbSize: Size(width: 37, height: 24),
    thumbShadows: (ShadowMetrics(color: Color.black.opacity(0.15), radius: 5, y: 0), nil),
    height: 28, labelSpacing: 8)

}
