import PopshotGraphics

/// A gradient as a shape style (SwiftUI's AnyGradient, what `Color.gradient` gives): drawn from
/// the top of the filled shape to its bottom.
public nonisolated struct AnyGradient: GradientView, Hashable {
  let gradient: Gradient
  public init(_ gradient: Gradient) { self.gradient = gradient }

  public func paint(in bounds: Rect, scheme: ColorScheme) -> Paint {
    LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)
      .paint(in: bounds, scheme: scheme)
  }
  public func representativeColor(_ scheme: ColorScheme) -> SRGBColor {
    gradient.stops.last?.color.resolved(scheme) ?? .clear
  }
  /// The same gradient; Popshot interpolates every gradient in the output space.
  public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }
}

extension Color {
  /// SwiftUI's standard gradient of a colour: a subtle top-to-bottom ramp from a lighter tint of
  /// the colour to the colour itself. Apple does not publish its stops; Popshot mixes 15% white
  /// into the top (docs/platform.md, "Colours").
  public var gradient: AnyGradient {
    AnyGradient(
      Gradient(colors: [mix(with: .white, by: Color.gradientLightening, in: .device), self]))
  }
  static let gradientLightening = 0.15
}

extension Gradient {
  /// How a gradient or a mix interpolates colours (SwiftUI's Gradient.ColorSpace).
  public struct ColorSpace: Hashable, Sendable {
    let perceptual: Bool
    /// In the output colour space (sRGB components).
    public static let device = ColorSpace(perceptual: false)
    /// In a perceptual space (Popshot: Oklab, CSS Color 4's default for mixing).
    public static let perceptual = ColorSpace(perceptual: true)
  }
}
