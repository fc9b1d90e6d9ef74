// `.refreshable` (SwiftUI's): pull to refresh. A still is never pulled, so the action never runs
// and no spinner is drawn. The views inside read its `refresh` action, as on iOS; code that calls
// it runs the action.

/// The refresh a `.refreshable` view offers (SwiftUI's RefreshAction).
public struct RefreshAction: @unchecked Sendable {
  // Not `@Sendable`, as SwiftUI's is: Popshot's views are not main-actor types, so a closure
  // that captures one could not be.
  let action: () async -> Void
  /// Runs the refresh action.
  public func callAsFunction() async { await action() }
}

private struct RefreshKey: EnvironmentKey {
  static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
  /// The refresh of the nearest `.refreshable` view around this one, or nil.
  public var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Offers pull to refresh; in a still nothing is pulled and the action never runs.
  public func refreshable(action: @escaping () async -> Void) -> some View {
    environment(\.refresh, RefreshAction(action: action))
  }
}
