import Foundation
import PopshotGraphics

/// A control stepping a value up and down (SwiftUI's Stepper): the label leading and the 94 ×
/// 32 minus/plus control trailing, the stepper as wide as offered (as a Toggle is). A half that
/// cannot step further (the value at a bound) is drawn dimmed. Its element has the role
/// adjustable, the label and, for a bound value, the value.
public nonisolated struct Stepper: View {
  let label: AnyView, title: String?, value: String?, canDecrement: Bool, canIncrement: Bool
  /// What stepping does, in an interaction session (nil in a still, which needs no closures).
  var adjustment: ElementAction? = nil

  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: AnyView(Text(String(title))), title: String(title), value: "\(value.wrappedValue)",
      canDecrement: value.wrappedValue > bounds.lowerBound,
      canIncrement: value.wrappedValue < bounds.upperBound)
    adjustment = Self.stepping(value, bounds, step, onEditingChanged)
  }
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: AnyView(Text(String(title))), title: String(title), value: "\(value.wrappedValue)",
      canDecrement: true, canIncrement: true)
    adjustment = Self.stepping(value, nil, step, onEditingChanged)
  }
  public init<V: Strideable, Label: View>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: AnyView(label()), title: nil, value: "\(value.wrappedValue)",
      canDecrement: value.wrappedValue > bounds.lowerBound,
      canIncrement: value.wrappedValue < bounds.upperBound)
    adjustment = Self.stepping(value, bounds, step, onEditingChanged)
  }
  // The format's forms (iOS 16): the value, formatted, is what VoiceOver reads as the stepper's
  // value; the label is drawn as without one.
  public init<F: ParseableFormatStyle, Label: View>(
    value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: Strideable, F.FormatOutput == String {
    self.init(
      label: AnyView(label()), title: nil, value: format.format(value.wrappedValue),
      canDecrement: value.wrappedValue > bounds.lowerBound,
      canIncrement: value.wrappedValue < bounds.upperBound)
    adjustment = Self.stepping(value, bounds, step, onEditingChanged)
  }
  public init<F: ParseableFormatStyle, Label: View>(
    value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: Strideable, F.FormatOutput == String {
    self.init(
      label: AnyView(label()), title: nil, value: format.format(value.wrappedValue),
      canDecrement: true, canIncrement: true)
    adjustment = Self.stepping(value, nil, step, onEditingChanged)
  }
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: Strideable, F.FormatOutput == String {
    self.init(
      label: AnyView(Text(String(title))), title: String(title),
      value: format.format(value.wrappedValue),
      canDecrement: value.wrappedValue > bounds.lowerBound,
      canIncrement: value.wrappedValue < bounds.upperBound)
    adjustment = Self.stepping(value, bounds, step, onEditingChanged)
  }
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: Strideable, F.FormatOutput == String {
    self.init(
      label: AnyView(Text(String(title))), title: String(title),
      value: format.format(value.wrappedValue), canDecrement: true, canIncrement: true)
    adjustment = Self.stepping(value, nil, step, onEditingChanged)
  }
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: AnyView(Text(String(title))), title: String(title), value: nil,
      canDecrement: onDecrement != nil, canIncrement: onIncrement != nil)
    adjustment = Self.stepping(onIncrement, onDecrement, onEditingChanged)
  }
  public init<Label: View>(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: AnyView(label()), title: nil, value: nil, canDecrement: onDecrement != nil,
      canIncrement: onIncrement != nil)
    adjustment = Self.stepping(onIncrement, onDecrement, onEditingChanged)
  }

  init(label: AnyView, title: String?, value: String?, canDecrement: Bool, canIncrement: Bool) {
    self.label = label
    self.title = title
    self.value = value
    self.canDecrement = canDecrement
    self.canIncrement = canIncrement
  }

  public var body: some View {
    StepperBody(label: label, canDecrement: canDecrement, canIncrement: canIncrement)
      .control(
        "stepper",
        ControlSemantics(
          role: .adjustable, label: title, value: value, action: nil, perform: adjustment))
  }

  /// A step up or down of `value` by `step`, within `bounds` (a bound reached, no further), each
  /// an edit: `onEditingChanged(true)`, the change, `onEditingChanged(false)`. Only in a session.
  private static func stepping<V: Strideable>(
    _ value: Binding<V>, _ bounds: ClosedRange<V>?, _ step: V.Stride,
    _ onEditingChanged: @escaping (Bool) -> Void
  ) -> ElementAction? {
    guard StateGraph.current != nil else { return nil }
    func by(_ stride: V.Stride) -> @MainActor () -> Void {
      onRenderingThread {
        var next = value.wrappedValue.advanced(by: stride)
        if let bounds { next = min(max(next, bounds.lowerBound), bounds.upperBound) }
        onEditingChanged(true)
        value.wrappedValue = next
        onEditingChanged(false)
      }
    }
    return .adjust(.init(increment: by(step), decrement: by(-step), position: nil))
  }

  /// The stepper's own increment and decrement closures, each an edit. Only in a session.
  private static func stepping(
    _ onIncrement: (() -> Void)?, _ onDecrement: (() -> Void)?,
    _ onEditingChanged: @escaping (Bool) -> Void
  ) -> ElementAction? {
    guard StateGraph.current != nil else { return nil }
    func edit(_ change: (() -> Void)?) -> (@MainActor () -> Void)? {
      change.map { change in
        onRenderingThread {
          onEditingChanged(true)
          change()
          onEditingChanged(false)
        }
      }
    }
    return .adjust(.init(increment: edit(onIncrement), decrement: edit(onDecrement), position: nil))
  }
}

private nonisolated struct StepperBody: View {
  @Environment(\.design) var design
  let label: AnyView, canDecrement: Bool, canIncrement: Bool
  @Environment(\.labelsHidden) var labelsHidden
  @Environment(\.isEnabled) var isEnabled

  var body: some View {
    let m = StepperMetrics.of(design)
    return HStack(spacing: labelsHidden ? 0 : m.labelSpacing) {
      if labelsHidden {
        label.controlLabel()
      } else {
        label.controlLabel().frame(maxWidth: .infinity, alignment: .leading)
      }
      HStack(spacing: 0) {
        half("minus", enabled: canDecrement && isEnabled, m)
        Rectangle().fill(Color.separator).frame(width: 1, height: m.dividerHeight)
        half("plus", enabled: canIncrement && isEnabled, m)
      }
      .frame(width: m.size.width, height: m.size.height)
      .background(RoundedRectangle(cornerRadius: m.cornerRadius).fill(m.background))
    }
  }

  func half(_ symbol: String, enabled: Bool, _ m: StepperMetrics) -> some View {
    Image(systemName: symbol).font(.system(size: m.symbolSize, weight: .medium))
      .foregroundColor(Color.primary.controlColor(isEnabled: enabled))
      .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}
