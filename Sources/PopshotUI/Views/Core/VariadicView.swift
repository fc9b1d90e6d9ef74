// `_VariadicView` (SwiftUI's underscored but widely used API): a container written by the user
// that sees its content as a list of child views, the way a VStack or a List does. A `Tree`
// pairs a root with a ViewBuilder's content; the root's `body(children:)` is given the content
// flattened into its views and says what to draw with them (aheze/Setting's divided stack puts a
// Divider between them; the Moving Parts article "Variadic views in SwiftUI" made it known).
//
// The children are the views a stack would lay out, in order: a builder's views, a ForEach's
// rows, a Group's views (its modifiers applied to each), the shown branch of an `if`; EmptyView
// and an `if` that shows nothing give none. They are reduced where the Tree is, in the render's
// environment, so a child's body reads the environment around the Tree, not the modifiers the
// root puts around it (those still apply to its layout and drawing, which read the environment
// when built).

/// SwiftUI's namespace for containers whose root sees their content as separate views.
public enum _VariadicView {
  public typealias Root = _VariadicView_Root
  public typealias ViewRoot = _VariadicView_ViewRoot
  public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot
  public typealias MultiViewRoot = _VariadicView_MultiViewRoot
  public typealias Children = _VariadicView_Children

  /// A root and the content whose children it is given.
  public struct Tree<Root: _VariadicView_Root, Content> {
    public var root: Root
    public var content: Content
    public init(_ root: Root, @ViewBuilder content: () -> Content) {
      self.root = root
      self.content = content()
    }
  }
}

/// What a Tree's root is (SwiftUI's `_VariadicView_Root`).
public protocol _VariadicView_Root {}

/// A root that makes views of its children.
public protocol _VariadicView_ViewRoot: _VariadicView_Root {
  associatedtype Body: View
  /// What the tree draws, made from the children of its content.
  @ViewBuilder func body(children: _VariadicView.Children) -> Body
}

/// A root whose tree is one view in its container, as a VStack is: a body of several views is
/// laid out as a VStack's content would be (as a list of views is where one view is expected).
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}

/// A root whose tree is as many views as its body makes, which join the container around it, as
/// the views of a Group do.
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

extension _VariadicView.Tree: View, PrimitiveView
where Root: _VariadicView_ViewRoot, Content: View {
  public typealias Body = Never
  public var body: Never { return fatalError("_VariadicView.Tree is a primitive view") }

  func makeNode() -> ViewNode {
    let children = _VariadicView.Children(nodes: ViewNode.flatten([node(of: content)]))
    let made = node(of: root.body(children: children))
    // A root that is neither unary nor multi is taken as multi (Popshot's choice: SwiftUI code
    // declares one of the two).
    guard Root.self is any _VariadicView_UnaryViewRoot.Type else { return made }
    let views = ViewNode.flatten([made])
    guard views.count > 1 else { return made }
    return .leaf(
      StackContent(
        children: views, spacing: nil, axis: .vertical,
        alignment: Alignment(horizontal: .center, vertical: .center)))
  }
}
