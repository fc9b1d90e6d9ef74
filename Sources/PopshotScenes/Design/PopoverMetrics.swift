// The popover's numbers per design, in one place. Sources: docs/platform.md, "Popovers"
// (UIKit's documentation for the screen margins; the arrow, corners and shadow are estimates,
// since Apple publishes no figure for them).
import PopshotGraphics
import PopshotUI

/// How a popover is drawn in regular width.
public struct PopoverMetrics: Sendable, DesignMetrics {
  /// How far the arrow reaches out of the card, from its base to its tip.
  public var arrowHeight: Double
  /// The width of the arrow where it meets the card.
  public var arrowBase: Double
  public var cornerRadius: Double
  /// The least room between the popover and the edges of the safe area
  /// (UIPopoverPresentationController.popoverLayoutMargins).
  public var screenMargin: Double
  /// What the card and its arrow are filled with.
  public var background: Color
  /// The soft shadow that sets the card off the undimmed page.
  public var shadowColor: SRGBColor
  public var shadowRadius: Double
  /// iOS 26: the card is system glass (else `background`).
  public var isGlass = false

  public static let classic = PopoverMetrics(
    arrowHeight: 13, arrowBase: 26, cornerRadius: 13, screenMargin: 10,
    background: Sheet.background, shadowColor: SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.1),
    shadowRadius: 10)

  /// iOS 26: glass, r 26 (the measured dialog popover); the arrow and shadow are kept from
  /// iOS 18 (estimates: iPadOS 26's popover is not measured).
  public static let liquidGlass = PopoverMetrics(
    arrowHeight: 13, arrowBase: 26, cornerRadius: 26, screenMargin: 10,
    background: Sheet.background, shadowColor: SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.1),
    shadowRadius: 10, isGlass: true)

}
