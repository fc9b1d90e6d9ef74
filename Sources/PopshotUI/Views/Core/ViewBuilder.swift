/// Builds views from the statements of a closure (SwiftUI's ViewBuilder), with Apple's result
/// types: one view is itself, several are a `TupleView`, an `if` is an optional view, an
/// `if`/`else` or `switch` a `_ConditionalContent`, and `if #available` an `AnyView`; so
/// declared types (`VStack<Text>`, `() -> TupleView<(A, B)>`) compile. Popshot also accepts `for`
/// loops, which SwiftUI does not. Each result keeps its views as a `ViewList` for the layout.
@resultBuilder
public enum ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    var views: [any View] = []
    for view in repeat each content { views += ViewList.of(view).views }
    return TupleView(value: (repeat each content), views: views)
  }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(shown: first, branch: .first)
  }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(shown: second, branch: .second)
  }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
  /// A `for` loop's views, one list (Popshot only: SwiftUI asks for a ForEach).
  public static func buildArray<Content: View>(_ parts: [Content]) -> ViewList {
    ViewList(parts.flatMap { ViewList.of($0).views })
  }
  /// Marks each view of a branch as shown under a condition (layout and ids do not change).
  static func conditional(_ part: ViewList, branch: Conditional.Branch) -> ViewList {
    ViewList(part.views.map { Conditional(view: $0, branch: branch) })
  }
}

/// Several views built together (SwiftUI's TupleView): its views join their container.
public nonisolated struct TupleView<T>: PrimitiveView {
  public var value: T
  let views: [any View]
  /// A tuple of views, read element by element.
  public init(_ value: T) {
    self.value = value
    views = Mirror(reflecting: value).children.flatMap { child -> [any View] in
      guard let view = child.value as? any View else { return [] }
      return ViewList.of(view).views
    }
  }
  init(value: T, views: [any View]) {
    self.value = value
    self.views = views
  }
  func makeNode() -> ViewNode { ViewList(views).makeNode() }
}

/// The view of whichever branch of an `if`/`else` or `switch` was taken (SwiftUI's
/// `_ConditionalContent`), its views marked as shown under a condition.
public nonisolated struct _ConditionalContent<TrueContent: View, FalseContent: View>:
  PrimitiveView
{
  let shown: ViewList
  init(shown view: some View, branch: Conditional.Branch) {
    shown = ViewBuilder.conditional(ViewList.of(view), branch: branch)
  }
  func makeNode() -> ViewNode { shown.makeNode() }
}

/// Several views side by side in their container (what a ViewBuilder returns). The views are
/// kept as they are and reduced to nodes only when a render asks, so that their bodies read the
/// render's environment.
public nonisolated struct ViewList: PrimitiveView {
  /// The views, or, in an interaction session, the ForEach whose rows they are when a stack took
  /// them out of it (its rows keep their identities by element: StateGraph). One word either
  /// way, so a stack holding a list stays within an existential's inline buffer.
  private let storage: Storage
  private enum Storage {
    case views([any View])
    case rows(RowsSource)
  }
  init(_ views: [any View]) { storage = .views(views) }
  private init(rows: RowsSource) { storage = .rows(rows) }

  var views: [any View] {
    switch storage {
    case .views(let views): return views
    case .rows(let source): return source.views
    }
  }
  private var forEach: RowsSource? {
    if case .rows(let source) = storage { return source }
    return nil
  }
  /// A builder's result as a list: a list, a tuple, a branch or an optional gives its views;
  /// any other view becomes a list of one.
  static func of<V: View>(_ view: V) -> ViewList {
    if V.self == ViewList.self { return view as! ViewList }
    if let built = view._popshotBuiltViews() { return built }
    return ViewList([erased(view)])
  }
  /// A stack's children: a builder's lone ForEach gives its rows as the list, instead of a list
  /// holding the ForEach (an array per stack). A stack flattens lists, so its nodes are the same.
  static func children(_ view: some View) -> ViewList {
    let list = of(view)
    guard list.views.count == 1, let each = list.views[0] as? any Rows else { return list }
    // Outside a session (a fixture decoded, a plain render) the rows need no identities: no
    // object is made for them.
    guard StateGraph.current != nil else { return ViewList(each.rows) }
    return ViewList(rows: RowsSource(each))
  }
  var nodes: [ViewNode] {
    if let forEach, StateGraph.current != nil, case .list(let rows) = forEach.rows.makeNode() {
      return rows
    }
    return views.map(node(of:))
  }
  func makeNode() -> ViewNode {
    if forEach != nil, StateGraph.current != nil { return .list(nodes) }
    return views.count == 1 ? node(of: views[0]) : .list(nodes)
  }
}

/// The ForEach a list of rows came from, and its rows.
final class RowsSource {
  let rows: any Rows
  /// Made only when asked: the rows' nodes come from the ForEach itself (`nodes`), so its
  /// content runs once a render, not twice.
  lazy var views: [any View] = rows.rows
  init(_ rows: any Rows) { self.rows = rows }
}

// What a ViewBuilder returns for several views, a branch or an optional view: its views.
extension TupleView {
  public func _popshotBuiltViews() -> ViewList? { ViewList(views) }
}

extension _ConditionalContent {
  public func _popshotBuiltViews() -> ViewList? { shown }
}

extension Optional where Wrapped: View {
  public func _popshotBuiltViews() -> ViewList? { list }
  /// The wrapped view's views, marked as shown under a condition, or none.
  var list: ViewList {
    switch self {
    case .some(let view): return ViewBuilder.conditional(ViewList.of(view), branch: .some)
    case .none:
      // In a session an `if` not taken still holds its place, so that a second `if` of the
      // same kind after it keeps its own identity; a still needs no place.
      return StateGraph.current == nil ? ViewList([]) : ViewList([UntakenBranch()])
    }
  }
}

/// The place of an `if` without `else` whose condition is false, in an interaction session: it
/// takes the identity its branch would take, and draws nothing.
nonisolated struct UntakenBranch: PrimitiveView {
  func makeNode() -> ViewNode {
    let d = ViewDepth.current
    if d.pointee.graph != nil { _ = d.pointee.nextIdentity(Conditional.Branch.some.identity) }
    return .empty
  }
}
