// `ShadowStyle` and `ShapeStyle.shadow(_:)` (iOS 16): a style that draws a shadow with what it
// fills (`.fill(.blue.shadow(.drop(radius: 4)))`). A drop shadow is the filled path's shadow,
// drawn under the fill by the painter's shadow (the one `.shadow(color:radius:x:y:)` draws), in
// the shadow's colour in the appearance drawn. An inner shadow is not drawn (the painter has no
// shadow inside a path yet): the style fills as its base does. Strokes and text in a shadowed
// style are drawn without their shadow.
import Foundation
import PopshotGraphics

/// A drop or inner shadow for a shape style (SwiftUI's ShadowStyle).
public struct ShadowStyle: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case drop, inner }
  let kind: Kind
  let color: Color
  let radius: Double
  let offset: Point

  /// A shadow under what the style fills: `color` blurred by `radius`, moved by (`x`, `y`).
  public static func drop(
    color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(kind: .drop, color: color, radius: radius, offset: Point(x: x, y: y))
  }
  /// A shadow inside what the style fills (not drawn by Popshot yet).
  public static func inner(
    color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(kind: .inner, color: color, radius: radius, offset: Point(x: x, y: y))
  }
}

/// A style with a shadow: what `ShapeStyle.shadow(_:)` returns.
public struct _ShadowShapeStyle<Style: ShapeStyle>: ShapeStyle {
  let style: Style
  let shadow: ShadowStyle

  public func paint(in bounds: Rect, scheme: ColorScheme) -> Paint {
    style.paint(in: bounds, scheme: scheme)
  }
  public func representativeColor(_ scheme: ColorScheme) -> SRGBColor {
    style.representativeColor(scheme)
  }
  /// The drop shadow of the filled path, then the fill.
  public func fillItems(_ path: Path, rule: FillRule, in bounds: Rect, scheme: ColorScheme)
    -> [DisplayItem]
  {
    let fill = style.fillItems(path, rule: rule, in: bounds, scheme: scheme)
    guard shadow.kind == .drop else { return fill }
    let color = shadow.color.resolved(scheme)
    return [.shadow(path, color: color, radius: shadow.radius, offset: shadow.offset)] + fill
  }
}

extension _ShadowShapeStyle: WrappingShapeStyle {
  func wrapping<S: ShapeStyle>(_ base: S) -> any ShapeStyle {
    _ShadowShapeStyle<S>(style: base, shadow: shadow)
  }
}

extension ShapeStyle {
  /// This style with a shadow (`.drop`, or `.inner`, which Popshot does not draw yet).
  public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
    _ShadowShapeStyle(style: self, shadow: style)
  }
}
