// A custom style (iOS 17) is a `resolve(in:)` that returns another style for the environment it
// is drawn in: `Resolved` is inferred from it, and Popshot's own styles keep `Never` and paint
// themselves. Where a view is drawn (a shape's fill or stroke, the foreground style of text and
// shapes, a background) the style is resolved with that view's environment
// (`resolved(in:)` below); elsewhere (a sheet's background) only the appearance is known, and
// the style resolves in an environment holding just that.
import PopshotGraphics

/// What fills and strokes paint with: a colour or a linear gradient (SwiftUI's ShapeStyle).
public protocol ShapeStyle: Sendable {
  /// The type of style this one resolves to (Never: a style that draws itself).
  associatedtype Resolved: ShapeStyle = Never
  /// The style to draw in `environment` (SwiftUI's ShapeStyle.resolve(in:), iOS 17).
  func resolve(in environment: EnvironmentValues) -> Resolved
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

extension ShapeStyle where Resolved == Never {
  /// Never called: a style that resolves to Never draws itself.
  public func resolve(in environment: EnvironmentValues) -> Never {
    fatalError("\(Self.self) draws itself and does not resolve to another style")
  }
}

// What a custom style paints where no environment but the appearance is known: the style it
// resolves to there. Popshot's own styles implement all three.
extension ShapeStyle {
  public func paint(in bounds: Rect, scheme: ColorScheme) -> Paint {
    resolve(in: EnvironmentValues(colorScheme: scheme)).paint(in: bounds, scheme: scheme)
  }
  public func representativeColor(_ scheme: ColorScheme) -> SRGBColor {
    resolve(in: EnvironmentValues(colorScheme: scheme)).representativeColor(scheme)
  }
}

extension Never: ShapeStyle {
  public func paint(in bounds: Rect, scheme: ColorScheme) -> Paint { switch self {} }
  public func representativeColor(_ scheme: ColorScheme) -> SRGBColor { switch self {} }
}

extension EnvironmentValues {
  /// The defaults in an appearance.
  init(colorScheme: ColorScheme) {
    self.init()
    self.colorScheme = colorScheme
  }
}

/// Whether a style resolves to another (a custom style) rather than drawing itself.
func resolvesToAnotherStyle<S: ShapeStyle>(_ style: S) -> Bool {
  // A Color draws itself; its `resolve(in:)` (to Color.Resolved) is for code that reads its
  // components.
  S.Resolved.self != Never.self && S.self != Color.self
}

/// `style` as it draws in `environment`: an AnyShapeStyle's base, an environment-adapted style
/// (the tint, glass) adapted, a custom style resolved, until what is left draws itself.
func resolved(_ style: any ShapeStyle, in environment: EnvironmentValues) -> any ShapeStyle {
  var style = unwrapped(style)
  // A custom style may resolve to another custom style; ten levels stop one that resolves to
  // itself from hanging the render (what it resolves to then draws through its own paint).
  for _ in 0..<10 {
    if resolvesToAnotherStyle(style) {
      style = unwrapped(style.resolve(in: environment))
      continue
    }
    // An adapted style is adapted once: glass adapts to itself when nothing changes it.
    if let adapting = style as? any EnvironmentAdaptedStyle {
      style = unwrapped(adapting.adapted(to: environment))
      if resolvesToAnotherStyle(style) { continue }
    }
    break
  }
  return style
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
