import PopshotGraphics

/// What fills and strokes paint with: a colour or a linear gradient (SwiftUI's ShapeStyle).
public protocol ShapeStyle: Sendable {
  /// The paint for a view in `bounds` (points) in an appearance.
  func paint(in bounds: Rect, scheme: ColorScheme) -> Paint
  /// A single colour standing for the style (for the audit's declared colours).
  func representativeColor(_ scheme: ColorScheme) -> SRGBColor
  /// What filling `path` (laid in `bounds`) with the style draws: a fill with `paint` for
  /// colours and gradients; a material reads back what lies under it instead.
  func fillItems(_ path: Path, rule: FillRule, in bounds: Rect, scheme: ColorScheme)
    -> [DisplayItem]
}

extension ShapeStyle {
  public func fillItems(_ path: Path, rule: FillRule, in bounds: Rect, scheme: ColorScheme)
    -> [DisplayItem]
  {
    [.fill(path, paint(in: bounds, scheme: scheme), rule)]
  }
}

extension Color: ShapeStyle {
  public func paint(in bounds: Rect, scheme: ColorScheme) -> Paint { .solid(resolved(scheme)) }
  public func representativeColor(_ scheme: ColorScheme) -> SRGBColor { resolved(scheme) }
}

// SwiftUI's ShapeStyle shorthands (`.fill(.clear)`, `.background(.purple)`).
extension ShapeStyle where Self == Color {
  public static var clear: Color { Color.clear }
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var gray: Color { Color.gray }
  public static var primary: Color { Color.primary }
  public static var secondary: Color { Color.secondary }
  // SwiftUI's HierarchicalShapeStyle levels three and four. Over the default foreground iOS
  // resolves them to the label colours of the same level; a custom foreground style's levels
  // are not derived here (they stay the label colours).
  public static var tertiary: Color { Color.tertiaryLabel }
  public static var quaternary: Color { Color.quaternaryLabel }
  public static var accentColor: Color { Color.accentColor }
}
