/// An sRGB colour with straight (not premultiplied) alpha, each component in 0...1.
public struct SRGBColor: Hashable, Sendable, Codable {
  public var red, green, blue, alpha: Double
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
  /// A colour from 8-bit sRGB components.
  public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
    self.init(
      red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255,
      alpha: Double(a8) / 255)
  }

  public static let clear = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = SRGBColor(red: 0, green: 0, blue: 0)
  public static let white = SRGBColor(red: 1, green: 1, blue: 1)

  /// The same colour with its alpha multiplied by `opacity` (SwiftUI's `.opacity(_:)`).
  public func opacity(_ opacity: Double) -> SRGBColor {
    SRGBColor(red: red, green: green, blue: blue, alpha: alpha * opacity)
  }

  /// Components as 8-bit values, each rounded to nearest (`x × 255 + 0.5`, clamped).
  public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    (SRGBColor.to8(red), SRGBColor.to8(green), SRGBColor.to8(blue), SRGBColor.to8(alpha))
  }

  /// The premultiplied 8-bit pixel this colour paints: alpha rounded first, then each colour
  /// channel = round(c8 × a8 / 255) with the exact integer rounding of `div255`.
  public var premultiplied: PremultipliedColor {
    let (r, g, b, a) = rgba8
    return PremultipliedColor(r: r, g: g, b: b, a: a)
  }

  static func to8(_ v: Double) -> UInt8 {
    let x = (v * 255 + 0.5).rounded(.down)
    return x <= 0 ? 0 : x >= 255 ? 255 : UInt8(x)
  }
}

/// A colour parsing error that names the text that could not be read.
public struct ColorParseError: Error, CustomStringConvertible, Equatable {
  public let text: String
  public var description: String {
    "invalid colour \"\(text)\": expected #RGB, #RRGGBB or #RRGGBBAA with hexadecimal digits"
  }
}

extension SRGBColor {
  /// Parses "#RGB", "#RRGGBB" or "#RRGGBBAA" (the leading # is required; digits in any case).
  public init(hex text: String) throws(ColorParseError) {
    let chars = Array(text.utf8)
    guard chars.first == UInt8(ascii: "#") else { throw ColorParseError(text: text) }
    var digits: [UInt8] = []
    for c in chars.dropFirst() {
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(c - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(c - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(c - UInt8(ascii: "A") + 10)
      default: throw ColorParseError(text: text)
      }
    }
    switch digits.count {
    case 3:
      self.init(r8: digits[0] * 17, g8: digits[1] * 17, b8: digits[2] * 17)
    case 6, 8:
      let v = stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
      self.init(r8: v[0], g8: v[1], b8: v[2], a8: v.count == 4 ? v[3] : 255)
    default:
      throw ColorParseError(text: text)
    }
  }

  /// "#RRGGBB" in capitals, or "#RRGGBBAA" when translucent and `alpha` is asked for; the inverse
  /// of `init(hex:)`.
  public func hexString(alpha: Bool = false) -> String {
    let (r, g, b, a) = rgba8
    let digits = Array("0123456789ABCDEF")
    let bytes = alpha && a != 255 ? [r, g, b, a] : [r, g, b]
    return "#" + String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
  }
}

/// One premultiplied RGBA8 pixel, the Pixmap's storage format.
public struct PremultipliedColor: Hashable, Sendable {
  /// Bytes R, G, B, A in memory order, read as a little-endian UInt32.
  public var packed: UInt32

  public init(packed: UInt32) { self.packed = packed }

  /// Premultiplies straight 8-bit components with the exact rounding of `div255`.
  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let pr = div255(UInt32(r) * UInt32(a))
    let pg = div255(UInt32(g) * UInt32(a))
    let pb = div255(UInt32(b) * UInt32(a))
    packed = pr | pg << 8 | pb << 16 | UInt32(a) << 24
  }

  /// Already-premultiplied components (each colour channel must not exceed `a`).
  public init(premultipliedR r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    packed = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
  }

  public static let transparent = PremultipliedColor(packed: 0)

  public var r: UInt8 { UInt8(truncatingIfNeeded: packed) }
  public var g: UInt8 { UInt8(truncatingIfNeeded: packed >> 8) }
  public var b: UInt8 { UInt8(truncatingIfNeeded: packed >> 16) }
  public var a: UInt8 { UInt8(truncatingIfNeeded: packed >> 24) }
}

/// round(x / 255) for x in 0...65535, exactly, in integers (Jim Blinn's identity).
@inline(__always)
public func div255(_ x: UInt32) -> UInt32 {
  let t = x &+ 128
  return (t &+ (t >> 8)) >> 8
}
