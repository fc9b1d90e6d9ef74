// The scene's phase (SwiftUI's ScenePhase). A still is the app in the foreground, taking input:
// `.active`.

/// Whether a scene is in the foreground and taking input (SwiftUI's ScenePhase).
public enum ScenePhase: Hashable, Comparable, Sendable {
  case background, inactive, active
}

private struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
  /// The scene's phase: `.active` in a still.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
