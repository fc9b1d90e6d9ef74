// `.listRowBackground`: a view drawn behind a row, across its cell, instead of the cell's colour
// (clipped to an inset grouped card's corners). Read by the list from the row.

nonisolated extension View {
  /// Draws `view` behind this row in its list cell; nil: the list's cell colour.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    preference(key: ListRowBackgroundKey.self, value: view.map { AnyView($0) })
  }
}

/// A row's background view: the outermost one set in it.
struct ListRowBackgroundKey: PreferenceKey {
  static func reduce(value: inout AnyView?, nextValue: () -> AnyView?) {
    value = nextValue() ?? value
  }
}
