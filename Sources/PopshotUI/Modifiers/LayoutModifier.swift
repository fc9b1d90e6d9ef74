// Built-in modifiers. Each is a type in its own file (Modifiers/<concept>/<Name>.swift) with its
// public `View` extension, the layout node it builds and, when fixtures can name it, its entry for
// the fixture table (Fixtures/FixtureModifiers.swift). Nothing else needs to know it exists.

/// A change to a view that PopshotUI performs itself (SwiftUI's primitive modifiers): it knows how
/// to lay out and draw its content.
protocol LayoutModifier {
  /// Whether the modifier changes the environment of its content (a font, a colour).
  var changesEnvironment: Bool { get }
  /// Makes that change (called only when `changesEnvironment`).
  func changeEnvironment(_ environment: inout EnvironmentValues)
  /// Whether the change can turn the layout direction (only `.environment(\.layoutDirection,
  /// …)` does), so that the content may need mirroring.
  var mayChangeLayoutDirection: Bool { get }
  /// An explicit identity (`.id`): it names the content's element and starts the paths below it.
  var explicitID: String? { get }
  /// Whether, in an interaction session, the content's state is kept under `explicitID`: a new
  /// value is a new view (`.id`).
  static var scopesIdentity: Bool { get }
  /// The modifier with the views it holds reduced (a background's view), where the modified view
  /// is reduced and in its environment; nil when it holds none.
  func reduced() -> (any LayoutModifier)?
  /// The layout node of the modified view.
  func makeLayout(_ c: ModifierContext) -> LayoutNode
  /// The modified view's value for a preference, in the reduced tree (default: the content's).
  func preference(_ key: AnyPreferenceKey, of content: ViewNode) -> Any?
}

extension LayoutModifier {
  var changesEnvironment: Bool { false }
  func changeEnvironment(_ environment: inout EnvironmentValues) {}
  var mayChangeLayoutDirection: Bool { false }
  var explicitID: String? { nil }
  static var scopesIdentity: Bool { false }
  func reduced() -> (any LayoutModifier)? { nil }
  func preference(_ key: AnyPreferenceKey, of content: ViewNode) -> Any? {
    content.preference(key)
  }
  /// An environment-only modifier builds its content in the changed environment, nothing more.
  func makeLayout(_ c: ModifierContext) -> LayoutNode { c.content() }
}

/// What a modifier builds with: the modified view's place in the tree and its content.
struct ModifierContext {
  let base: BuildContext
  let contentNode: ViewNode
  let modifier: any LayoutModifier

  init(base: BuildContext, content: ViewNode, modifier: any LayoutModifier) {
    self.base = base
    self.contentNode = content
    self.modifier = modifier
  }

  /// The environment the modified view is in (before the modifier's own change).
  var environment: EnvironmentValues { base.environment }
  /// The modified view's id.
  var id: String { base.id }

  /// The content's layout node: at the modified view's place, in the environment the modifier
  /// makes.
  func content() -> LayoutNode {
    guard modifier.changesEnvironment else {
      return Builder.build(
        contentNode, env: base.environment, path: base.path, stackAxis: base.stackAxis)
    }
    var env = base.environment
    modifier.changeEnvironment(&env)
    let node = Builder.build(contentNode, env: env, path: base.path, stackAxis: base.stackAxis)
    // Where the layout direction turns, the content's layout is mirrored (or mirrored back).
    guard modifier.mayChangeLayoutDirection,
      env.layoutDirection != base.environment.layoutDirection
    else { return node }
    return LayoutDirectionBoundary(node)
  }

  /// The content's layout node with its paths starting from `path` (an explicit id).
  func content(path: String) -> LayoutNode {
    Builder.build(contentNode, env: base.environment, path: path, stackAxis: base.stackAxis)
  }

  /// A view the modifier adds (a background, an overlay), at `id/component`.
  func build(_ node: ViewNode, component: String) -> LayoutNode {
    base.build(node, component: component)
  }
}

/// A view with a built-in modifier applied: what `node(of:)` recognises first, by a class cast
/// (cheaper than asking for a protocol conformance, as it does for other views).
nonisolated class AnyModifiedView: PrimitiveView, LayoutModifier {
  let content: any View
  init(content: any View) { self.content = content }
  func makeNode() -> ViewNode { preconditionFailure("ModifiedView<M> overrides makeNode") }
  var changesEnvironment: Bool { false }
  func changeEnvironment(_ environment: inout EnvironmentValues) {}
  var mayChangeLayoutDirection: Bool { false }
  var explicitID: String? { nil }
  func reduced() -> (any LayoutModifier)? { nil }
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    preconditionFailure("ModifiedView<M> overrides makeLayout")
  }
  func preference(_ key: AnyPreferenceKey, of content: ViewNode) -> Any? {
    content.preference(key)
  }
}

/// A view with a built-in modifier `M` applied. The content is reduced to nodes when a render
/// asks, inside the environment the modifier makes (so `@Environment` reads what `.environment`
/// set).
///
/// A class that stands for its modifier in the reduced tree: a view value holds one reference
/// with the modifier inside it, whatever the modifier's size, and the reduced node holds the same
/// reference, so reducing a modified view allocates nothing for the modifier.
final class ModifiedView<M: LayoutModifier>: AnyModifiedView {
  let modifier: M

  init(content: any View, modifier: M) {
    self.modifier = modifier
    super.init(content: content)
  }

  override func makeNode() -> ViewNode {
    if M.scopesIdentity, StateGraph.current != nil, let id = modifier.explicitID {
      return inScope(Identity.mix(Identity.of(M.self), Identity.of(AnyHashable(id)))) {
        insertionPoint { makeScopedNode() }
      }
    }
    return makeScopedNode()
  }

  @inline(__always)
  private func makeScopedNode() -> ViewNode {
    if let m = modifier.reduced() {
      guard m.changesEnvironment else { return .modified(node(of: content), m) }
      return .modified(
        EnvironmentValues.with({ m.changeEnvironment(&$0) }) { node(of: content) }, m)
    }
    guard modifier.changesEnvironment else { return .modified(node(of: content), self) }
    return .modified(
      EnvironmentValues.with({ modifier.changeEnvironment(&$0) }) { node(of: content) }, self)
  }

  override var changesEnvironment: Bool { modifier.changesEnvironment }
  override func changeEnvironment(_ environment: inout EnvironmentValues) {
    modifier.changeEnvironment(&environment)
  }
  override var mayChangeLayoutDirection: Bool { modifier.mayChangeLayoutDirection }
  override var explicitID: String? { modifier.explicitID }
  override func makeLayout(_ c: ModifierContext) -> LayoutNode { modifier.makeLayout(c) }
  override func preference(_ key: AnyPreferenceKey, of content: ViewNode) -> Any? {
    modifier.preference(key, of: content)
  }
}

nonisolated extension View {
  /// The view with a built-in modifier applied. Inlined, so that each modifier's extension names
  /// its concrete ModifiedView (metadata cached once), not a generic one looked up per call.
  @inline(__always)
  func modified<M: LayoutModifier>(_ m: M) -> ModifiedView<M> {
    ModifiedView(content: erased(self), modifier: m)
  }
}
