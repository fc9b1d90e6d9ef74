// `.italic()`: the italic face (Inter's, DejaVu's), or the face slanted by 12° where the design
// has none (Quicksand).

extension EnvironmentValues {
  /// Whether texts here are italic whatever their font.
  var textItalic: Bool {
    get { textSettings.italic }
    set { textSettings.italic = newValue }
  }
}

nonisolated extension View {
  public func italic(_ isActive: Bool = true) -> some View { environment(\.textItalic, isActive) }
}

extension Text {
  public func italic() -> Text { italic(true) }
  public func italic(_ isActive: Bool) -> Text { modified { $0.textItalic = isActive } }
}
