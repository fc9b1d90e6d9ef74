// The glass of iOS 26's large panels (a floating sheet, an alert): the system glass
// (SystemGlass, docs/platform.md "Alerts in Liquid Glass").
import PopshotGraphics
import PopshotUI

enum GlassPanel {
  static func items(_ shape: Path, scheme: ColorScheme) -> [DisplayItem] {
    SystemGlass().fillItems(shape, rule: .nonZero, in: shape.controlBounds, scheme: scheme)
  }
}
