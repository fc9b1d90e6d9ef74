import PopshotGraphics

nonisolated extension View {
  /// A view behind this one, sized to it. Disfavoured, as SwiftUI's deprecated form is: a value
  /// that is both a view and a style (`.background(Color.red)`) takes the style form below,
  /// which reaches into the safe area.
  @_disfavoredOverload
  public func background(_ view: some View, alignment: Alignment = .center) -> some View {
    modified(DecorationModifier(view: erased(view), alignment: alignment, isBackground: true))
  }
  /// A view behind this one, built in place (`.background { … }`).
  public func background(alignment: Alignment = .center, @ViewBuilder content: () -> some View)
    -> some View
  {
    background(content(), alignment: alignment)
  }
  /// Fills the view's bounds behind it with a style (`.background(.purple)`), into the safe
  /// area on `edges` (all of them by default, SwiftUI's `ignoresSafeAreaEdges: .all`).
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edges = .all)
    -> some View
  {
    background(Rectangle().fill(style).ignoresSafeArea(edges: edges))
  }
  /// Fills the view's bounds behind it with the background style (`.background()`, iOS 15):
  /// the system background, into the safe area on `edges`.
  public func background(ignoresSafeAreaEdges edges: Edges = .all) -> some View {
    background(.background, ignoresSafeAreaEdges: edges)
  }
}

/// `.background` and `.overlay`: a view behind or in front of the content, offered its size. The
/// view is reduced where the modified view is, in the same environment.
struct DecorationModifier: LayoutModifier {
  let view: any View
  let alignment: Alignment
  let isBackground: Bool
  func reduced() -> (any LayoutModifier)? { reducedForm }
  func makeLayout(_ c: ModifierContext) -> LayoutNode { reducedForm.makeLayout(c) }
  /// The modifier with its view reduced, in the current environment.
  var reducedForm: DecorationNodeModifier {
    DecorationNodeModifier(
      decoration: node(of: view), alignment: alignment, isBackground: isBackground)
  }
}

/// A background or overlay whose view is reduced.
struct DecorationNodeModifier: LayoutModifier {
  let decoration: ViewNode
  let alignment: Alignment
  let isBackground: Bool
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    DecoratedNode(
      c.content(),
      decoration: c.build(decoration, component: isBackground ? "background" : "overlay"),
      alignment: alignment, isBackground: isBackground)
  }
  func preference(_ key: AnyPreferenceKey, of content: ViewNode) -> Any? {
    key.reduce([content, decoration])
  }
}

/// A background or overlay. Child sizing: the decoration is offered the content's size.
/// Preferred size: the content's. A plain-colour background becomes the declared background of
/// the elements in front of it.
final class DecoratedNode: WrapperNode {
  let decoration: LayoutNode, alignment: Alignment, isBackground: Bool
  init(_ child: LayoutNode, decoration: LayoutNode, alignment: Alignment, isBackground: Bool) {
    self.decoration = decoration
    self.alignment = alignment
    self.isBackground = isBackground
    super.init(child)
  }
  override func preference(_ key: AnyPreferenceKey) -> Any? { key.reduce([child, decoration]) }
  override func place(_ frame: Rect, _ out: inout Output) {
    let ds = decoration.size(ProposedSize(frame.size))
    let dframe = Rect(origin: alignment.place(ds, in: frame), size: ds)
    if isBackground {
      decoration.placeIn(dframe, &out)
      let saved = out.background
      if let c = DecoratedNode.solidColor(of: decoration), c.alpha > 0 { out.background = c }
      child.placeIn(frame, &out)
      out.background = saved
    } else {
      child.placeIn(frame, &out)
      decoration.placeIn(dframe, &out)
    }
  }
  static func solidColor(of node: LayoutNode) -> SRGBColor? {
    if let s = node as? ShapeNode { return s.solidColor }
    if let w = node as? WrapperNode, !(w is ClipNode) { return solidColor(of: w.child) }
    return nil
  }
}

extension FixtureModifier {
  /// `{"background": "blue"}` (a colour), `{"background": {"text": …}}` (a view), or
  /// `{"background": {"view": …, "alignment": "top"}}`.
  static let background = FixtureModifier("background") { m, v in
    let (view, alignment) = try decoration(m)
    return AnyView(v.background(view, alignment: alignment))
  }

  /// A background's or overlay's view and alignment.
  static func decoration(_ m: any FixtureValue) throws -> (AnyView, Alignment) {
    if m.hasMember("view") {
      let o = try m.members(["view", "alignment"], required: ["view"])
      return (try o["view"]!.view(), try o["alignment"]?.alignment() ?? .center)
    }
    if m.stringValue != nil { return (AnyView(try m.color()), .center) }
    return (try m.view(), .center)
  }
}
