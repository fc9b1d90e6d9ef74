// The glass iOS 26's system components are made of (bars' buttons, the tab bar, floating
// sheets, alerts, dialogs, menus, popovers): the regular Liquid Glass that `glassEffect` draws
// (GlassMetrics: the measured transfer by size and appearance, the rim), or with Reduce
// Transparency the frosted glass. Numbers and sources: docs/platform.md, "Liquid Glass
// material" and "Reduce Transparency (glass)".
import PopshotGraphics

/// The system glass as a fill. Not SwiftUI API: components use it where iOS 26 draws glass.
package struct SystemGlass: EnvironmentAdaptedStyle {
  /// With Reduce Transparency on, glass is frostier and hides more of what lies behind it
  /// (Apple, WWDC25 session 219): a wider blur, and little of the backdrop kept.
  package var frosted: Bool
  package init(frosted: Bool = false) { self.frosted = frosted }

  /// Frosted glass: the blur's deviation and how much of the backdrop it keeps (estimates).
  package static let frostedBlurRadius = 10.0
  package static let frostedKeep = 0.05
  /// The frosted tint's colour: the light and dark panel lift of GlassMetrics.
  static let dark = SRGBColor(red: 0.118 / 0.767, green: 0.118 / 0.767, blue: 0.118 / 0.767)
  static let light = SRGBColor(red: 0.975, green: 0.975, blue: 0.975)

  /// The glass as the environment's accessibility settings have it.
  package func adapted(to env: EnvironmentValues) -> any ShapeStyle {
    SystemGlass(frosted: frosted || env.accessibilityReduceTransparency)
  }

  private var regular: GlassFill { GlassFill(glass: .regular) }

  func frostedTint(_ scheme: ColorScheme) -> SRGBColor {
    (scheme == .dark ? SystemGlass.dark : SystemGlass.light).opacity(1 - SystemGlass.frostedKeep)
  }

  package func paint(in bounds: Rect, scheme: ColorScheme) -> Paint {
    frosted ? .solid(frostedTint(scheme)) : regular.paint(in: bounds, scheme: scheme)
  }
  package func representativeColor(_ scheme: ColorScheme) -> SRGBColor {
    frosted ? frostedTint(scheme) : regular.representativeColor(scheme)
  }
  package func fillItems(_ path: Path, rule: FillRule, in bounds: Rect, scheme: ColorScheme)
    -> [DisplayItem]
  {
    guard frosted else { return regular.fillItems(path, rule: rule, in: bounds, scheme: scheme) }
    let b = Backdrop(
      radius: SystemGlass.frostedBlurRadius, saturation: 1, tint: frostedTint(scheme))
    return [.backdrop(path, b)]
  }
}

/// A fill whose look depends on the environment it is drawn in (Reduce Transparency frosts
/// glass): a shape resolves it before it fills.
package protocol EnvironmentAdaptedStyle: ShapeStyle {
  func adapted(to env: EnvironmentValues) -> any ShapeStyle
}

extension GlassFill: EnvironmentAdaptedStyle {
  /// `glassEffect`'s glass is frosted with Reduce Transparency, as the system's is.
  package func adapted(to env: EnvironmentValues) -> any ShapeStyle {
    env.accessibilityReduceTransparency ? SystemGlass(frosted: true) : self
  }
}
