// The view DSL: SwiftUI's shape, so that a seed's `body` can be transcribed almost line for line.
// A view is a value; primitive views turn into `ViewNode`s, the plain-data tree the layout engine
// reads, and every other view is reduced to its `body` until only primitives remain.
import PopshotGraphics
import PopshotText

/// A piece of user interface (SwiftUI's View).
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public var body: Never { return fatalError("Never has no body") }
}

/// Views built into Popshot: they describe themselves as a node instead of a body.
protocol PrimitiveView: View where Body == Never {
  func makeNode() -> ViewNode
}

extension PrimitiveView {
  public var body: Never { return fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Reduces any view to its node.
func node(of view: any View) -> ViewNode {
  if let primitive = view as? any PrimitiveView { return primitive.makeNode() }
  if let shape = view as? any Shape { return shapeNode(shape) }
  return node(of: view.body)
}

/// Builds views from the statements of a closure (SwiftUI's ViewBuilder), with `if`, `if let`,
/// `if`/`else`, `switch` and `for` loops.
@resultBuilder
public enum ViewBuilder {
  public static func buildExpression(_ view: some View) -> ViewList { ViewList([erased(view)]) }
  public static func buildBlock(_ parts: ViewList...) -> ViewList {
    ViewList(parts.flatMap(\.views))
  }
  public static func buildOptional(_ part: ViewList?) -> ViewList {
    part.map(conditional) ?? ViewList([])
  }
  public static func buildEither(first: ViewList) -> ViewList { conditional(first) }
  public static func buildEither(second: ViewList) -> ViewList { conditional(second) }
  /// Marks each view of a branch as shown under a condition (layout and ids do not change).
  static func conditional(_ part: ViewList) -> ViewList {
    ViewList(part.views.map { Conditional(view: $0) })
  }
  public static func buildArray(_ parts: [ViewList]) -> ViewList {
    ViewList(parts.flatMap(\.views))
  }
  public static func buildLimitedAvailability(_ part: ViewList) -> ViewList { part }
}

/// Several views side by side in their container (what a ViewBuilder returns). The views are
/// kept as they are and reduced to nodes only when a render asks, so that their bodies read the
/// render's environment.
public struct ViewList: PrimitiveView {
  let views: [any View]
  init(_ views: [any View]) { self.views = views }
  /// A builder's result as a list (a list stays itself; any other view becomes a list of one).
  static func of(_ view: some View) -> ViewList { view as? ViewList ?? ViewList([erased(view)]) }
  /// A stack's children: a builder's lone ForEach gives its rows as the list, instead of a list
  /// holding the ForEach (an array per stack). A stack flattens lists, so its nodes are the same.
  static func children(_ view: some View) -> ViewList {
    let list = of(view)
    guard list.views.count == 1, let each = list.views[0] as? any Rows else { return list }
    return ViewList(each.rows)
  }
  var nodes: [ViewNode] { views.map(node(of:)) }
  func makeNode() -> ViewNode {
    views.count == 1 ? node(of: views[0]) : .list(nodes)
  }
}

/// A view that draws nothing and takes no space.
public struct EmptyView: PrimitiveView {
  public init() {}
  func makeNode() -> ViewNode { .empty }
}

/// Groups views without a container of its own: they join the enclosing stack.
public struct Group: PrimitiveView {
  let content: ViewList
  public init(@ViewBuilder content: () -> some View) { self.content = ViewList.of(content()) }
  func makeNode() -> ViewNode { .list(content.nodes) }
}

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

/// A type-erased view. Its body is evaluated each time it is rendered, with that render's
/// environment (a scene's page is one value rendered on many variants). Sendable because views
/// are values that rendering only reads; state a view shares (`@State`, objects) is the caller's.
public struct AnyView: PrimitiveView, @unchecked Sendable {
  let view: any View
  public init(_ view: some View) { self.view = erased(view) }
  func makeNode() -> ViewNode { node(of: view) }
}

/// `view` ready to be stored as `any View`: an AnyView gives the view it wraps, so that erasing a
/// view twice does not box it twice (an AnyView is too large to sit inline in an existential, and
/// a fixture's view tree erases every view and every modifier).
func erased(_ view: some View) -> any View {
  if let any = view as? AnyView { return any.view }
  return view
}

/// The plain-data tree the layout engine reads.
indirect enum ViewNode {
  case empty
  case list([ViewNode])
  case text(String)
  case image(ImageContent)
  case shape(ShapeContent)
  case spacer(minLength: Double?)
  case divider
  case stack(Axis, alignment: Alignment, spacing: Double?, children: [ViewNode])
  case zstack(alignment: Alignment, children: [ViewNode])
  case geometry((GeometryProxy) -> ViewNode)
  case button(label: ViewNode, role: ButtonRole?, action: String)
  case modified(ViewNode, Modifier)

  /// The children a container lays out: lists are flattened, empty views dropped.
  static func flatten(_ nodes: [ViewNode]) -> [ViewNode] {
    nodes.flatMap { n -> [ViewNode] in
      switch n {
      case .list(let inner): return flatten(inner)
      case .empty: return []
      default: return [n]
      }
    }
  }
}

/// A direction of layout.
public enum Axis: Sendable { case horizontal, vertical }
