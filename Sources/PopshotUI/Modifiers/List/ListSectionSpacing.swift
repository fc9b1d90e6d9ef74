// `.listSectionSpacing`: the space between the sections of a grouped list, set on the list or on
// a section (the space after it). An environment value, so a list's setting reaches its sections.

/// The space between list sections (SwiftUI's ListSectionSpacing).
public struct ListSectionSpacing: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case `default`, compact
    case custom(Double)
  }
  let kind: Kind
  /// The style's spacing (ListMetrics.sectionSpacing).
  public static let `default` = ListSectionSpacing(kind: .default)
  /// Less space (ListMetrics.compactSectionSpacing).
  public static let compact = ListSectionSpacing(kind: .compact)
  /// `spacing` points.
  public static func custom(_ spacing: Double) -> ListSectionSpacing {
    ListSectionSpacing(kind: .custom(spacing))
  }
}

private struct ListSectionSpacingKey: EnvironmentKey {
  static let defaultValue = ListSectionSpacing.default
}

extension EnvironmentValues {
  /// The space after the sections here.
  var listSectionSpacing: ListSectionSpacing {
    get { self[ListSectionSpacingKey.self] }
    set { self[ListSectionSpacingKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The space between the list sections here.
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    environment(\.listSectionSpacing, spacing)
  }
  /// `spacing` points between the list sections here.
  public func listSectionSpacing(_ spacing: Double) -> some View {
    listSectionSpacing(.custom(spacing))
  }
}
