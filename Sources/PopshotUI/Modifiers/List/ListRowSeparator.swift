// `.listRowSeparator` and `.listRowSeparatorTint`: whether the hairlines above and below a row are
// drawn, and their colour. A separator between two rows is hidden when either row hides its edge
// there, as in SwiftUI. Read by the list from the row.

/// A vertical edge (SwiftUI's VerticalEdge).
public enum VerticalEdge: Int8, CaseIterable, Sendable, Hashable {
  case top, bottom
  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}

/// A horizontal edge (SwiftUI's HorizontalEdge).
public enum HorizontalEdge: Int8, CaseIterable, Sendable, Hashable {
  case leading, trailing
}

nonisolated extension View {
  /// Shows or hides this row's separators on `edges`.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    transformPreference(ListRowSeparatorKey.self) { s in
      if edges.contains(.top) { s.top = visibility }
      if edges.contains(.bottom) { s.bottom = visibility }
    }
  }
  /// Colours this row's separators on `edges`; nil: the separator colour.
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    transformPreference(ListRowSeparatorKey.self) { s in
      if edges.contains(.top) { s.topTint = color }
      if edges.contains(.bottom) { s.bottomTint = color }
    }
  }
}

/// What a row says about its separators; nil fields: the list's default.
struct RowSeparators: Equatable {
  var top: Visibility?
  var bottom: Visibility?
  var topTint: Color?
  var bottomTint: Color?
}

/// A row's separator settings, field by field: an outer setting over the ones inside.
struct ListRowSeparatorKey: PreferenceKey {
  static let defaultValue = RowSeparators()
  static func reduce(value: inout RowSeparators, nextValue: () -> RowSeparators) {
    let n = nextValue()
    value.top = n.top ?? value.top
    value.bottom = n.bottom ?? value.bottom
    value.topTint = n.topTint ?? value.topTint
    value.bottomTint = n.bottomTint ?? value.bottomTint
  }
}
