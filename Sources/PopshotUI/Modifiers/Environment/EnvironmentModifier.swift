// The modifier that writes the environment. Environment-only modifiers (`.font`,
// `.foregroundColor`, `.lineLimit`…) are one line each over `.environment(_:_:)`, in
// Modifiers/Style, as SwiftUI's `.font(f)` is `environment(\.font, f)`.

nonisolated extension View {
  /// Sets an environment value for this view and its content.
  public func environment<V>(_ key: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View
  {
    modified(
      EnvironmentModifier(turnsLayout: key == \EnvironmentValues.layoutDirection) {
        $0[keyPath: key] = value
      })
  }
  /// Changes an environment value for this view and its content.
  public func transformEnvironment<V>(
    _ key: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modified(
      EnvironmentModifier(turnsLayout: key == \EnvironmentValues.layoutDirection) {
        transform(&$0[keyPath: key])
      })
  }
  /// Puts `object` in the environment of this view and everything inside it.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modified(EnvironmentModifier { $0.objects[ObjectIdentifier(T.self)] = object })
  }
}

/// Changes the environment of its content by a function, and does nothing else.
struct EnvironmentModifier: LayoutModifier {
  let change: (inout EnvironmentValues) -> Void
  /// Whether the change is to the layout direction (LayoutDirectionBoundary).
  let mayChangeLayoutDirection: Bool
  init(turnsLayout: Bool = false, _ change: @escaping (inout EnvironmentValues) -> Void) {
    self.change = change
    mayChangeLayoutDirection = turnsLayout
  }
  var changesEnvironment: Bool { true }
  func changeEnvironment(_ environment: inout EnvironmentValues) { change(&environment) }
}
