// From reduced views to the layout tree. A view is reduced to a `ViewNode` when a render asks
// (its body evaluated in the render's environment); the Builder turns that tree into layout nodes,
// resolving the environment on the way down and giving every node an id from its place in the
// tree. What a primitive view or a built-in modifier builds is not decided here: each says so in
// its own file (`LeafContent.makeLayout`, `LayoutModifier.makeLayout`).
import PopshotGraphics
import PopshotText

/// A view reduced for a render: the plain tree the layout tree is built from.
indirect enum ViewNode {
  case empty
  /// Several views side by side in their container (a builder's result, a Group, a ForEach).
  case list([ViewNode])
  /// A primitive view (text, stack, shape…), ready to build its layout node.
  case leaf(any LeafContent)
  /// A view with a built-in modifier applied.
  case modified(ViewNode, any LayoutModifier)

  /// The children a container lays out: lists are flattened, empty views dropped. A modifier on
  /// a list (a Group's `.foregroundColor`, `.padding`) applies to each of its views, which join
  /// the container, as in SwiftUI; one with an explicit id stays on the list as a whole.
  static func flatten(_ nodes: [ViewNode]) -> [ViewNode] {
    nodes.flatMap { n -> [ViewNode] in
      switch n {
      case .list(let inner): return flatten(inner)
      case .empty: return []
      case .modified(let inner, let m) where m.explicitID == nil:
        if n.isSizedEmptyView { return [] }
        guard case .list = inner.listCore else { return [n] }
        return flatten([inner]).map { .modified($0, m) }
      default: return [n]
      }
    }
  }

  /// An EmptyView under frames and padding only (`EmptyView().frame(height: 20)`): nothing, as in
  /// SwiftUI, where a modifier applies to each view of its content and an EmptyView has none, so
  /// it takes no place in a stack (the spacer that works is `Color.clear.frame(height:)`).
  /// Modifiers that do more (a background, a sheet) keep the node.
  var isSizedEmptyView: Bool {
    // Every modified child of every container asks: the chain's end is found first, by enum
    // cases alone, and the modifiers' types are cast only over an EmptyView.
    var core = self
    while case .modified(let inner, _) = core { core = inner }
    guard case .empty = core else { return false }
    return sizesOnly
  }

  /// Whether every modifier down to the core is a frame or padding.
  private var sizesOnly: Bool {
    switch self {
    case .empty: return true
    case .modified(let inner, let m):
      // The node holds the modifier, or the modified view standing for it (ModifiedView).
      let sizes =
        m is ModifiedView<FrameModifier> || m is ModifiedView<FlexibleFrameModifier>
        || m is ModifiedView<PaddingModifier> || m is FrameModifier
        || m is FlexibleFrameModifier || m is PaddingModifier
      guard sizes else { return false }
      return inner.sizesOnly
    default: return false
    }
  }

  /// The list under a chain of modifiers, if the chain ends in one.
  var listCore: ViewNode {
    if case .modified(let inner, let m) = self, m.explicitID == nil { return inner.listCore }
    return self
  }
}

/// What a primitive view reduces to: the name its id is made of, and the layout node it builds.
protocol LeafContent {
  /// The id component of the view ("text", "vstack"…), numbered when it has siblings of its kind.
  var kind: String { get }
  /// The views inside it whose preferences it gathers, in view-tree order (a stack's children).
  var preferenceSources: [ViewNode] { get }
  func makeLayout(_ c: BuildContext) -> LayoutNode
}

extension LeafContent {
  var preferenceSources: [ViewNode] { [] }
}

extension ViewNode {
  /// The value of a preference in this reduced tree, before layout: what views set, combined in
  /// view-tree order; nil when none sets one. A GeometryReader's content is not built yet, so its
  /// values are read from the layout tree once placed (`LayoutNode.preference`), by the same rules.
  func preference(_ key: AnyPreferenceKey) -> Any? {
    switch self {
    case .empty: return nil
    case .list(let nodes): return key.reduce(nodes)
    case .leaf(let content): return key.reduce(content.preferenceSources)
    case .modified(let inner, let m): return m.preference(key, of: inner)
    }
  }

  /// The value of `K` in this reduced tree, or its default.
  func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value {
    preference(AnyPreferenceKey(key)) as? K.Value ?? K.defaultValue
  }
}

