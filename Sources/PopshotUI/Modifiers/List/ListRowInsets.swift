import PopshotGraphics

// `.listRowInsets`: the space around a row's content in its cell, read by the list from the row
// (a preference, as SwiftUI reads it as a trait of the row).

nonisolated extension View {
  /// The insets of this row's content in its list cell; nil: the list's default.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    preference(key: ListRowInsetsKey.self, value: insets)
  }
}

/// A row's own insets: the outermost one set in it.
struct ListRowInsetsKey: PreferenceKey {
  static func reduce(value: inout EdgeInsets?, nextValue: () -> EdgeInsets?) {
    value = nextValue() ?? value
  }
}
