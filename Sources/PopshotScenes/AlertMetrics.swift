// The classic (iOS 17–18) alert's numbers, in one place. Sources: docs/platform.md, "Alerts"
// (Apple's HIG and UIKit documentation, Flutter's CupertinoAlertDialog constants measured on iOS
// simulators); the figures no one publishes are marked as estimates there.
import PopshotGraphics
import PopshotText
import PopshotUI

/// How an alert is drawn.
public struct AlertMetrics: Sendable {
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
      dark: SRGBColor(red: 0, green: 0, blue: 0, alpha: 0x7A / 255), name: "alert dimming"))
}
