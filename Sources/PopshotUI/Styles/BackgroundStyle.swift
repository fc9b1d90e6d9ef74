// `.background` as a style (SwiftUI's BackgroundStyle): the background of the context the view is
// in. A still draws it as the system background colour of the appearance (white / black); a view
// inside a grouped list or a sheet on iOS gets that container's background instead, which
// Popshot does not follow.
import PopshotGraphics

/// The background of the current context (SwiftUI's BackgroundStyle).
public struct BackgroundStyle: ShapeStyle, Hashable {
  public init() {}
  public func paint(in bounds: Rect, scheme: ColorScheme) -> Paint {
    Color.systemBackground.paint(in: bounds, scheme: scheme)
  }
  public func representativeColor(_ scheme: ColorScheme) -> SRGBColor {
    Color.systemBackground.resolved(scheme)
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background of the current context.
  public static var background: BackgroundStyle { BackgroundStyle() }
}