/// Where a node is built: its environment and its place in the tree.
struct BuildContext {
  var environment: EnvironmentValues
  /// The path of the node ("vstack/hstack[2]"); empty at the root and under an explicit id.
  let path: String
  /// The node's id: its path, or its kind where the path is empty.
  let id: String
  /// The axis of the stack the node is a child of (a spacer and a divider lay out along it).
  let stackAxis: Axis?

  /// A view that belongs to this node (a button's label, a background), at `id/component`.
  func build(_ node: ViewNode, component: String, environment: EnvironmentValues? = nil)
    -> LayoutNode
  {
    Builder.build(
      node, env: environment ?? self.environment, path: Builder.join(id, component),
      stackAxis: nil)
  }

  /// A container's children along `axis` (nil for a ZStack), numbered by kind under this node's id.
  func children(_ nodes: [ViewNode], axis: Axis?) -> [LayoutNode] {
    Builder.children(nodes, env: environment, path: id, stackAxis: axis)
  }
}

/// Builds the layout tree from view nodes.
enum Builder {
  /// The layout tree of a root view in `env` (the current environment), with its `onAppear`
  /// actions run and the tree rebuilt as they leave it: what a render and a measurement both see.
  /// In an interaction session, the root view's identity starts from nothing: each render of
  /// one screen finds its views' state where the last one left it.
  static func root(_ view: some View, env: EnvironmentValues) -> LayoutNode {
    let d = ViewDepth.current
    guard d.pointee.graph != nil else {
      return Appearances.settled { build(node(of: view), env: env, path: "", stackAxis: nil) }
    }
    let saved = ViewDepth.SavedScope(scope: d.pointee.scope, siblings: d.pointee.siblings)
    defer { d.pointee.leaveScope(saved) }
    return Appearances.settled {
      (d.pointee.scope, d.pointee.siblings) = (0, [])
      return build(node(of: view), env: env, path: "", stackAxis: nil)
    }
  }

  static func join(_ path: String, _ component: String) -> String {
    path.isEmpty ? component : "\(path)/\(component)"
  }

  /// The id component for a node: its kind, or `#id` under an explicit id.
  static func kind(_ n: ViewNode) -> String {
    switch n {
    case .empty, .list: return "group"
    case .leaf(let content): return content.kind
    case .modified(let inner, let m):
      if let id = m.explicitID { return "#" + id }
      return kind(inner)
    }
  }

  /// The path component of each of `kinds` among its siblings: the kind, numbered (`text[1]`)
  /// when siblings share it; empty for an explicit id, whose paths start again from it.
  static func components(_ kinds: [String]) -> [String] {
    var counts: [String: Int] = [:]
    for k in kinds { counts[k, default: 0] += 1 }
    var seen: [String: Int] = [:]
    return kinds.map { k in
      let index = seen[k, default: 0]
      seen[k] = index + 1
      if k.hasPrefix("#") { return "" }
      return counts[k]! > 1 ? "\(k)[\(index)]" : k
    }
  }

  static func children(_ nodes: [ViewNode], env: EnvironmentValues, path: String, stackAxis: Axis?)
    -> [LayoutNode]
  {
    let flat = ViewNode.flatten(nodes)
    if flat.count == 1 {  // the common case: no siblings to number, no tables
      let k = kind(flat[0])
      return [
        build(
          flat[0], env: env, path: k.hasPrefix("#") ? "" : join(path, k), stackAxis: stackAxis)
      ]
    }
    return zip(flat, components(flat.map(kind))).map { n, component in
      build(n, env: env, path: component.isEmpty ? "" : join(path, component), stackAxis: stackAxis)
    }
  }

  static func build(_ n: ViewNode, env: EnvironmentValues, path: String, stackAxis: Axis?)
    -> LayoutNode
  {
    // Views made while a node is built (a bar, a row background) count from its depth.
    let depth = ViewDepth.current
    guard depth.pointee.enter(ViewNode.self) else { return EmptyNode() }
    defer { depth.pointee.leave() }
    let c = BuildContext(
      environment: env, path: path, id: path.isEmpty ? kind(n) : path, stackAxis: stackAxis)
    switch n {
    case .empty: return EmptyNode()
    case .list(let nodes):
      let kids = children(nodes, env: env, path: path, stackAxis: .vertical)
      return kids.count == 1
        ? kids[0] : StackNode(axis: .vertical, alignment: .center, spacing: nil, children: kids)
    case .leaf(let content): return content.makeLayout(c)
    case .modified(let inner, let m):
      return m.makeLayout(ModifierContext(base: c, content: inner, modifier: m))
    }
  }
}
