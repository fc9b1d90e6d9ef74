// AnyShapeStyle (iOS 15): a shape style of any type, for code that picks one at run time
// (`isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.gray)`). It draws as the style it
// wraps; where Popshot reads a style's type (a colour's fast path, an environment-adapted
// style, a tint's colour), it reads the wrapped one.
import PopshotGraphics

/// A type-erased shape style (SwiftUI's AnyShapeStyle).
public struct AnyShapeStyle: ShapeStyle {
  let base: any ShapeStyle

  /// The style `style`, erased.
  public init<S: ShapeStyle>(_ style: S) {
    base = (style as? AnyShapeStyle)?.base ?? style
  }

  public func paint(in bounds: Rect, scheme: ColorScheme) -> Paint {
    base.paint(in: bounds, scheme: scheme)
  }
  public func representativeColor(_ scheme: ColorScheme) -> SRGBColor {
    base.representativeColor(scheme)
  }
  public func fillItems(_ path: Path, rule: FillRule, in bounds: Rect, scheme: ColorScheme)
    -> [DisplayItem]
  {
    base.fillItems(path, rule: rule, in: bounds, scheme: scheme)
  }
}

extension AnyShapeStyle: EnvironmentAdaptedStyle {
  package func adapted(to env: EnvironmentValues) -> any ShapeStyle {
    (base as? any EnvironmentAdaptedStyle)?.adapted(to: env) ?? base
  }
}

/// The style itself, or the one an AnyShapeStyle wraps.
func unwrapped(_ style: any ShapeStyle) -> any ShapeStyle {
  (style as? AnyShapeStyle)?.base ?? style
}
