// `.monospacedDigit()`: figures of one width (OpenType `tnum`, which Inter has), so that numbers
// in a column or a counting label do not shift.

private struct MonospacedDigitKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  var textMonospacedDigit: Bool {
    get { self[MonospacedDigitKey.self] }
    set { self[MonospacedDigitKey.self] = newValue }
  }
}

extension View {
  public func monospacedDigit() -> some View { environment(\.textMonospacedDigit, true) }
}

extension Text {
  public func monospacedDigit() -> Text { modified { $0.textMonospacedDigit = true } }
}
