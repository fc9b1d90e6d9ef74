// PickerMetrics: the component's measurements in each design (DesignMetrics); the views that
// draw it are in PickerStyle.swift.

/// The sizes and colours of pickers, in one place per design.
struct PickerMetrics: DesignMetrics {
  /// `.menu`: the gap between the selection and its chevrons, and the chevrons' point size.
  var menuChevronSpacing: Double
  var menuChevronSize: Double
  /// `.segmented` (UISegmentedControl): the control's height, corner radius and background; the
  /// selected segment's inset, corner radius, colour and shadows; the separators between
  /// unselected segments; the least padding beside a segment's title. Where `segmentedIsCapsule`
  /// (iOS 26) the track and the thumb are capsules and their corner radii are not used.
  var segmentedHeight: Double
  var segmentedIsCapsule: Bool
  var segmentedCornerRadius: Double
  var segmentedBackground: Color
  var thumbInset: Double
  var thumbCornerRadius: Double
  var thumbColor: Color
  var thumbShadows: (soft: ShadowMetrics, tight: ShadowMetrics)
  var separator: Color
  var separatorHeight: Double
  var segmentPadding: Double
  /// `.inline`: the least height of an option's row.
  var inlineRowHeight: Double
  /// `.wheel` (UIPickerView): its height, a row's height, the selection band's corner radius
  /// and side inset, and the opacity of the rows 1, 2, 3… away from the selection.
  var wheelHeight: Double
  var wheelRowHeight: Double
  var wheelBandCornerRadius: Double
  var wheelBandInset: Double
  var wheelFade: [Double]

  static let classic = PickerMetrics(
    // The chevrons' ink 7.0 pt after the selection's ink (ModularHomeInventory's iOS 18
    // settings); Inter's text ends its ink about 1.2 pt sooner than SF Pro's in six rows of
    // them, so the frames are 4 pt apart (the chevrons' ink 1.67 inside their frame).
    menuChevronSpacing: 4, menuChevronSize: 12,
    segmentedHeight: 32, segmentedIsCapsule: false, segmentedCornerRadius: 9,
    segmentedBackground: .tertiarySystemFill,
    thumbInset: 2, thumbCornerRadius: 7,
    thumbColor: .system("segmentedThumb", "#FFFFFF", "#636366"),
    thumbShadows: (
      ShadowMetrics(color: Color.black.opacity(0.12), radius: 4, y: 3),
      ShadowMetrics(color: Color.black.opacity(0.04), radius: 0.5, y: 3)
    ),
    separator: .system("segmentedSeparator", "#8E8E93", "#8E8E93", 0.3, 0.3),
    separatorHeight: 16, segmentPadding: 10, inlineRowHeight: 44,
    wheelHeight: 216, wheelRowHeight: 32, wheelBandCornerRadius: 8, wheelBandInset: 8,
    wheelFade: [0.55, 0.3, 0.15])

  /// iOS 26: the segmented control's track and thumb become capsules at the classic height (an
  /// estimate: no iOS 26 figure is published); the other pickers are as in the classic design.
  static let liquidGlass: PickerMetrics = {
    var m = classic
    m.segmentedIsCapsule = true
    return m
  }()

}
