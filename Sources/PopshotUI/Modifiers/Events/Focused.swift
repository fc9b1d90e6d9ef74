// The focus modifiers (SwiftUI's `focused`, `focusable`): they tie a view to a `@FocusState`.
// A still draws no focus (no caret, no keyboard, no focus ring), so they change nothing drawn.

nonisolated extension View {
  /// Ties the view's focus to `condition`; nothing is drawn for focus in a still.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

  /// Focuses the view when `binding` equals `value`; nothing is drawn for focus in a still.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  {
    self
  }

  /// Whether the system's focus effect (a halo on tvOS and visionOS, a ring with a keyboard)
  /// is off; nothing is drawn for focus in a still.
  public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }

  /// Whether the view can take the focus; nothing changes in a still.
  public func focusable(_ isFocusable: Bool = true) -> some View { self }
}
