// `.controlSize`: the size class of the controls inside (buttons, progress views, pickers).

/// The size of a control (SwiftUI's ControlSize).
public enum ControlSize: String, CaseIterable, Hashable, Sendable, Codable {
  case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
  static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
  /// The size of the controls here (regular unless `.controlSize` sets it).
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the size of the controls inside.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    environment(\.controlSize, controlSize)
  }
}

extension FixtureModifier {
  /// `{"controlSize": "large"}`.
  static let controlSize = FixtureModifier("controlSize") { m, v in
    AnyView(v.controlSize(try m.oneOf(ControlSize.self)))
  }
}
