// `.monospacedDigit()`: figures of one width (OpenType `tnum`, which Inter has), so that numbers
// in a column or a counting label do not shift.

extension EnvironmentValues {
  var textMonospacedDigit: Bool {
    get { textSettings.monospacedDigit }
    set { textSettings.monospacedDigit = newValue }
  }
}

nonisolated extension View {
  public func monospacedDigit() -> some View { environment(\.textMonospacedDigit, true) }
}

extension Text {
  public func monospacedDigit() -> Text { modified { $0.textMonospacedDigit = true } }
}
