// What views inside a searchable container read about the search (SwiftUI's `isSearching` and
// `dismissSearch`). A still is not searching: the field is not being edited.

/// Ends the search of the searchable view around (SwiftUI's DismissSearchAction); a still has
/// no search to end, so it does nothing.
public struct DismissSearchAction: Sendable {
  public func callAsFunction() {}
}

private struct IsSearchingKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the user is searching: false in a still unless a modifier sets it.
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }
  /// Ends the search; does nothing in a still.
  public var dismissSearch: DismissSearchAction { DismissSearchAction() }
}
