import PopshotGraphics

/// Colours around a centre (SwiftUI's AngularGradient, a conic gradient), clockwise from
/// `startAngle` (0 points to the trailing side) to `endAngle`. A sweep of more than a turn draws
/// its last turn; one of less fills the missing wedge with the last colour, then the first from
/// its middle (Apple's AngularGradient documentation). Equal angles (both default to zero) sweep a
/// whole turn, as SwiftUI draws `AngularGradient(gradient:center:)`.
public nonisolated struct AngularGradient: GradientView, Hashable {
  public var gradient: Gradient
  public var center: UnitPoint
  public var startAngle: Angle
  public var endAngle: Angle

  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }
  /// A whole turn starting at `angle` (a conic gradient).
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle,
      endAngle: .radians(angle.radians + 2 * .pi))
  }
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  public func paint(in bounds: Rect, scheme: ColorScheme) -> Paint {
    let start = startAngle.radians
    let end = endAngle.radians == start ? start + 2 * .pi : endAngle.radians
    return .angularGradient(
      stops: gradient.paintStops(scheme), center: center.point(in: bounds), startAngle: start,
      endAngle: end)
  }
  public func representativeColor(_ scheme: ColorScheme) -> SRGBColor {
    gradient.stops.first?.color.resolved(scheme) ?? .clear
  }
}
