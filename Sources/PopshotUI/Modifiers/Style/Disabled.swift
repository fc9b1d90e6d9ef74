// `.disabled`: controls inside are drawn dimmed, take no taps, and are described to the audit as
// not enabled (the `notEnabled` trait), which the contrast and target-size rules exempt.

private struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// Whether the controls here take input (false inside `.disabled(true)`).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}

extension View {
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
