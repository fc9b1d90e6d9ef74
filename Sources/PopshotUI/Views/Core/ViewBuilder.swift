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
public nonisolated struct ViewList: PrimitiveView {
  let views: [any View]
  init(_ views: [any View]) { self.views = views }
  /// A builder's result as a list (a list stays itself; any other view becomes a list of one).
  static func of<V: View>(_ view: V) -> ViewList {
    V.self == ViewList.self ? view as! ViewList : ViewList([erased(view)])
  }
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
