// A colorset's values as Xcode writes them: per appearance (`appearances` luminosity dark), in a
// colour space, with components as floats ("0.400"), 8-bit integers ("102") or hex ("0x66").
// Everything becomes sRGB here, the space Popshot draws in (docs/platform.md, "Asset colours").
import Foundation
import PopshotGraphics
import PopshotSupport

extension ColorSet {
  /// Reads a colorset's Contents.json: the "any" value and the dark one (the "any" value when
  /// the set has no dark entry). A set with no usable colour throws, naming what is wrong.
  init(name: String, json: [String: Any]) throws {
    let entries = json["colors"] as? [[String: Any]] ?? []
    // Each entry's colour in light and dark: a value is the same in both; a system colour
    // reference (`"reference": "systemBlueColor"`) is that colour's value in each, so an "any"
    // entry that names one follows it into dark mode, as UIKit resolves it.
    var light: (light: SRGBColor, dark: SRGBColor)? = nil
    var dark: (light: SRGBColor, dark: SRGBColor)? = nil
    for entry in entries {
      let idiom = entry["idiom"] as? String ?? "universal"
      guard idiom == "universal" || idiom == "iphone" else { continue }
      // Only luminosity appearances are drawn; a high-contrast variant is skipped.
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
      guard let color = entry["color"] as? [String: Any] else { continue }
      let value = try ColorSet.appearances(color)
      if AssetCatalog.isDark(entry) { dark = dark ?? value } else { light = light ?? value }
    }
    guard let any = light ?? dark else { throw AssetFileError("no colour value") }
    self.init(name: name, light: any.light, dark: dark?.dark ?? any.dark)
  }

  /// One `"color"` object's light and dark values: a system colour it references, else its
  /// value in both.
  static func appearances(_ color: [String: Any]) throws -> (light: SRGBColor, dark: SRGBColor) {
    guard let reference = color["reference"] else {
      let value = try srgb(color)
      return (value, value)
    }
    guard let name = reference as? String, let system = systemReferences[name] else {
      let known = systemReferences.keys.sorted().joined(separator: ", ")
      throw AssetFileError("unknown system colour reference \(reference); Popshot reads \(known)")
    }
    return (system.light, system.dark)
  }

  /// The system colours a colorset can reference, by the names Xcode writes (UIKit's class
  /// property and "Color": `systemBlueColor`, `labelColor`), with Popshot's values for them
  /// (docs/platform.md, "System colours").
  static let systemReferences: [String: Color] = {
    let colors: [Color] = [
      .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown,
      .gray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6, .label,
      .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .placeholderText, .link, .separator,
      .opaqueSeparator, .systemFill, .secondarySystemFill, .tertiarySystemFill,
      .quaternarySystemFill, .systemBackground, .secondarySystemBackground,
      .tertiarySystemBackground, .systemGroupedBackground, .secondarySystemGroupedBackground,
      .tertiarySystemGroupedBackground,
    ]
    var table: [String: Color] = [
      "blackColor": .black, "whiteColor": .white, "clearColor": .clear,
      "darkTextColor": .black, "lightTextColor": Color.white.opacity(0.6),
    ]
    for c in colors { if let name = c.name { table[name + "Color"] = c } }
    return table
  }()

  /// One `"color"` object in sRGB.
  static func srgb(_ color: [String: Any]) throws -> SRGBColor {
    let space = color["color-space"] as? String ?? "srgb"
    guard let c = color["components"] as? [String: Any] else {
      throw AssetFileError("a colour has no components")
    }
    let alpha = try component(c["alpha"] ?? "1", isAlpha: true)
    switch space {
    case "srgb", "extended-srgb":
      return SRGBColor(
        red: clamp(try component(c["red"])), green: clamp(try component(c["green"])),
        blue: clamp(try component(c["blue"])), alpha: clamp(alpha))
    case "display-p3", "extended-range-display-p3":
      return displayP3(
        try component(c["red"]), try component(c["green"]), try component(c["blue"]),
        alpha: alpha)
    case "gray-gamma-22", "extended-gray":
      // Gamma 2.2 grey to linear light, then sRGB's curve.
      let w = encode(pow(max(0, try component(c["white"])), 2.2))
      return SRGBColor(red: w, green: w, blue: w, alpha: clamp(alpha))
    case "extended-linear-srgb":
      return SRGBColor(
        red: encode(try component(c["red"])), green: encode(try component(c["green"])),
        blue: encode(try component(c["blue"])), alpha: clamp(alpha))
    default:
      throw AssetFileError("colour space \"\(space)\" is not read")
    }
  }

  /// Display P3 (P3 primaries, D65 white, sRGB's transfer curve) to sRGB: decode, convert
  /// linear light with the standard matrix, clip to the sRGB gamut, encode. Colours outside
  /// sRGB are clipped per channel, as a non-wide-gamut display shows them.
  static func displayP3(_ r: Double, _ g: Double, _ b: Double, alpha: Double) -> SRGBColor {
    let (lr, lg, lb) = (decode(r), decode(g), decode(b))
    let sr = 1.2249402 * lr - 0.2249402 * lg
    let sg = -0.0420570 * lr + 1.0420570 * lg
    let sb = -0.0196376 * lr - 0.0786360 * lg + 1.0982736 * lb
    return SRGBColor(red: encode(sr), green: encode(sg), blue: encode(sb), alpha: clamp(alpha))
  }

  /// sRGB's transfer curve, encoded to linear (mirrored for negative extended values).
  static func decode(_ v: Double) -> Double {
    let a = abs(v)
    let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
    return v < 0 ? -l : l
  }
  /// Linear to sRGB's curve, clipped to 0...1.
  static func encode(_ l: Double) -> Double {
    let v = clamp(l)
    return clamp(v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055)
  }
  static func clamp(_ v: Double) -> Double { min(1, max(0, v)) }

  /// A component as Xcode writes it: "0x66" (hex byte), "0.400" (float), "102" (8-bit integer).
  /// An alpha written "1" or "0" is a float (Xcode writes alpha as a float in every format).
  /// JSON numbers are read as floats up to 1 and as 8-bit values above.
  static func component(_ value: Any?, isAlpha: Bool = false) throws -> Double {
    switch value {
    case let s as String:
      let t = s.trimmingCharacters(in: .whitespaces)
      if t.lowercased().hasPrefix("0x"), let v = Int(t.dropFirst(2), radix: 16) {
        return Double(v) / 255
      }
      if t.contains("."), let v = Double(t) { return v }
      if let v = Int(t) { return isAlpha && v <= 1 ? Double(v) : Double(v) / 255 }
      throw AssetFileError("component \"\(s)\" is not a number")
    case let n as NSNumber:
      // A JSON number (not Xcode's own output) is a float up to 1, an 8-bit value above.
      let v = n.doubleValue
      return v <= 1 ? v : v / 255
    default:
      throw AssetFileError("a colour component is missing")
    }
  }
}
