/// A view that is a list of rows in its container.
protocol Rows {
  /// How many rows there are, known without making any.
  var rowCount: Int { get }
  /// Row `i`'s view, made when asked (a lazy stack or list makes only the rows it shows).
  func row(_ i: Int) -> any View
  var rowIDs: () -> [AnyHashable] { get }
  /// The rows as the ForEach reduces them (each kept by its element's identity in a session).
  func makeNode() -> ViewNode
}

extension Rows {
  /// Every row's view, made now.
  var rows: [any View] { (0..<rowCount).map(row) }
}

/// One view per element of a collection (SwiftUI's `ForEach<Data, ID, Content>`). The content
/// may be a closure or a function returning `some View`. Rows are kept erased; the type
/// parameters are Apple's, so that declared types and constrained code compile.
public nonisolated struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>:
  PrimitiveView, Rows
{
  /// How many rows; each row's view is made from its element when asked, as SwiftUI calls a
  /// ForEach's content only for the rows it shows (a lazy stack's or a list's).
  let rowCount: Int
  private let makeRow: (Int) -> any View
  /// Each row's identity, worked out only when asked (a Picker's options are tagged with it).
  let rowIDs: () -> [AnyHashable]

  /// Row `i`'s view: a row of one view is kept as that view, not as a list of one, so that a
  /// long collection costs one existential per row rather than an array per row.
  func row(_ i: Int) -> any View { makeRow(i) }

  /// Rows identified by `id`'s value for each element.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    (rowCount, makeRow) = Self.rows(data, content)
    rowIDs = { data.map { AnyHashable($0[keyPath: id]) } }
  }

  fileprivate init(rows data: Data, content: @escaping (Data.Element) -> Content) {
    (rowCount, makeRow) = Self.rows(data, content)
    rowIDs = {
      data.enumerated().map { offset, element in
        if let e = element as? any Identifiable { return identity(of: e) }
        return element as? AnyHashable ?? AnyHashable(offset)
      }
    }
  }

  /// The rows of `data`, element `i`'s view made from it when asked.
  private static func rows(_ data: Data, _ content: @escaping (Data.Element) -> Content)
    -> (Int, (Int) -> any View)
  {
    (data.count, { i in row(content(data[data.index(data.startIndex, offsetBy: i)])) })
  }
  /// A row as one view: its node is the one the list would make.
  private static func row(_ content: Content) -> any View {
    let list = ViewList.of(content)
    return list.views.count == 1 ? list.views[0] : list
  }
  /// In an interaction session each row's state is kept under its element's id, so it follows
  /// the element when the list is reordered.
  func makeNode() -> ViewNode {
    guard StateGraph.current != nil else { return .list(rows.map(node(of:))) }
    return inScope(Identity.of(Self.self)) {
      .list(
        zip(rows, rowIDs()).map { row, id in
          inScope(Identity.of(id)) { insertionPoint(removable: false) { node(of: row) } }
        })
    }
  }
}

nonisolated extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Rows identified by their elements' `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(rows: data, content: content)
  }
}

nonisolated extension ForEach where Data == Range<Int>, ID == Int {
  /// One row per number of a constant range, identified by the number.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(rows: data, content: content)
  }
}

nonisolated extension ForEach where ID == AnyHashable {
  /// Rows of elements that are not Identifiable, identified by the elements themselves when
  /// they are hashable, else by their offsets. SwiftUI asks for `id:` here; Popshot accepts the
  /// form so that code written against older SDKs builds.
  @_disfavoredOverload
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(rows: data, content: content)
  }
}

nonisolated extension ForEach {
  /// A row per element of a bound collection, each given a binding to its element and
  /// identified by `id`'s value (SwiftUI's `ForEach($items, id: \.name) { $item in … }`).
  public init<C>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection,
    C: RandomAccessCollection, C.Index: Hashable
  {
    let elements = data.wrappedValue
    let indices = Array(elements.indices)
    rowCount = indices.count
    makeRow = { i in Self.row(content(data[indices[i]])) }
    rowIDs = { elements.map { AnyHashable($0[keyPath: id]) } }
  }

  /// A row per element of a bound collection of identifiable elements, each given a binding to
  /// its element (SwiftUI's `ForEach($items) { $item in … }`).
  public init<C>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection,
    C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
  {
    self.init(data, id: \.id, content: content)
  }
}

/// An Identifiable value's `id`, as a hashable value.
private func identity<T: Identifiable>(of value: T) -> AnyHashable { AnyHashable(value.id) }
