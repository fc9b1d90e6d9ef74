nonisolated extension View {
  /// Declares the escape action (VoiceOver's two-finger scrub) that dismisses a custom modal;
  /// in an interaction session `action` runs on `.escape`.
  public func accessibilityEscapeAction(_ action: @escaping () -> Void = {}) -> some View {
    accessibilityAction(.escape, action)
  }
}

extension FixtureModifier {
  /// `{"accessibilityEscape": true}`.
  static let accessibilityEscape = FixtureModifier("accessibilityEscape") { m, v in
    _ = try m.bool()
    return AnyView(v.accessibilityEscapeAction())
  }
}
