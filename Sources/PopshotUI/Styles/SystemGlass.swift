// The glass iOS 26's system components are made of (bars' buttons, the tab bar, floating
// sheets, alerts), as one style every component fills with: what lies behind, lightly blurred,
// under a tint that keeps part of it, and a thin bright rim. Its numbers and their sources:
// docs/platform.md, "Alerts in Liquid Glass" (the panel glass). `glassEffect` (the SwiftUI API)
// draws with the same model.
import PopshotGraphics

/// The system glass as a fill. Not SwiftUI API: components use it where iOS 26 draws glass.
package struct SystemGlass: ShapeStyle {
  /// How much of the blurred backdrop shows through (the measured 0.233 of a panel).
  package var keep: Double
  /// With Reduce Transparency on, glass is frostier and hides more of what lies behind it
  /// (Apple, WWDC25 session 219): a wider blur, and little of the backdrop kept.
  package var frosted: Bool
  package init(keep: Double = SystemGlass.panelKeep, frosted: Bool = false) {
    self.keep = keep
    self.frosted = frosted
  }

  /// Frosted glass: the blur's deviation and how much of the backdrop it keeps (estimates).
  package static let frostedBlurRadius = 10.0
  package static let frostedKeep = 0.05

  /// The glass as the environment's accessibility settings have it.
  package func adapted(to env: EnvironmentValues) -> SystemGlass {
    SystemGlass(keep: keep, frosted: frosted || env.accessibilityReduceTransparency)
  }

  /// The blur's deviation in points (the measured edge spread of iOS 26's glass).
  package static let blurRadius = 2.8
  package static let panelKeep = 0.233
  /// The tint's colour: dark fitted to a measured 30/255 lift, light to a measured alert body
  /// (236, 236, 239) over (194, 194, 198).
  static let dark = SRGBColor(red: 39 / 255, green: 39 / 255, blue: 39 / 255, alpha: 1)
  static let light = SRGBColor(red: 249 / 255, green: 249 / 255, blue: 252 / 255, alpha: 1)
  /// The rim: white along the inside of the edge (the measured 1.22 pt band fading from 0.165
  /// to 0, drawn as its mean over 1 pt).
  static let rim = SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.08)

  func tint(_ scheme: ColorScheme) -> SRGBColor {
    let kept = frosted ? SystemGlass.frostedKeep : keep
    return (scheme == .dark ? SystemGlass.dark : SystemGlass.light).opacity(1 - kept)
  }

  package func paint(in bounds: Rect, scheme: ColorScheme) -> Paint { .solid(tint(scheme)) }
  package func representativeColor(_ scheme: ColorScheme) -> SRGBColor { tint(scheme) }
  package func fillItems(_ path: Path, rule: FillRule, in bounds: Rect, scheme: ColorScheme)
    -> [DisplayItem]
  {
    [
      .backdrop(
        path,
        Backdrop(
          radius: frosted ? SystemGlass.frostedBlurRadius : SystemGlass.blurRadius,
          saturation: 1, tint: tint(scheme))),
      .pushClip(path, rule),
      .stroke(path, StrokeStyle(width: 2), .solid(SystemGlass.rim)),
      .popClip,
    ]
  }
}
