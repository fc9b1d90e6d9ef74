// `.headerProminence`: `.increased` draws the section headers here large, bold and as written
// (ListMetrics.prominentHeaderFont), as sidebars draw theirs.

/// How prominent a header is (SwiftUI's Prominence).
public enum Prominence: Hashable, Sendable, CaseIterable {
  case standard, increased
}

private struct HeaderProminenceKey: EnvironmentKey {
  static let defaultValue = Prominence.standard
}

extension EnvironmentValues {
  /// The prominence of the section headers here.
  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the prominence of the section headers here.
  public func headerProminence(_ prominence: Prominence) -> some View {
    environment(\.headerProminence, prominence)
  }
}
