// `Color.mix(with:by:in:)` (iOS 18). Apple's default space is `.perceptual`, which it does not
// name; Popshot takes Oklab (Björn Ottosson, 2020), the space CSS Color 4 mixes in by default.
// Premultiplied components are interpolated, as CSS Color 4 §12.3 does, so a transparent end
// takes no colour.
import Foundation
import PopshotGraphics

extension Color {
  /// `self` mixed with `rhs`: 0 gives `self`, 1 gives `rhs`, in each appearance.
  public func mix(
    with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual
  )
    -> Color
  {
    let f = min(max(fraction, 0), 1)
    func mixed(_ a: SRGBColor, _ b: SRGBColor) -> SRGBColor {
      // The ends are the colours themselves, not their round trip through Oklab.
      if f == 0 { return a }
      if f == 1 { return b }
      return colorSpace.perceptual ? Color.mixOklab(a, b, f) : Color.mixSRGB(a, b, f)
    }
    return Color(light: mixed(light, rhs.light), dark: mixed(dark, rhs.dark))
  }

  static func mixSRGB(_ a: SRGBColor, _ b: SRGBColor, _ f: Double) -> SRGBColor {
    let alpha = a.alpha + (b.alpha - a.alpha) * f
    guard alpha > 0 else { return .clear }
    func c(_ x: Double, _ y: Double) -> Double {
      (x * a.alpha + (y * b.alpha - x * a.alpha) * f) / alpha
    }
    return SRGBColor(
      red: c(a.red, b.red), green: c(a.green, b.green), blue: c(a.blue, b.blue), alpha: alpha)
  }

  static func mixOklab(_ a: SRGBColor, _ b: SRGBColor, _ f: Double) -> SRGBColor {
    let alpha = a.alpha + (b.alpha - a.alpha) * f
    guard alpha > 0 else { return .clear }
    let p = oklab(a)
    let q = oklab(b)
    var out = [0.0, 0, 0]
    for i in 0..<3 { out[i] = (p[i] * a.alpha + (q[i] * b.alpha - p[i] * a.alpha) * f) / alpha }
    var c = srgb(out)
    c.alpha = alpha
    return c
  }

  /// sRGB → Oklab (L, a, b), through linear light (IEC 61966-2-1) and Ottosson's matrices.
  static func oklab(_ c: SRGBColor) -> [Double] {
    func linear(_ v: Double) -> Double {
      v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    let (r, g, b) = (linear(c.red), linear(c.green), linear(c.blue))
    let l = cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b)
    let m = cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b)
    let s = cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b)
    return [
      0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s,
      1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s,
      0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s,
    ]
  }

  /// Oklab → sRGB, clamped to the sRGB gamut.
  static func srgb(_ lab: [Double]) -> SRGBColor {
    let l = pow(lab[0] + 0.396_337_777_4 * lab[1] + 0.215_803_757_3 * lab[2], 3)
    let m = pow(lab[0] - 0.105_561_345_8 * lab[1] - 0.063_854_172_8 * lab[2], 3)
    let s = pow(lab[0] - 0.089_484_177_5 * lab[1] - 1.291_485_548_0 * lab[2], 3)
    func encoded(_ v: Double) -> Double {
      let x = min(max(v, 0), 1)
      return x <= 0.003_130_8 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055
    }
    return SRGBColor(
      red: encoded(4.076_741_662_1 * l - 3.307_711_591_3 * m + 0.230_969_929_2 * s),
      green: encoded(-1.268_438_004_6 * l + 2.609_757_401_1 * m - 0.341_319_396_5 * s),
      blue: encoded(-0.004_196_086_3 * l - 0.703_418_614_7 * m + 1.707_614_701_0 * s))
  }
}
