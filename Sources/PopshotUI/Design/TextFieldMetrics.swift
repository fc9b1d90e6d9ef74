// TextFieldMetrics: the component's measurements in each design (DesignMetrics); the views that
// draw it are in TextFieldStyle.swift.
import PopshotGraphics

/// The sizes and colours of text fields and editors, in one place per design.
struct TextFieldMetrics: DesignMetrics {
  /// `.roundedBorder`: the text inset, so a body-text field is 34 pt tall: 7 pt sideways,
  /// (34 − 20.333) / 2 above and below its line (SF Pro's 20.287 pt on the 3x pixel grid).
  var roundedPadding: EdgeInsets
  /// `.roundedBorder`: the least height, the text centred in it (34 pt: a 16 pt body line at
  /// Medium, 19.33 + 2 × 6.83 = 33, still gives a 34 pt field on iOS 18).
  var roundedMinHeight: Double
  var roundedCornerRadius: Double
  var roundedBorderWidth: Double
  var roundedBorder: Color
  var roundedBackground: Color
  /// TextEditor (UITextView): its text container inset and line fragment padding.
  var editorInset: EdgeInsets
  /// What a secure field draws for each character.
  var secureBullet: Character

  /// iOS 26 draws the component as iOS 17–18 did: Popshot has no iOS 26 measurement that
  /// differs (docs/platform.md, "Designs").
  static let liquidGlass = classic

  static let classic = TextFieldMetrics(
    roundedPadding: EdgeInsets(
      top: (34 - 61.0 / 3) / 2, leading: 7, bottom: (34 - 61.0 / 3) / 2, trailing: 7),
    roundedMinHeight: 34,
    roundedCornerRadius: 5, roundedBorderWidth: 0.5,
    roundedBorder: .system("opaqueSeparator", "#C6C6C8", "#38383A"),
    roundedBackground: .systemBackground,
    editorInset: EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5), secureBullet: "•")
}
