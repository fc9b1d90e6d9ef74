// `.help` (iOS 14): text that explains a view. On iOS it is the view's accessibility hint (on
// macOS and visionOS also a tooltip, which a phone has no pointer to show).

nonisolated extension View {
  /// Help text, looked up as a localized key: the view's accessibility hint.
  public func help(_ textKey: LocalizedStringKey) -> some View {
    accessibilityHint(Text(textKey))
  }
  /// Help text: the view's accessibility hint.
  public func help(_ text: Text) -> some View { accessibilityHint(text) }
  /// Help text, as a string: the view's accessibility hint.
  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> some View {
    accessibilityHint(String(text))
  }
}
