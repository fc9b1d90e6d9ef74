// The glass of iOS 26's panels (a floating sheet, an alert, a dialog, a menu, a popover): the
// system glass in the presentation's environment (SystemGlass, docs/platform.md "Liquid Glass
// material").
import PopshotGraphics
import PopshotUI

enum GlassPanel {
  static func items(_ shape: Path, in c: PresentationContext) -> [DisplayItem] {
    SystemGlass().adapted(to: c.environment).fillItems(
      shape, rule: .nonZero, in: shape.controlBounds, scheme: c.variant.appearance)
  }

  /// A panel's fill: the glass in iOS 26's design, else the classic material behind it.
  static func fill(_ shape: Path, glass: Bool, material: Backdrop, in c: PresentationContext)
    -> [DisplayItem]
  {
    glass ? items(shape, in: c) : [.backdrop(shape, material)]
  }
}
