// Modifiers about pointers and taps that change nothing a still draws.

nonisolated extension View {
  /// Whether the view takes touches. A still draws it the same either way; the semantics do
  /// not yet mark the views inside as taking no taps (docs/swiftui.md, "Gestures").
  public func allowsHitTesting(_ enabled: Bool) -> some View { self }
  /// What runs when a pointer enters or leaves the view: never in a still (no pointer).
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
}
