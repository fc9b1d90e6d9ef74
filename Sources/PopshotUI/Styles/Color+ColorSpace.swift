// SwiftUI's colours in a named RGB colour space (`Color(.sRGBLinear, white: 0, opacity: 0.33)`,
// `Color(.displayP3, red:green:blue:)`). Popshot draws in sRGB, so each is converted once, here:
// linear components through the sRGB transfer function (IEC 61966-2-1: 12.92·c up to 0.0031308,
// else 1.055·c^(1/2.4) − 0.055), Display P3 through its linear components and the P3-to-sRGB
// matrix of CSS Color Module Level 4 (§ "Sample code for color conversions"), clamped to sRGB's
// gamut. The forms without a colour space (`Color(red:green:blue:)`) are sRGB, in Color.swift.

import Foundation

extension Color {
  /// The RGB colour spaces a colour can be given in (SwiftUI's Color.RGBColorSpace).
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  /// A colour from components in `colorSpace`.
  public init(
    _ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    let (r, g, b) = Color.sRGBComponents(colorSpace, red, green, blue)
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }
  /// A grey from one component in `colorSpace`.
  public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// Components in `space` as gamma-encoded sRGB components, each in 0…1.
  static func sRGBComponents(_ space: RGBColorSpace, _ r: Double, _ g: Double, _ b: Double)
    -> (Double, Double, Double)
  {
    func encode(_ c: Double) -> Double {
      let c = min(max(c, 0), 1)
      return c <= 0.003_130_8 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
    func decode(_ c: Double) -> Double {
      c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    switch space {
    case .sRGB:
      return (r, g, b)
    case .sRGBLinear:
      return (encode(r), encode(g), encode(b))
    case .displayP3:
      let (lr, lg, lb) = (decode(r), decode(g), decode(b))
      return (
        encode(1.224_940_2 * lr - 0.224_940_4 * lg),
        encode(-0.042_056_9 * lr + 1.042_057_1 * lg),
        encode(-0.019_637_6 * lr - 0.078_636_1 * lg + 1.098_273_5 * lb)
      )
    }
  }
}
