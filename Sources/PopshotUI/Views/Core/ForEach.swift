/// A view that is a list of rows in its container.
protocol Rows {
  var rows: [any View] { get }
  var rowIDs: () -> [AnyHashable] { get }
}

/// One view per element of a collection.
public nonisolated struct ForEach<Data: RandomAccessCollection>: PrimitiveView, Rows {
  /// Each row's view: a row of one view is kept as that view, not as a list of one, so that a
  /// long collection costs one existential per row rather than an array per row.
  let rows: [any View]
  /// Each row's identity, worked out only when asked (a Picker's options are tagged with it).
  let rowIDs: () -> [AnyHashable]
  /// Rows identified by their elements' `id` (Identifiable), or by the elements themselves (a
  /// range of numbers, hashable values), else by their offsets.
  public init(_ data: Data, @ViewBuilder content: (Data.Element) -> ViewList) {
    rows = data.map { Self.row(content($0)) }
    rowIDs = {
      data.enumerated().map { offset, element in
        if let e = element as? any Identifiable { return identity(of: e) }
        return element as? AnyHashable ?? AnyHashable(offset)
      }
    }
  }
  public init<ID: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> ViewList
  ) {
    rows = data.map { Self.row(content($0)) }
    rowIDs = { data.map { AnyHashable($0[keyPath: id]) } }
  }
  /// A row as one view: its node is the one the list would make.
  private static func row(_ list: ViewList) -> any View {
    list.views.count == 1 ? list.views[0] : list
  }
  func makeNode() -> ViewNode { .list(rows.map(node(of:))) }
}

/// An Identifiable value's `id`, as a hashable value.
private func identity<T: Identifiable>(of value: T) -> AnyHashable { AnyHashable(value.id) }
