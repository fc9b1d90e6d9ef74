// ToggleMetrics: the component's measurements in each design (DesignMetrics); the views that
// draw it are in SwitchToggleStyle.swift.
import PopshotGraphics

/// The sizes and colours of the switch, in one place per design.
struct ToggleMetrics: DesignMetrics {
  /// The track: a capsule of this size.
  var trackSize: Size
  /// The thumb: a white capsule of this size (a disc in the classic design), centred in the
  /// track's height.
  var thumbSize: Size
  /// The gap between a label and the switch, at least.
  var labelSpacing: Double
  /// How far past a labelled toggle's trailing edge the switch is drawn: iOS puts the track's
  /// trailing end 2 pt beyond the content margin, in lists and outside them, in both designs
  /// (docs/platform.md, "switch in a row").
  var trailingOverhang: Double
  /// The thumb's two shadows, a soft one and a tight one.
  var thumbShadows: (soft: ShadowMetrics, tight: ShadowMetrics)
  /// The track when off, and when on with no tint.
  var offTrack: Color
  var onTrack: Color

  static let classic = ToggleMetrics(
    trackSize: Size(width: 51, height: 31), thumbSize: Size(width: 27, height: 27),
    labelSpacing: 8, trailingOverhang: 2,
    thumbShadows: (
      ShadowMetrics(color: Color.black.opacity(0.15), radius: 4, y: 3),
      ShadowMetrics(color: Color.black.opacity(0.06), radius: 0.5, y: 3)
    ),
    offTrack: .systemFill, onTrack: .green)

  /// iOS 26: a wider, lower track and a capsule thumb; the thumb's shadows are the classic ones
  /// (an estimate: none is measured).
  static let liquidGlass = ToggleMetrics(
    trackSize: Size(width: 63, height: 28), thumbSize: Size(width: 37, height: 24),
    labelSpacing: 8, trailingOverhang: 2, thumbShadows: classic.thumbShadows,
    offTrack: .tertiaryLabel, onTrack: .green)

}
