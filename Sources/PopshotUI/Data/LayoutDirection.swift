// The layout direction (SwiftUI's LayoutDirection). Popshot lays out left to right only: setting
// `.rightToLeft` is read back by the views that ask, and mirrors nothing (stacks, padding and
// text are placed as for left to right).

/// The direction of a layout's horizontal axis (SwiftUI's LayoutDirection).
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight, rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
  /// The layout direction: left to right unless a modifier sets it; nothing is mirrored.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
}
