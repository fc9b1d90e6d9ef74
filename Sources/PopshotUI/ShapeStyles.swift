// SwiftUI's ShapeStyle shorthands (`.fill(.clear)`, `.background(.purple)`) and gradients.
import PopshotGraphics

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
  public static var accentColor: Color { Color.accentColor }
}

/// Colours at locations from 0 to 1 (SwiftUI's Gradient).
public struct Gradient: Hashable, Sendable {
  /// A colour at a location.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }
  public var stops: [Stop]
  /// Colours spread evenly.
  public init(colors: [Color]) {
    stops = colors.indices.map { i in
      Stop(
        color: colors[i], location: colors.count > 1 ? CGFloat(i) / CGFloat(colors.count - 1) : 0)
    }
  }
  public init(stops: [Stop]) { self.stops = stops }
}

extension LinearGradient {
  /// A gradient's colours along the line from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(colors: gradient.stops.map(\.color), startPoint: startPoint, endPoint: endPoint)
    locations = gradient.stops.map { Double($0.location) }
  }
}

extension View {
  /// Fills the view's bounds behind it with a style (`.background(.purple)`).
  @_disfavoredOverload
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edges = .all)
    -> some View
  {
    background(Rectangle().fill(style).ignoresSafeArea(edges: edges))
  }
}
