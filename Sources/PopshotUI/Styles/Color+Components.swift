// Colours from components, as SwiftUI makes them: hue, saturation and brightness (the HSB model,
// converted to sRGB by the standard hexcone formula).

extension Color {
  /// A colour from hue (0…1 around the wheel), saturation and brightness.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let v = brightness
    let p = v * (1 - saturation)
    let q = v * (1 - saturation * f)
    let t = v * (1 - saturation * (1 - f))
    let (r, g, b): (Double, Double, Double)
    switch sector {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }
}
