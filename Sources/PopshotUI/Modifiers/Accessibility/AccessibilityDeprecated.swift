// The accessibility modifiers of iOS 13, deprecated in iOS 14 and 15 but still in code:
// `.accessibility(label:)` and its kin are the modern modifiers under their older names.

nonisolated extension View {
  /// The deprecated spelling of `accessibilityLabel(_:)`.
  public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
  /// The deprecated spelling of `accessibilityValue(_:)`.
  public func accessibility(value: Text) -> some View { accessibilityValue(value) }
  /// The deprecated spelling of `accessibilityHint(_:)`.
  public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
  /// The deprecated spelling of `accessibilityHidden(_:)`.
  public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
  /// The deprecated spelling of `accessibilityIdentifier(_:)`.
  public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
  /// The deprecated spelling of `accessibilityAddTraits(_:)`.
  public func accessibility(addTraits traits: AccessibilityTraits) -> some View {
    accessibilityAddTraits(traits)
  }
  /// The deprecated spelling of `accessibilityRemoveTraits(_:)`.
  public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
    accessibilityRemoveTraits(traits)
  }
  /// The deprecated spelling of `accessibilitySortPriority(_:)`.
  public func accessibility(sortPriority: Double) -> some View {
    accessibilitySortPriority(sortPriority)
  }
  /// Keeps the view from being inverted by Smart Invert. A still is never inverted, so the view
  /// draws the same.
  public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
}
