import PopshotGraphics

extension Gradient {
  /// The stops as the painter takes them, in an appearance.
  func paintStops(_ scheme: ColorScheme) -> [GradientStop] {
    stops.map { GradientStop($0.color.resolved(scheme), at: Double($0.location)) }
  }
}

/// A gradient style as a view: it fills the frame it is offered, as a colour does.
protocol GradientView: ShapeStyle, PrimitiveView {}

nonisolated extension GradientView {
  func makeNode() -> ViewNode {
    .leaf(ShapeContent(path: { .rect($0) }, style: self, stroke: nil, isColorView: true))
  }
}
