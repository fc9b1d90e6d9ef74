import PopshotGraphics

/// Colours by distance from a centre (SwiftUI's RadialGradient): the first at `startRadius`
/// points, the last at `endRadius`, extended with the end colours beyond them.
public nonisolated struct RadialGradient: GradientView, Hashable {
  public var gradient: Gradient
  public var center: UnitPoint
  public var startRadius: CGFloat
  public var endRadius: CGFloat

  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  public func paint(in bounds: Rect, scheme: ColorScheme) -> Paint {
    .radialGradient(
      stops: gradient.paintStops(scheme), center: center.point(in: bounds),
      startRadius: Double(startRadius), endRadius: Double(endRadius))
  }
  public func representativeColor(_ scheme: ColorScheme) -> SRGBColor {
    gradient.stops.first?.color.resolved(scheme) ?? .clear
  }
}

/// A radial gradient of an ellipse that fills the frame (SwiftUI's EllipticalGradient): the
/// radial gradient of the unit square stretched to the frame, so a radius fraction of 0.5 reaches
/// the middle of each edge.
public nonisolated struct EllipticalGradient: GradientView, Hashable {
  public var gradient: Gradient
  public var center: UnitPoint
  public var startRadiusFraction: CGFloat
  public var endRadiusFraction: CGFloat

  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  public func paint(in bounds: Rect, scheme: ColorScheme) -> Paint {
    .ellipticalGradient(
      stops: gradient.paintStops(scheme), center: center.point(in: bounds), size: bounds.size,
      startFraction: Double(startRadiusFraction), endFraction: Double(endRadiusFraction))
  }
  public func representativeColor(_ scheme: ColorScheme) -> SRGBColor {
    gradient.stops.first?.color.resolved(scheme) ?? .clear
  }
}
