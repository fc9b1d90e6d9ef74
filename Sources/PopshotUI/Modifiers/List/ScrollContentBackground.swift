// `.scrollContentBackground(.hidden)`: a list draws no background of its own, so what is behind it
// shows (its cards are still drawn).

private struct ScrollContentBackgroundKey: EnvironmentKey {
  static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
  /// Whether scrollable views here draw their background.
  var scrollContentBackground: Visibility {
    get { self[ScrollContentBackgroundKey.self] }
    set { self[ScrollContentBackgroundKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Shows or hides the background of the lists and forms here.
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    environment(\.scrollContentBackground, visibility)
  }
}
