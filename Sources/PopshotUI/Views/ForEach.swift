/// A view that is a list of rows in its container.
protocol Rows {
  var rows: [any View] { get }
}

/// One view per element of a collection.
public struct ForEach<Data: RandomAccessCollection>: PrimitiveView, Rows {
  /// Each row's view: a row of one view is kept as that view, not as a list of one, so that a
  /// long collection costs one existential per row rather than an array per row.
  let rows: [any View]
  public init(_ data: Data, @ViewBuilder content: (Data.Element) -> ViewList) {
    rows = data.map { Self.row(content($0)) }
  }
  public init<ID>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> ViewList
  ) {
    rows = data.map { Self.row(content($0)) }
  }
  /// A row as one view: its node is the one the list would make.
  private static func row(_ list: ViewList) -> any View {
    list.views.count == 1 ? list.views[0] : list
  }
  func makeNode() -> ViewNode { .list(rows.map(node(of:))) }
}
