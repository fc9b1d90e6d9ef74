// `.accessibilityInputLabels`: the names Voice Control and Full Keyboard Access accept for the
// element, "in descending order of importance"; VoiceOver still reads the label. Semantics only.

nonisolated extension View {
  /// Alternative names the user can say or type for the element, most important first.
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
    let labels = inputLabels.map(\.string)
    return accessibilityAttachment { $0.inputLabels = labels }
  }
  /// The input labels, from localized keys.
  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
    accessibilityInputLabels(inputLabelKeys.map { Text($0) })
  }
  /// The input labels, as strings read as they are.
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
    accessibilityInputLabels(inputLabels.map { Text(verbatim: String($0)) })
  }
}
