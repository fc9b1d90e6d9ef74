nonisolated extension View {
  /// Declares the escape action (VoiceOver's two-finger scrub) that dismisses a custom modal.
  public func accessibilityEscapeAction(_ action: () -> Void = {}) -> some View {
    modified(AccessibilityModifier(label: nil, hidden: nil, escape: true))
  }
}

extension FixtureModifier {
  /// `{"accessibilityEscape": true}`.
  static let accessibilityEscape = FixtureModifier("accessibilityEscape") { m, v in
    _ = try m.bool()
    return AnyView(v.accessibilityEscapeAction())
  }
}
