// GlassDialogMetrics: the iOS 26 confirmation dialog's card, beside the classic action sheet's
// DialogMetrics (a pair not yet one DesignMetrics type); GlassDialog.swift draws it.
import PopshotGraphics
import PopshotText
import PopshotUI

/// The card's numbers; the actions' capsules are the alert's (AlertMetrics.liquidGlass).
struct GlassDialogMetrics {
  /// The card's least width; a wider label widens it, up to the screen less `screenMargin`.
  var minWidth = 240.0
  var screenMargin = 16.0
  var cornerRadius = 26.0
  /// Above the title, between the title and the message, and below the last text.
  var textTop = 22.0, titleMessageSpacing = 7.33, textBottom = 2.0
  var textInset = 30.0
  var actions = AlertMetrics.liquidGlass

  static let liquidGlass = GlassDialogMetrics()
}
