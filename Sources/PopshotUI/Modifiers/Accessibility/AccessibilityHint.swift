nonisolated extension View {
  /// What VoiceOver reads after the label and a pause: what the element's action does
  /// ("Starts navigation when the screen opens").
  public func accessibilityHint(_ hint: String) -> some View {
    modified(AccessibilityAttachmentModifier { $0.hint = hint })
  }
  /// The hint, as a text.
  public func accessibilityHint(_ hint: Text) -> some View { accessibilityHint(hint.string) }
}

extension FixtureModifier {
  /// `{"accessibilityHint": "Deletes the draft"}`.
  static let accessibilityHint = FixtureModifier("accessibilityHint") { m, v in
    AnyView(v.accessibilityHint(try m.string()))
  }
}
