// The confirmation dialog's numbers in each design: the one place they live, and the one switch
// between its two shapes. Sources: docs/platform.md, "Confirmation dialogs" (Flutter's
// CupertinoActionSheet constants, measured on iOS 17 simulators) and "Confirmation dialogs in
// Liquid Glass" (a view-tree dump of an iOS 26.1 simulator).
import PopshotGraphics
import PopshotText
import PopshotUI

/// How a confirmation dialog is drawn on iPhone, in each design.
public enum DialogMetrics: Sendable, DesignMetrics {
  /// iOS 17–18: an action sheet at the bottom of the dimmed screen, the cancel button apart.
  case actionSheet(Sheet)
  /// iOS 26: a glass card centred on the undimmed screen, the actions as capsules.
  case card(Card)

  public static let classic = DialogMetrics.actionSheet(.classic)
  public static let liquidGlass = DialogMetrics.card(.liquidGlass)
}

extension DialogMetrics {
  /// The classic action sheet's numbers (iOS 17–18). An iPad's popover draws its card from these
  /// in both designs, as iPadOS 26's popover is not measured. Not `ActionSheet`: that name is
  /// SwiftUI's, for the dialog's content.
  public struct Sheet: Sendable {
    /// Between the sheet and the screen's sides, and its least gap above the screen's bottom (the
    /// bottom safe-area inset is used where it is larger).
    public var edgeInset: Double
    /// Between the actions group and the cancel button.
    public var cancelSpacing: Double
    public var groupCornerRadius: Double
    public var cancelCornerRadius: Double
    public var contentHorizontalInset: Double
    public var contentVerticalInset: Double
    public var titleMessageSpacing: Double
    public var buttonMinHeight: Double
    public var buttonHorizontalInset: Double
    /// The title's and the message's size (the title is semibold when there is a message, and a
    /// message alone is semibold).
    public var contentFont: Font
    public var buttonFont: Font
    public var cancelFont: Font
    public var contentColor: Color
    public var blurRadius: Double
    public var saturation: Double
    public var material: Color
    public var cancelBackground: Color
    public var separator: Color
    /// The card's width when an iPad shows the dialog as a popover (an estimate).
    public var popoverWidth: Double = 304
    /// Over the page: the alert's colour (AlertMetrics.classic), as both have one source,
    /// Flutter's kCupertinoModalBarrierColor (docs/platform.md, "Confirmation dialogs").
    public var dimming: Color = AlertMetrics.classic.dimming

    public static let classic = Sheet(
      edgeInset: 8, cancelSpacing: 8, groupCornerRadius: 12, cancelCornerRadius: 14,
      contentHorizontalInset: 16, contentVerticalInset: 13.5, titleMessageSpacing: 4,
      buttonMinHeight: 57.17, buttonHorizontalInset: 10,
      contentFont: .system(size: 13, relativeTo: .footnote),
      buttonFont: .system(size: 21, relativeTo: .body),
      cancelFont: .system(size: 21, weight: .semibold, relativeTo: .body),
      contentColor: tint(0x1D1D1D, 0x85, 0xF1F1F1, 0x96, "action sheet text"),
      blurRadius: 20, saturation: 1.8,
      material: tint(0xFCFCFC, 0xC8, 0x292929, 0xBE, "action sheet material"),
      cancelBackground: tint(0xFFFFFF, 0xFF, 0x2C2C2C, 0xFF, "action sheet cancel"),
      separator: tint(0xC9C9C9, 0xD4, 0x7D7D7D, 0xD5, "action sheet separator"))
  }

  /// The iOS 26 card's numbers; the actions' capsules are the alert's (AlertMetrics.liquidGlass).
  public struct Card: Sendable {
    /// The card's least width; a wider label widens it, up to the screen less `screenMargin`.
    public var minWidth = 240.0
    public var screenMargin = 16.0
    public var cornerRadius = 26.0
    /// Above the title, between the title and the message, and below the last text.
    public var textTop = 22.0, titleMessageSpacing = 7.33, textBottom = 2.0
    public var textInset = 30.0
    public var actions = AlertMetrics.liquidGlass

    public static let liquidGlass = Card()
  }

  /// A colour from its light and dark RGB and alpha bytes.
  static func tint(_ light: Int, _ la: Int, _ dark: Int, _ da: Int, _ name: String) -> Color {
    func c(_ rgb: Int, _ a: Int) -> SRGBColor {
      SRGBColor(
        red: Double(rgb >> 16 & 0xFF) / 255, green: Double(rgb >> 8 & 0xFF) / 255,
        blue: Double(rgb & 0xFF) / 255, alpha: Double(a) / 255)
    }
    return Color(light: c(light, la), dark: c(dark, da), name: name)
  }
}
