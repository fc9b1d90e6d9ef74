// The layout direction (SwiftUI's LayoutDirection). Right to left mirrors where views go, not
// what they draw (Layout/LayoutDirectionBoundary.swift).

/// The direction of a layout's horizontal axis (SwiftUI's LayoutDirection).
public enum LayoutDirection: String, Hashable, CaseIterable, Sendable, Codable {
  case leftToRight, rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
  /// The layout direction: left to right unless a variant or a modifier sets it.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
}
