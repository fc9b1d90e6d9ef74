// A sheet's numbers on iPhone, per design, in one place. Sources and which figures are estimates:
// docs/platform.md, "Sheets" (classic) and "Sheets in Liquid Glass".
import PopshotGraphics
import PopshotUI

/// What a sheet's design decides: corners, where the large detent's top is, how far a sheet at a
/// partial detent floats from the screen's edges, the dimming behind it and its shadow.
public struct SheetMetrics: Sendable, DesignMetrics {
  /// The top corners' radius when `presentationCornerRadius` sets none.
  public var cornerRadius: Double
  /// The large detent's top, below the top safe-area inset.
  public var largeTopGap: Double
  /// How far a sheet below the large detent stands off the left, right and bottom edges (0: it
  /// is attached to them).
  public var floatingInset: Double
  /// Black over the page while the sheet is modal, light and dark.
  public var dimming: Color
  /// Whether a large sheet over a dimmed page turns the page into a card behind it.
  public var pageCard: Bool
  /// The shadow that sets the sheet off an undimmed page, 10 pt deviation (nil: none). Classic:
  /// black at 10%, an estimate (Ionic's iOS card shadow, 0 0 30px rgba(0, 0, 0, 0.1); Apple
  /// publishes no figure); iOS 26's floating sheet has none.
  public var undimmedShadow: SRGBColor?
  /// A floating sheet is filled with glass unless `presentationBackground` sets a fill.
  public var glassWhenFloating: Bool

  /// iOS 17–18.
  public static let classic = SheetMetrics(
    cornerRadius: 10, largeTopGap: 10, floatingInset: 0, dimming: Color.black.opacity(0.4),
    pageCard: true, undimmedShadow: SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.1),
    glassWhenFloating: false)

  /// iOS 26.
  public static let liquidGlass = SheetMetrics(
    cornerRadius: 38, largeTopGap: 0, floatingInset: 8,
    dimming: Color(
      light: SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.2),
      dark: SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.48), name: "sheet dimming"),
    pageCard: false, undimmedShadow: nil, glassWhenFloating: true)

  /// The bottom corners of a floating sheet: concentric with the display's corners (their radius
  /// less the inset), or the top corners' radius on a display with square corners.
  public func floatingBottomRadius(displayCornerRadius: Double, top: Double) -> Double {
    displayCornerRadius > floatingInset ? displayCornerRadius - floatingInset : top
  }
}
