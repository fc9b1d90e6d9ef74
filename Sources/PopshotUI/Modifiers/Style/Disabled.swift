// `.disabled`: controls inside are drawn dimmed, take no taps, and are described to the audit as
// not enabled (the `notEnabled` trait), which the contrast and target-size rules exempt.

// `EnvironmentValues.isEnabled` is stored with the other values every view reads
// (Data/Environment.swift).

nonisolated extension View {
  /// Disables the controls inside when `disabled` is true; an outer `.disabled(true)` wins over an
  /// inner `.disabled(false)`, as in SwiftUI.
  public func disabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
  }
}

extension FixtureModifier {
  /// `{"disabled": true}`.
  static let disabled = FixtureModifier("disabled") { m, v in AnyView(v.disabled(try m.bool())) }
}
