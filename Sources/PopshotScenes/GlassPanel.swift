// The glass of iOS 26's large panels (a floating sheet, an alert): the system glass
// (SystemGlass, docs/platform.md "Alerts in Liquid Glass").
import PopshotGraphics
import PopshotUI

enum GlassPanel {
  static func items(_ shape: Path, in c: PresentationContext, keep: Double = SystemGlass.panelKeep)
    -> [DisplayItem]
  {
    SystemGlass(keep: keep).adapted(to: c.environment).fillItems(
      shape, rule: .nonZero, in: shape.controlBounds, scheme: c.variant.appearance)
  }
}
