// The alert's numbers per design, in one place. Sources: docs/platform.md, "Alerts" (classic:
// Apple's HIG and UIKit documentation, Flutter's CupertinoAlertDialog constants measured on iOS
// simulators) and "Alerts in Liquid Glass" (a view-tree dump of an iOS 26.1 simulator and a
// measured iOS 26 screenshot); the figures no one publishes are marked as estimates there.
import PopshotGraphics
import PopshotText
import PopshotUI

/// How an alert is drawn.
public struct AlertMetrics: Sendable, DesignMetrics {
  /// The card's width.
  public var width: Double
  /// Its width at accessibility text sizes, where the buttons always stack.
  public var accessibilityWidth: Double
  public var cornerRadius: Double
  /// Around the title and message: the sides, above the title, below the last text.
  public var contentInset: Double
  /// Between the title and the message.
  public var titleMessageSpacing: Double
  /// The least room above and below the card inside the safe area: a taller card scrolls its
  /// title and message.
  public var screenMargin: Double
  /// The height of one button row.
  public var buttonHeight: Double
  /// The least room between a button's label and its edges, when two share a row: wider labels
  /// stack the buttons.
  public var buttonLabelInset: Double
  public var titleFont: Font
  public var messageFont: Font
  public var buttonFont: Font
  /// The cancel button's font.
  public var cancelFont: Font
  /// The blur of what lies behind the card, its saturation, and the tint over it.
  public var blurRadius: Double
  public var saturation: Double
  public var material: Color
  /// The separators: one pixel thick, in this colour.
  public var separator: Color
  /// Over the page behind the alert.
  public var dimming: Color
  /// iOS 26's card: leading-aligned text, no separators, the buttons as capsules.
  public var capsules: Capsules?

  /// iOS 26's buttons: capsules inside a padding, side by side or stacked with a gap.
  public struct Capsules: Sendable {
    /// Around the buttons, inside the card.
    public var padding: Double
    /// Between two buttons, beside or above each other.
    public var spacing: Double
    public var fill: Color
    /// Above the title, and below the last text.
    public var textTop: Double, textBottom: Double
    /// The colour of an action's label that is neither destructive nor disabled.
    public var labelColor: Color
  }

  public static let classic = AlertMetrics(
    width: 270, accessibilityWidth: 310, cornerRadius: 14, contentInset: 20, titleMessageSpacing: 2,
    screenMargin: 20,
    buttonHeight: 44,
    buttonLabelInset: 8,
    titleFont: .headline, messageFont: .footnote, buttonFont: .body,
    cancelFont: .body.weight(.semibold),
    blurRadius: 20, saturation: 1.8,
    material: Color(
      light: SRGBColor(red: 0xF2 / 255, green: 0xF2 / 255, blue: 0xF2 / 255, alpha: 0xCC / 255),
      dark: SRGBColor(red: 0x1E / 255, green: 0x1E / 255, blue: 0x1E / 255, alpha: 0xBF / 255),
      name: "alert material"),
    separator: .separator,
    dimming: Color(
      light: SRGBColor(red: 0, green: 0, blue: 0, alpha: 0x33 / 255),
      dark: SRGBColor(red: 0, green: 0, blue: 0, alpha: 0x7A / 255), name: "alert dimming"),
    capsules: nil)

  /// iOS 26: a 320 pt glass card, r 34, text 30 pt from the sides, 48 pt capsule buttons.
  public static let liquidGlass = AlertMetrics(
    width: 320, accessibilityWidth: 320, cornerRadius: 34, contentInset: 30,
    titleMessageSpacing: 7.33, screenMargin: 20, buttonHeight: 48, buttonLabelInset: 12,
    titleFont: .headline, messageFont: .subheadline, buttonFont: .body.weight(.medium),
    cancelFont: .body.weight(.medium), blurRadius: 0, saturation: 1, material: .clear,
    separator: .clear, dimming: classic.dimming,
    capsules: Capsules(
      padding: 16, spacing: 8, fill: .tertiarySystemFill, textTop: 22, textBottom: 4.33,
      labelColor: .label))

}
