import PopshotGraphics

/// Colours along a line through a view's bounds.
public nonisolated struct LinearGradient: GradientView, Hashable {
  public var stops: [(color: Color, location: Double)] {
    zip(colors, locations).map { ($0, $1) }
  }
  var colors: [Color]
  var locations: [Double]
  public var startPoint: UnitPoint
  public var endPoint: UnitPoint

  /// Colours spread evenly from start to end.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.colors = colors
    locations = colors.indices.map { colors.count > 1 ? Double($0) / Double(colors.count - 1) : 0 }
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  public func paint(in bounds: Rect, scheme: ColorScheme) -> Paint {
    .linearGradient(
      stops: zip(colors, locations).map { GradientStop($0.resolved(scheme), at: $1) },
      start: startPoint.point(in: bounds), end: endPoint.point(in: bounds))
  }

  public func representativeColor(_ scheme: ColorScheme) -> SRGBColor {
    colors.first?.resolved(scheme) ?? .clear
  }
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
  /// Colours at their locations along the line from `startPoint` to `endPoint`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
  /// A gradient's colours along the line from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(colors: gradient.stops.map(\.color), startPoint: startPoint, endPoint: endPoint)
    locations = gradient.stops.map { Double($0.location) }
  }
}

extension FixtureView {
  /// `{"linearGradient": {"colors": ["blue", "purple"], "startPoint": "top", "endPoint": …}}`.
  static let linearGradient = FixtureView("linearGradient") { v, _ in
    let o = try v.members(["colors", "startPoint", "endPoint"], required: ["colors"])
    return AnyView(
      LinearGradient(
        colors: try o["colors"]!.items().map { try $0.color() },
        startPoint: try o["startPoint"]?.unitPoint() ?? .top,
        endPoint: try o["endPoint"]?.unitPoint() ?? .bottom))
  }
}
