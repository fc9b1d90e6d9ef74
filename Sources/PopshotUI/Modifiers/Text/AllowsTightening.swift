// `.allowsTightening`: lets iOS squeeze letter spacing before it truncates. Kept in the
// environment and not applied: Apple does not publish how far it tightens, so a still shows the
// text at its own spacing (docs/swiftui.md says so).

private struct AllowsTighteningKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  public var allowsTightening: Bool {
    get { self[AllowsTighteningKey.self] }
    set { self[AllowsTighteningKey.self] = newValue }
  }
}

nonisolated extension View {
  public func allowsTightening(_ flag: Bool) -> some View {
    environment(\.allowsTightening, flag)
  }
}
