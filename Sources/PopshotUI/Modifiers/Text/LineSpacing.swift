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
