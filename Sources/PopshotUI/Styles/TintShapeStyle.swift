// `.tint` as a style (SwiftUI's TintShapeStyle): the tint of the context the view is drawn in,
// the colour `.tint(_:)` set around it or else the accent colour. It is read where it is drawn:
// a shape resolves it before it fills, and the environment's foreground style reads it as the
// tint there (Data/Environment.swift), for text and symbols.
import PopshotGraphics

/// The tint of the current context (SwiftUI's TintShapeStyle).
public struct TintShapeStyle: ShapeStyle, EnvironmentAdaptedStyle, Hashable {
  public init() {}
  /// Outside any environment: the accent colour, the tint where no `.tint` is set.
  public func paint(in bounds: Rect, scheme: ColorScheme) -> Paint {
    Color.accentColor.paint(in: bounds, scheme: scheme)
  }
  public func representativeColor(_ scheme: ColorScheme) -> SRGBColor {
    Color.accentColor.resolved(scheme)
  }
  package func adapted(to env: EnvironmentValues) -> any ShapeStyle { env.tintColor }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint of the current context.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}
