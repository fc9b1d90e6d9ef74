// `Color.resolve(in:)` and `Color.Resolved` (iOS 17): a colour's sRGB components in an
// environment, as code that reads them (a particle system's colours, a gradient's stops) asks.
// Drawing does not go through it: a Color draws itself (`resolvesToAnotherStyle` leaves it be).
import PopshotGraphics

extension Color {
  /// A colour's components in an environment (SwiftUI's Color.Resolved): sRGB, 0…1, with the
  /// linear-light values alongside.
  public struct Resolved: Hashable, Sendable, ShapeStyle {
    public var red: Float
    public var green: Float
    public var blue: Float
    public var opacity: Float

    public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
      self.red = red
      self.green = green
      self.blue = blue
      self.opacity = opacity
    }
    public init(
      colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float,
      opacity: Float = 1
    ) {
      let c = Color(
        colorSpace, red: Double(red), green: Double(green), blue: Double(blue),
        opacity: Double(opacity)
      ).light
      self.init(
        red: Float(c.red), green: Float(c.green), blue: Float(c.blue), opacity: Float(c.alpha))
    }

    /// The components in linear light (sRGB's curve undone).
    public var linearRed: Float { Self.linear(red) }
    public var linearGreen: Float { Self.linear(green) }
    public var linearBlue: Float { Self.linear(blue) }
    static func linear(_ v: Float) -> Float {
      v <= 0.04045 ? v / 12.92 : Float(pow((Double(v) + 0.055) / 1.055, 2.4))
    }

    var srgb: SRGBColor {
      SRGBColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(opacity))
    }
    public func paint(in bounds: Rect, scheme: ColorScheme) -> Paint { .solid(srgb) }
    public func representativeColor(_ scheme: ColorScheme) -> SRGBColor { srgb }
  }

  /// The colour's components in `environment`: its value in the environment's appearance (and
  /// contrast, for a system colour that has a high-contrast value).
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    let c = Color.$palette.withValue(Palette(environment)) { resolved(environment.colorScheme) }
    return Resolved(
      red: Float(c.red), green: Float(c.green), blue: Float(c.blue), opacity: Float(c.alpha))
  }

  /// A colour of resolved components.
  public init(_ resolved: Resolved) { self.init(resolved.srgb) }
}
