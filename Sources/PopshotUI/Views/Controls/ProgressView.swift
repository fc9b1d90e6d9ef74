/// A task's progress (SwiftUI's ProgressView), drawn by the progress view style of its
/// environment: a spinner at one fixed phase for a task of unknown length, a bar for a known
/// fraction. Its element has the role progress, its label, and the fraction as a percentage
/// ("50%") when it is known.
public nonisolated struct ProgressView: View {
  let fraction: Double?, label: AnyView?, currentValueLabel: AnyView?, title: String?
  @Environment(\.progressViewStyle) var style

  /// A spinner.
  public init() { self.init(fraction: nil, label: nil, title: nil) }
  /// A spinner with a label under it.
  public init<S: StringProtocol>(_ title: S) {
    self.init(fraction: nil, label: AnyView(Text(String(title))), title: String(title))
  }
  /// A spinner with a label view.
  public init<Label: View>(@ViewBuilder label: () -> Label) {
    self.init(fraction: nil, label: AnyView(label()), title: nil)
  }
  /// A bar filled to `value` of `total`; nil draws a spinner.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(fraction: Self.fraction(value, total), label: nil, title: nil)
  }
  /// A bar with a title above it.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(
      fraction: Self.fraction(value, total), label: AnyView(Text(String(title))),
      title: String(title))
  }
  /// A bar with a label above it and a current value label below it.
  public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: Self.fraction(value, total), label: AnyView(label()),
      currentValueLabel: AnyView(currentValueLabel()), title: nil)
  }
  /// A bar with a label above it.
  public init<V: BinaryFloatingPoint, Label: View>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.init(fraction: Self.fraction(value, total), label: AnyView(label()), title: nil)
  }

  init(
    fraction: Double?, label: AnyView?, currentValueLabel: AnyView? = nil, title: String?
  ) {
    self.fraction = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.title = title
  }

  static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value else { return nil }
    return total > 0 ? Double(value) / Double(total) : 0
  }

  public var body: some View {
    let configuration = ProgressViewStyleConfiguration(
      fractionCompleted: fraction,
      label: label.map { .init(content: AnyView($0.controlLabel())) },
      currentValueLabel: currentValueLabel.map { .init(content: $0) })
    let percent = fraction.map { "\(Int((min(max($0, 0), 1) * 100).rounded()))%" }
    return AnyView(
      existential: mainActorRead((style, configuration)) { $0.0.makeBody(configuration: $0.1) }
    ).control(
      "progressview",
      ControlSemantics(role: .progress, label: title, value: percent, action: nil))
  }
}
