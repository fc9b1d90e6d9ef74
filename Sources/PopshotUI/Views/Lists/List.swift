// List (SwiftUI's List): a scrolling column of rows, grouped into sections, drawn in the list
// style of the environment. A still shows it at rest, scrolled to the top: rows from its top edge,
// clipped to its frame. The layout is ListNode; the numbers are ListMetrics.

/// Rows in a scrolling column, in sections (SwiftUI's List).
public nonisolated struct List: PrimitiveView {
  let content: ViewList
  public init(@ViewBuilder content: () -> some View) { self.content = ViewList.of(content()) }
  /// A list whose rows can be selected; a still shows no selection (iPhone lists select only in
  /// edit mode, which a still is not in).
  public init<SelectionValue: Hashable>(
    selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> some View
  ) {
    self.init(content: content)
  }
  public init<SelectionValue: Hashable>(
    selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> some View
  ) {
    self.init(content: content)
  }
  /// One row per element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) {
    content = ViewList([ForEach(data, content: rowContent)])
  }
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) {
    content = ViewList([ForEach(data, id: id, content: rowContent)])
  }
  public init<Data: RandomAccessCollection, SelectionValue: Hashable, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) {
    self.init(data, rowContent: rowContent)
  }
  public init<Data: RandomAccessCollection, SelectionValue: Hashable, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) {
    self.init(data, rowContent: rowContent)
  }

  func makeNode() -> ViewNode {
    ListContent.node(content, appearance: EnvironmentValues.current.listStyle._appearance)
  }
}

/// A list, reduced: its rows and sections, and how it draws.
final class ListContent: LeafContent {
  let children: [ViewNode], appearance: ListAppearance
  /// A lone ForEach outside an interaction session: its rows are made as the list is built,
  /// only those a still can show (LazyRows).
  let rows: (any Rows)?
  init(children: [ViewNode], appearance: ListAppearance, rows: (any Rows)? = nil) {
    self.children = children
    self.appearance = appearance
    self.rows = rows
  }
  var kind: String { "list" }
  var preferenceSources: [ViewNode] { children }

  /// A list of `content` in `appearance`. Its rows are reduced knowing they are in a list (a
  /// navigation link draws its chevron there), and the list's background colour is a
  /// preference, which a navigation bar over it draws behind itself (the bar is transparent at
  /// rest and the list's background shows through it).
  static func node(_ content: ViewList, appearance: ListAppearance) -> ViewNode {
    let env = EnvironmentValues.current
    let leaf: ViewNode
    if let each = LazyRows.source(content) {
      leaf = .leaf(ListContent(children: [], appearance: appearance, rows: each))
    } else {
      let nodes = EnvironmentValues.with({ $0.listAppearance = appearance }, { content.nodes })
      leaf = .leaf(ListContent(children: nodes, appearance: appearance))
    }
    guard env.scrollContentBackground != .hidden else { return leaf }
    let color: Color? = appearance.backgroundColor
    let key = AnyPreferenceKey(ListBackgroundKey.self)
    return .modified(leaf, PreferenceModifier(key: key, value: { _ in color as Any }))
  }

  func makeLayout(_ c: BuildContext) -> LayoutNode {
    var inner = c
    inner.environment.listAppearance = appearance
    var sections: [ListSection] = []
    var loose: [LayoutNode] = []
    func closeLoose() {
      guard !loose.isEmpty else { return }
      sections.append(
        ListSection(
          header: nil, rows: loose, footer: nil, spacing: c.environment.listSectionSpacing,
          headerProminence: c.environment.headerProminence))
      loose = []
    }
    var built: [LayoutNode]
    var unmade = 0
    if let rows {
      let lazy = LazyRows(rows: rows, axis: .vertical).make(inner, split: ListRows.rows(of:))
      built = lazy.children
      unmade = rows.rowCount - lazy.made
    } else {
      built = inner.children(ListRows.rows(of: children), axis: .vertical)
    }
    for node in built {
      if let section = SectionNode.find(in: node) {
        closeLoose()
        sections.append(section.section)
      } else {
        loose.append(node)
      }
    }
    closeLoose()
    return ListNode(
      sections: sections.map { ListNode.Section($0, context: inner) }, appearance: appearance,
      env: c.environment, unmade: (unmade, rows.map { $0.rowCount - unmade } ?? 0))
  }
}

/// The rows a list or section lays out from its children: lists flattened, and a modifier on a
/// group of views (a ForEach, a Group) applied to each of them, as SwiftUI applies it.
enum ListRows {
  static func rows(of nodes: [ViewNode]) -> [ViewNode] { nodes.flatMap(rows(of:)) }
  static func rows(of node: ViewNode) -> [ViewNode] {
    switch node {
    case .empty: return []
    case .list(let nodes): return rows(of: nodes)
    case .leaf: return [node]
    case .modified(let inner, let m):
      return isGroup(inner) ? rows(of: inner).map { .modified($0, m) } : [node]
    }
  }
  /// Whether a node is several views (modified or not).
  static func isGroup(_ node: ViewNode) -> Bool {
    switch node {
    case .list: return true
    case .modified(let inner, _): return isGroup(inner)
    case .empty, .leaf: return false
    }
  }
}

/// The background colour of the list inside, for the navigation bar over it.
struct ListBackgroundKey: PreferenceKey {
  static func reduce(value: inout Color?, nextValue: () -> Color?) {
    value = value ?? nextValue()
  }
}

extension ListAppearance {
  /// Behind the rows: the grouped background, or the system background for a plain list.
  var backgroundColor: Color { isGrouped ? .systemGroupedBackground : .systemBackground }
  /// Behind a row's content, unless the row sets a background.
  var cellColor: Color? { isGrouped ? .secondarySystemGroupedBackground : nil }
}

/// nil: the design's least row height at the text size.
private struct DefaultMinListRowHeightKey: EnvironmentKey {
  static let defaultValue: Double? = nil
}

private struct ListAppearanceKey: EnvironmentKey {
  static let defaultValue: ListAppearance? = nil
}

extension EnvironmentValues {
  /// The least height of a list row (SwiftUI's defaultMinListRowHeight): the system's for the
  /// design and text size unless set.
  public var defaultMinListRowHeight: Double {
    get {
      self[DefaultMinListRowHeightKey.self]
        ?? ListMetrics.of(design).minRowHeight(at: dynamicTypeSize, scale: displayScale)
    }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }
  /// The appearance of the list the view is a row of; nil outside lists.
  var listAppearance: ListAppearance? {
    get { self[ListAppearanceKey.self] }
    set { self[ListAppearanceKey.self] = newValue }
  }
}
