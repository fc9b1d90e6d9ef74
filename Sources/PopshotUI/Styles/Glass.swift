// SwiftUI's Glass: the Liquid Glass material a view is drawn on (`glassEffect(_:in:)`, the glass
// button styles). It is painted from what lies behind the shape (PopshotGraphics's Glass.swift)
// with the numbers of GlassMetrics, by size and appearance.
import PopshotGraphics

/// A Liquid Glass material: regular, clear or none, optionally tinted.
public struct Glass: Equatable, Sendable {
  enum Variant: Equatable, Sendable { case regular, clear, identity }
  let variant: Variant
  let tintColor: Color?
  let isInteractive: Bool

  /// The standard glass: blurs and lifts what lies behind it.
  public static var regular: Glass {
    Glass(variant: .regular, tintColor: nil, isInteractive: false)
  }
  /// A more transparent glass, for bright media (put a dimming layer under it for legibility).
  public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }
  /// No glass: the content as if no glass effect was applied.
  public static var identity: Glass {
    Glass(variant: .identity, tintColor: nil, isInteractive: false)
  }

  /// The glass tinted with a colour (nil: untinted), to make it prominent.
  public func tint(_ color: Color?) -> Glass {
    Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
  }
  /// The glass reacting to touch. Nothing touches a still: it draws the same.
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
  }
}

/// The shape glass takes unless one is given: a capsule of the view's bounds.
public nonisolated struct DefaultGlassEffectShape: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { .capsule(in: Rect(cg: rect)) }
}

/// Filling a shape with glass: a backdrop item with the glass's look for the shape's size.
struct GlassFill: ShapeStyle {
  let glass: Glass

  func look(in bounds: Rect, scheme: ColorScheme) -> GlassLook? {
    GlassMetrics.liquidGlass.look(glass, size: bounds.size, scheme: scheme)
  }
  func paint(in bounds: Rect, scheme: ColorScheme) -> Paint {
    .solid(representativeColor(scheme))
  }
  /// The glass over a flat backdrop of the appearance's background (black, white): its lift,
  /// or its tint where it has one.
  func representativeColor(_ scheme: ColorScheme) -> SRGBColor {
    let size = Size(width: 100, height: 44)
    guard let look = GlassMetrics.liquidGlass.look(glass, size: size, scheme: scheme) else {
      return SRGBColor(red: 0, green: 0, blue: 0, alpha: 0)
    }
    if let tint = look.tint, tint.alpha > 0 { return tint }
    let v = min(1, look.lift + (scheme == .light ? look.gain : 0))
    return SRGBColor(red: v, green: v, blue: v)
  }
  func fillItems(_ path: Path, rule: FillRule, in bounds: Rect, scheme: ColorScheme)
    -> [DisplayItem]
  {
    guard let look = look(in: bounds, scheme: scheme) else { return [] }
    let m = GlassMetrics.liquidGlass
    let clear = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0)
    return [
      .backdrop(path, Backdrop(radius: m.blurRadius, saturation: 1, tint: clear, glass: look))
    ]
  }
}
