nonisolated extension View {
  /// Hides the view's elements from VoiceOver.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    modified(AccessibilityModifier(label: nil, hidden: hidden))
  }
}

extension FixtureModifier {
  /// `{"accessibilityHidden": true}`.
  static let accessibilityHidden = FixtureModifier("accessibilityHidden") { m, v in
    AnyView(v.accessibilityHidden(try m.bool()))
  }
}
