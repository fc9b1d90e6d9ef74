// `ShapeStyle.opacity(_:)` (iOS 15): any style made more transparent, a custom one included
// (`AppColorStyle().opacity(0.5)`). Each colour of what the style paints has its alpha
// multiplied; a style that reads back what lies under it (a material) is drawn at that opacity.
import PopshotGraphics

/// A style at an opacity: what `ShapeStyle.opacity(_:)` returns (SwiftUI's `_OpacityShapeStyle`).
public struct _OpacityShapeStyle<Style: ShapeStyle>: ShapeStyle {
  let style: Style
  let opacity: Double

  public func paint(in bounds: Rect, scheme: ColorScheme) -> Paint {
    style.paint(in: bounds, scheme: scheme).multipliedAlpha(opacity)
  }
  public func representativeColor(_ scheme: ColorScheme) -> SRGBColor {
    style.representativeColor(scheme).opacity(opacity)
  }
  public func fillItems(_ path: Path, rule: FillRule, in bounds: Rect, scheme: ColorScheme)
    -> [DisplayItem]
  {
    let items = style.fillItems(path, rule: rule, in: bounds, scheme: scheme)
    // A plain fill takes the faded paint; anything else (a material's backdrop) is drawn in an
    // opacity group, which gives the same pixels for a fill.
    if items.count == 1, case .fill(let p, let paint, let r) = items[0] {
      return [.fill(p, paint.multipliedAlpha(opacity), r)]
    }
    return [.pushOpacity(opacity)] + items + [.popOpacity]
  }
}

extension _OpacityShapeStyle: WrappingShapeStyle {
  func wrapping<S: ShapeStyle>(_ base: S) -> any ShapeStyle {
    _OpacityShapeStyle<S>(style: base, opacity: opacity)
  }
}

/// A style made of another (at an opacity, with a shadow): adapted to a view's environment by
/// resolving its base there (a custom style, the tint) and wrapping the result the same way.
protocol WrappingShapeStyle: EnvironmentAdaptedStyle {
  associatedtype Base: ShapeStyle
  var style: Base { get }
  /// This style's wrapping around another base.
  func wrapping<S: ShapeStyle>(_ base: S) -> any ShapeStyle
}

extension WrappingShapeStyle {
  package func adapted(to env: EnvironmentValues) -> any ShapeStyle {
    func rewrapped<S: ShapeStyle>(_ base: S) -> any ShapeStyle { wrapping(base) }
    return rewrapped(resolved(style, in: env))
  }
}

extension ShapeStyle {
  /// This style with its opacity multiplied by `opacity` (0 transparent, 1 unchanged).
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    _OpacityShapeStyle(style: self, opacity: min(1, max(0, opacity)))
  }
}

extension Paint {
  /// The paint with every colour's alpha multiplied by `k`.
  func multipliedAlpha(_ k: Double) -> Paint {
    func fade(_ stops: [GradientStop]) -> [GradientStop] {
      stops.map { s in
        var s = s
        s.color = s.color.opacity(k)
        return s
      }
    }
    switch self {
    case .solid(let c): return .solid(c.opacity(k))
    case .linearGradient(let stops, let start, let end):
      return .linearGradient(stops: fade(stops), start: start, end: end)
    case .radialGradient(let stops, let center, let r0, let r1):
      return .radialGradient(stops: fade(stops), center: center, startRadius: r0, endRadius: r1)
    case .angularGradient(let stops, let center, let a0, let a1):
      return .angularGradient(stops: fade(stops), center: center, startAngle: a0, endAngle: a1)
    case .ellipticalGradient(let stops, let center, let size, let f0, let f1):
      return .ellipticalGradient(
        stops: fade(stops), center: center, size: size, startFraction: f0, endFraction: f1)
    }
  }
}
