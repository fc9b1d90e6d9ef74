/// A value within a range (SwiftUI's Gauge), drawn by the gauge style of its environment (a
/// linear capacity bar on iOS unless `.gaugeStyle` says otherwise). Its element has the role
/// progress, the label, and the value's place in the range as a percentage ("40%").
public nonisolated struct Gauge: View {
  let fraction: Double, label: AnyView, current: AnyView?, minimum: AnyView?, maximum: AnyView?
  @Environment(\.gaugeStyle) var style

  public init<V: BinaryFloatingPoint, Label: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      fraction: Self.fraction(value, bounds), label: AnyView(label()), current: nil,
      minimum: nil, maximum: nil)
  }
  public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: Self.fraction(value, bounds), label: AnyView(label()),
      current: AnyView(currentValueLabel()), minimum: nil, maximum: nil)
  }
  public init<
    V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View, BoundsLabel: View
  >(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      fraction: Self.fraction(value, bounds), label: AnyView(label()),
      current: AnyView(currentValueLabel()), minimum: AnyView(minimumValueLabel()),
      maximum: AnyView(maximumValueLabel()))
  }

  init(fraction: Double, label: AnyView, current: AnyView?, minimum: AnyView?, maximum: AnyView?) {
    self.fraction = fraction
    self.label = label
    self.current = current
    self.minimum = minimum
    self.maximum = maximum
  }

  static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    guard span > 0 else { return 0 }
    return min(max(Double(value - bounds.lowerBound) / span, 0), 1)
  }

  public var body: some View {
    let configuration = GaugeStyleConfiguration(
      value: fraction, label: .init(content: AnyView(label.controlLabel())),
      currentValueLabel: current.map { .init(content: $0) },
      minimumValueLabel: minimum.map { .init(content: $0) },
      maximumValueLabel: maximum.map { .init(content: $0) })
    return AnyView(
      existential: mainActorRead((style, configuration)) { $0.0.makeBody(configuration: $0.1) }
    ).control(
      "gauge",
      ControlSemantics(
        role: .progress, label: nil, value: "\(Int((fraction * 100).rounded()))%", action: nil))
  }
}
