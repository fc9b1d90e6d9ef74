// ContentUnavailableMetrics: the empty state's measurements in each design (DesignMetrics); the
// view is ContentUnavailableView.swift. Apple publishes none of them: the values are assumed
// from how public iOS 16 stand-ins draw it (docs/swiftui.md, "Content views").

/// The fonts and gaps of the empty state (ContentUnavailableView).
struct ContentUnavailableMetrics: DesignMetrics {
  /// The icon's font, and the title's, in secondary and primary colour.
  var iconFont: Font
  var titleFont: Font
  /// The description's font, in secondary colour.
  var descriptionFont: Font
  /// Gaps: icon to title, label to description, description to actions.
  var iconToTitle: Double
  var labelToDescription: Double
  var descriptionToActions: Double
  /// The inset from each side of the space offered.
  var horizontalPadding: Double

  static let classic = ContentUnavailableMetrics(
    iconFont: .system(size: 48), titleFont: .title2.bold(), descriptionFont: .subheadline,
    iconToTitle: 16, labelToDescription: 8, descriptionToActions: 8, horizontalPadding: 20)

  /// iOS 26 draws the empty state as iOS 17–18 did, as far as Popshot knows.
  static let liquidGlass = classic
}
