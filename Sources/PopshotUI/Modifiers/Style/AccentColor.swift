// The older colour modifiers SwiftUI code still uses: `.accentColor(_:)` (the tint, deprecated
// for `.tint`), `.colorScheme(_:)` (deprecated for `.preferredColorScheme`) and
// `.preferredColorScheme(_:)`.

nonisolated extension View {
  /// Tints the controls inside (SwiftUI's deprecated spelling of `.tint(_:)`).
  public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

  /// Draws the view in an appearance (nil: the variant's). SwiftUI applies this to the whole
  /// presentation the view is in; Popshot applies it to the view and what it contains, since a
  /// variant already names the screen's appearance.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    PreviewSetting(
      content: transformEnvironment(\.colorScheme) { if let colorScheme { $0 = colorScheme } }
    ) { $0.colorScheme = $0.colorScheme ?? colorScheme }
  }

  /// Draws the view and what it contains in an appearance (SwiftUI's deprecated
  /// `colorScheme(_:)`, which sets the environment value).
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }
}
