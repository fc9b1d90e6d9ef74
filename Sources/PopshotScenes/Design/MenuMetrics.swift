// The menu's numbers per design, in one place. Sources: docs/platform.md, "Menus" and "Menus in
// Liquid Glass"; Apple publishes none of them, so all are estimates except the fonts (the body
// style, HIG).
import PopshotGraphics
import PopshotText
import PopshotUI

/// How an open menu is drawn.
public struct MenuMetrics: Sendable, DesignMetrics {
  public var width: Double
  public var cornerRadius: Double
  /// The least height of one item's row.
  public var rowHeight: Double
  /// Between a row's edges and its title and icon.
  public var rowHorizontalInset: Double
  /// Between the menu and the view it opens from.
  public var sourceSpacing: Double
  /// The least room between the menu and the edges of the safe area.
  public var screenMargin: Double
  /// The thickness of the separator a `Divider` makes between groups.
  public var groupSeparatorHeight: Double
  public var font: Font
  public var blurRadius: Double
  public var saturation: Double
  public var material: Color
  /// The hairline between rows.
  public var separator: Color
  /// The band between groups.
  public var groupSeparator: Color
  /// Over the page behind a context menu.
  public var contextDimming: Color
  public var contextBlurRadius: Double
  public var shadowColor: SRGBColor
  public var shadowRadius: Double
  /// iOS 26: the card is system glass (else `material`).
  public var isGlass = false

  /// The shared source of the menu's material and hairline: no one has measured a menu's own, so
  /// they are estimated as the action sheet's (docs/platform.md, "Menus"), and follow its table.
  static let actionSheet = DialogMetrics.Sheet.classic

  public static let classic = MenuMetrics(
    width: 250, cornerRadius: 13, rowHeight: 44, rowHorizontalInset: 16, sourceSpacing: 8,
    screenMargin: 8, groupSeparatorHeight: 8, font: .body, blurRadius: 20, saturation: 1.8,
    material: actionSheet.material, separator: actionSheet.separator,
    groupSeparator: DialogMetrics.tint(0x000000, 0x14, 0x000000, 0x33, "menu group separator"),
    contextDimming: DialogMetrics.tint(0x000000, 0x33, 0x000000, 0x66, "context menu dimming"),
    contextBlurRadius: 10, shadowColor: SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.15),
    shadowRadius: 20)

  /// iOS 26: glass (a panel's), corners 33, no hairlines between rows (pixel estimates of an
  /// iOS 26 capture); rows stay 44 pt (the capture's ≈ 42 pt pitch is within its error, and 44
  /// is the HIG's least target); the rest as iOS 18.

  public static let liquidGlass = MenuMetrics(
    width: 250, cornerRadius: 33, rowHeight: 44, rowHorizontalInset: 16, sourceSpacing: 8,
    screenMargin: 8, groupSeparatorHeight: 8, font: .body, blurRadius: 20, saturation: 1.8,
    material: actionSheet.material, separator: .clear,
    groupSeparator: classic.groupSeparator, contextDimming: classic.contextDimming,
    contextBlurRadius: 10, shadowColor: classic.shadowColor, shadowRadius: 20, isGlass: true)

}
