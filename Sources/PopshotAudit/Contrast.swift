// Contrast formulas (docs/audit-rules.md): WCAG 2.x relative luminance and ratio,
// never rounded before comparing; APCA Lc (0.0.98G-4g) from its published formula, as information.
import Foundation
import PopshotGraphics

public enum Contrast {
  /// WCAG relative luminance of an opaque 8-bit sRGB colour.
  public static func luminance(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Double {
    0.2126 * linear[Int(r)] + 0.7152 * linear[Int(g)] + 0.0722 * linear[Int(b)]
  }

  /// Each 8-bit sRGB channel value made linear, worked out once: the audit asks for every glyph
  /// pixel.
  static let linear: [Double] = (0...255).map { v in
    let c = Double(v) / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  /// (L_lighter + 0.05) / (L_darker + 0.05).
  public static func ratio(_ a: Double, _ b: Double) -> Double {
    (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  public static func ratio(_ fg: SRGBColor, over bg: SRGBColor) -> Double {
    let f = composite(fg, over: bg).rgba8
    let b = bg.rgba8
    return ratio(luminance(f.r, f.g, f.b), luminance(b.r, b.g, b.b))
  }

  /// `fg` over an opaque `bg`, in straight sRGB (the colour the screen shows).
  public static func composite(_ fg: SRGBColor, over bg: SRGBColor) -> SRGBColor {
    let a = fg.alpha
    return SRGBColor(
      red: fg.red * a + bg.red * (1 - a), green: fg.green * a + bg.green * (1 - a),
      blue: fg.blue * a + bg.blue * (1 - a), alpha: 1)
  }

  /// APCA lightness contrast Lc of text over background (positive: dark text on light).
  public static func apca(text t: (UInt8, UInt8, UInt8), background b: (UInt8, UInt8, UInt8))
    -> Double
  {
    func y(_ c: (UInt8, UInt8, UInt8)) -> Double {
      var v =
        0.2126729 * pow(Double(c.0) / 255, 2.4) + 0.7151522 * pow(Double(c.1) / 255, 2.4)
        + 0.0721750 * pow(Double(c.2) / 255, 2.4)
      if v < 0.022 { v += pow(0.022 - v, 1.414) }
      return v
    }
    let yt = y(t)
    let yb = y(b)
    if abs(yb - yt) < 0.0005 { return 0 }
    if yb > yt {
      let s = (pow(yb, 0.56) - pow(yt, 0.57)) * 1.14
      return s < 0.1 ? 0 : 100 * (s - 0.027)
    }
    let s = (pow(yb, 0.65) - pow(yt, 0.62)) * 1.14
    return s > -0.1 ? 0 : 100 * (s + 0.027)
  }

  /// WCAG large text: at least 18 pt, or 14 pt bold, with one iOS point taken as one CSS pixel
  /// (24 px, or 18.66 px at weight 700 and above).
  public static func isLarge(size: Double, bold: Bool) -> Bool {
    size >= 24 || (bold && size >= 18.66)
  }
}
