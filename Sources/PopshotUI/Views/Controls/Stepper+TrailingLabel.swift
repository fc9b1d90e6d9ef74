// Stepper's initialiser with the label as the trailing closure, after the actions.

extension Stepper {
  /// A stepper that calls `onIncrement` and `onDecrement` (nil: that button is disabled).
  public init<Label: View>(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}
