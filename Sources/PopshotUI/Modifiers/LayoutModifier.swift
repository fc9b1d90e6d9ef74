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
  /// An explicit identity (`.id`): it names the content's element and starts the paths below it.
  var explicitID: String? { get }
  /// The modifier with the views it holds reduced (a background's view), where the modified view
  /// is reduced and in its environment; nil when it holds none.
  func reduced() -> (any LayoutModifier)?
  /// The layout node of the modified view.
  func makeLayout(_ c: ModifierContext) -> LayoutNode
}

extension LayoutModifier {
  var changesEnvironment: Bool { false }
  func changeEnvironment(_ environment: inout EnvironmentValues) {}
  var explicitID: String? { nil }
  func reduced() -> (any LayoutModifier)? { nil }
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
    return Builder.build(contentNode, env: env, path: base.path, stackAxis: base.stackAxis)
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

/// A view with a built-in modifier applied. The content is reduced to nodes when a render asks,
/// inside the environment the modifier makes (so `@Environment` reads what `.environment` set).
///
/// Generic over the modifier, so the modifier sits inside the view value; modifiers are at most
/// three words (a class where the fields are more), so the reduced node's `any LayoutModifier`
/// holds one in place and reducing allocates nothing for it (InlineSizeTests).
struct ModifiedView<Modifier: LayoutModifier>: PrimitiveView {
  let content: any View
  let modifier: Modifier

  func makeNode() -> ViewNode {
    let m: any LayoutModifier = modifier.reduced() ?? modifier
    guard m.changesEnvironment else { return .modified(node(of: content), m) }
    return .modified(EnvironmentValues.with({ m.changeEnvironment(&$0) }) { node(of: content) }, m)
  }
}

extension View {
  /// The view with a built-in modifier applied.
  func modified<M: LayoutModifier>(_ m: M) -> ModifiedView<M> {
    ModifiedView(content: erased(self), modifier: m)
  }
}
