// `.lineSpacing`: points between the bottom of one line and the top of the next (not after the
// last), added to the font's line height.

extension EnvironmentValues {
  /// The space between lines of text here; never negative.
  public var lineSpacing: Double {
    get { textSettings.lineSpacing }
    set { textSettings.lineSpacing = max(0, newValue) }
  }
}

nonisolated extension View {
  public func lineSpacing(_ lineSpacing: Double) -> some View {
    environment(\.lineSpacing, lineSpacing)
  }
}

private struct TextStyleLeadingKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// Whether a text style's lines are its type-table leading apart (true) or its line height
  /// apart: list section headers and footers, whose lines iOS 26 sets 14.0 pt apart at Medium
  /// footnote (docs/platform.md, "Lists in Liquid Glass"), not the table's 16.
  package var textStyleLeading: Bool {
    get { self[TextStyleLeadingKey.self] }
    set { self[TextStyleLeadingKey.self] = newValue }
  }
}
