// `.accessibilityValue`: what VoiceOver reads after the label ("Volume, 60 percent"). SwiftUI's
// three overloads: a Text, a localized key (what a string literal becomes) and any string.
// Semantics only: it draws nothing.

nonisolated extension View {
  /// What VoiceOver reads as the element's value, after its label.
  public func accessibilityValue(_ valueDescription: Text) -> some View {
    let value = valueDescription.string
    return accessibilityAttachment { $0.value = value }
  }
  /// The value, from a localized key.
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
    accessibilityValue(Text(valueKey))
  }
  /// The value, as a string read as it is.
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    let value = String(value)
    return accessibilityAttachment { $0.value = value }
  }
}

extension FixtureModifier {
  /// `{"accessibilityValue": "50%"}`.
  static let accessibilityValue = FixtureModifier("accessibilityValue") { m, v in
    AnyView(v.accessibilityValue(try m.string()))
  }
}
