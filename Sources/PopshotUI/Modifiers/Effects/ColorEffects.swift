// SwiftUI's colour effects, each a colour matrix over the view's straight sRGB components, with
// the Filter Effects Level 1 formulas (§13.1; docs/swiftui.md, "Effects"): brightness adds,
// contrast scales about mid-grey, saturation and grayscale use the Rec. 709 weights.
import Foundation
import PopshotGraphics

nonisolated extension View {
  /// Brightens the view: `amount` (0 none, 1 white) is added to each colour component.
  public func brightness(_ amount: Double) -> some View {
    layerEffect(.filter(.brightness(amount)))
  }
  /// Scales colours away from (above 1) or towards (below 1) mid-grey; negative values invert.
  public func contrast(_ amount: Double) -> some View { layerEffect(.filter(.contrast(amount))) }
  /// Scales the colours' saturation: 0 grey, 1 unchanged, above 1 more vivid.
  public func saturation(_ amount: Double) -> some View {
    layerEffect(.filter(.saturation(amount)))
  }
  /// Takes the colour out: 0 unchanged, 1 fully grey (the luma).
  public func grayscale(_ amount: Double) -> some View { layerEffect(.filter(.grayscale(amount))) }
  /// Turns every hue by `angle` around the colour wheel.
  public func hueRotation(_ angle: Angle) -> some View {
    layerEffect(.filter(.hueRotation(cos: cos(angle.radians), sin: sin(angle.radians))))
  }
  /// Multiplies each colour component, alpha included, by the colour's.
  public func colorMultiply(_ color: Color) -> some View {
    modified(LayerEffectModifier { .filter(.multiply(color.resolved($0))) })
  }
  /// Inverts the colours (1 − each component), leaving alpha.
  public func colorInvert() -> some View { layerEffect(.filter(.invert)) }
  /// Black, as opaque as the view is bright: a mask made of the view's luminance.
  public func luminanceToAlpha() -> some View { layerEffect(.filter(.luminanceToAlpha)) }
}
