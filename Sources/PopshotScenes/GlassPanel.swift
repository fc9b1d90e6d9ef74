// The glass of iOS 26's large panels (a floating sheet, an alert): what lies behind, lightly
// blurred, under a tint that keeps about a quarter of it, and a thin bright rim. Sources and
// estimates: docs/platform.md, "Liquid Glass panels".
import PopshotGraphics
import PopshotUI

enum GlassPanel {
  /// The blur's deviation in points (the measured edge spread of iOS 26's glass).
  static let blurRadius = 2.8
  /// How much of the blurred backdrop shows through (the measured 0.233 of a panel), and the
  /// colour laid over the rest: dark fitted to a measured 30/255 lift, light to a measured
  /// alert body (236, 236, 239) over (194, 194, 198).
  static let keep = 0.233
  static let dark = SRGBColor(red: 39 / 255, green: 39 / 255, blue: 39 / 255, alpha: 1 - keep)
  static let light = SRGBColor(
    red: 249 / 255, green: 249 / 255, blue: 252 / 255, alpha: 1 - keep)
  /// The rim: white, 1 pt inside the edge (the measured 1.22 pt band fading from 0.165 to 0,
  /// drawn as its mean).
  static let rim = SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.08)

  static func items(_ shape: Path, scheme: ColorScheme) -> [DisplayItem] {
    let tint = scheme == .dark ? dark : light
    return [
      .backdrop(shape, Backdrop(radius: blurRadius, saturation: 1, tint: tint)),
      .pushClip(shape, .nonZero),
      .stroke(shape, StrokeStyle(width: 2), .solid(rim)),
      .popClip,
    ]
  }
}
