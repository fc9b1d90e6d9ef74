import PopshotGraphics
import PopshotText

/// What rendering a view produces: its size, what to draw, and what each element is.
public struct LayoutResult: Sendable {
  public var size: Size
  /// Where the root view was placed on the screen.
  public var frame: Rect
  public var displayList: DisplayList
  public var semantics: Semantics
  /// The frame of every view given an explicit `.id`, in points.
  public var frames: [String: Rect]
  /// The sheets and covers attached to the views laid out, shown or not, in tree order.
  public var presentations: [PresentationRequest]
  /// The views shown by an `if` or `switch` of a view builder.
  public var conditionals: [ConditionalRegion]
}

/// Lays out a view tree and turns it into a display list and semantics.
public enum LayoutEngine {
  /// Renders `view` on a screen of `size` points: the view is proposed the safe area (the screen
  /// less `environment.safeAreaInsets`) and centred in it, as SwiftUI does with a root view.
  /// `alignment` places the view in the safe area when it is smaller (SwiftUI centres it).
  public static func render(
    _ view: some View, size: Size, environment: EnvironmentValues = EnvironmentValues(),
    alignment: Alignment = .center
  ) throws(FontError) -> LayoutResult {
    // Bodies are evaluated, and geometry readers' content built, inside the render's environment.
    var out = EnvironmentValues.$current.withValue(environment) {
      let root = Builder.root(view, env: environment)
      let screen = Rect(origin: .zero, size: size)
      let safe = screen.inset(by: environment.safeAreaInsets)
      let s = root.size(ProposedSize(safe.size))
      var out = Output(screen: screen, safe: safe)
      out.rootFrame = Rect(origin: alignment.place(s, in: safe), size: s)
      root.placeIn(out.rootFrame, &out)
      return out
    }
    if let error = out.firstError { throw error }
    for i in out.elements.indices { out.elements[i].zOrder = i }
    return LayoutResult(
      size: out.rootFrame.size, frame: out.rootFrame, displayList: DisplayList(out.items),
      semantics: Semantics(elements: out.elements), frames: out.frames,
      presentations: out.presentations, conditionals: out.conditionals)
  }

  /// The size `view` takes for a proposal, without drawing it.
  public static func size(
    of view: some View, proposal: ProposedSize, environment: EnvironmentValues = EnvironmentValues()
  ) -> Size {
    EnvironmentValues.$current.withValue(environment) {
      Builder.root(view, env: environment).size(proposal)
    }
  }

  /// The frames of the views given an explicit `.id`, laid out on a `size` screen.
  public static func frames(
    of view: some View, size: Size, environment: EnvironmentValues = EnvironmentValues()
  ) throws(FontError) -> [String: Rect] {
    try render(view, size: size, environment: environment).frames
  }
}

/// Builds the layout tree from view nodes, resolving the environment on the way down and giving
/// every node an id from its place in the tree.
enum Builder {
  /// The layout tree of a root view in `env` (the current environment), with its `onAppear`
  /// actions run and the tree rebuilt as they leave it: what a render and a measurement both see.
  static func root(_ view: some View, env: EnvironmentValues) -> LayoutNode {
    Appearances.settled { build(node(of: view), env: env, path: "", stackAxis: nil) }
  }

  static func join(_ path: String, _ component: String) -> String {
    path.isEmpty ? component : "\(path)/\(component)"
  }

  /// The id component for a node: its kind, numbered when it has siblings.
  static func kind(_ n: ViewNode) -> String {
    switch n {
    case .empty, .list: return "group"
    case .text: return "text"
    case .image: return "image"
    case .shape: return "shape"
    case .spacer: return "spacer"
    case .divider: return "divider"
    case .stack(let axis, _, _, _): return axis == .horizontal ? "hstack" : "vstack"
    case .zstack: return "zstack"
    case .geometry: return "geometry"
    case .button: return "button"
    case .modified(let inner, let m):
      if case .id(let id) = m { return "#" + id }
      return kind(inner)
    }
  }

  static func children(_ nodes: [ViewNode], env: EnvironmentValues, path: String, stackAxis: Axis?)
    -> [LayoutNode]
  {
    let flat = ViewNode.flatten(nodes)
    var counts: [String: Int] = [:]
    for n in flat { counts[kind(n), default: 0] += 1 }
    var seen: [String: Int] = [:]
    return flat.map { n in
      let k = kind(n)
      let index = seen[k, default: 0]
      seen[k] = index + 1
      let component = counts[k]! > 1 ? "\(k)[\(index)]" : k
      return build(
        n, env: env, path: k.hasPrefix("#") ? "" : join(path, component), stackAxis: stackAxis)
    }
  }

  static func build(_ n: ViewNode, env: EnvironmentValues, path: String, stackAxis: Axis?)
    -> LayoutNode
  {
    let id = path.isEmpty ? kind(n) : path
    switch n {
    case .empty: return EmptyNode()
    case .list(let nodes):
      let kids = children(nodes, env: env, path: path, stackAxis: .vertical)
      return kids.count == 1
        ? kids[0] : StackNode(axis: .vertical, alignment: .center, spacing: nil, children: kids)
    case .text(let s): return TextNode(s, id: id, env: env)
    case .image(let content): return ImageNode(content, id: id, env: env)
    case .shape(let content): return ShapeNode(content, env: env)
    case .spacer(let minLength): return SpacerNode(minLength: minLength, axis: stackAxis)
    case .divider: return DividerNode(stackAxis: stackAxis, env: env)
    case .stack(let axis, let alignment, let spacing, let kids):
      return StackNode(
        axis: axis, alignment: alignment, spacing: spacing,
        children: children(kids, env: env, path: id, stackAxis: axis))
    case .zstack(let alignment, let kids):
      return ZStackNode(
        alignment: alignment, children: children(kids, env: env, path: id, stackAxis: nil))
    case .geometry(let make):
      return GeometryNode(insets: env.safeAreaInsets) { proxy in
        build(make(proxy), env: env, path: join(id, "content"), stackAxis: nil)
      }
    case .button(let label, let role, let action):
      var labelEnv = env
      if labelEnv.foregroundStyle == nil {
        labelEnv.foregroundStyle = role == .destructive ? Color.red : Color.accentColor
      }
      return TappableNode(
        build(label, env: labelEnv, path: join(id, "label"), stackAxis: nil), id: id,
        action: action, role: .button)
    case .modified(let inner, let m):
      return modified(inner, m, env: env, path: path, id: id, stackAxis: stackAxis)
    }
  }

  static func modified(
    _ inner: ViewNode, _ m: Modifier, env: EnvironmentValues, path: String, id: String,
    stackAxis: Axis?
  ) -> LayoutNode {
    func child(_ e: EnvironmentValues = env) -> LayoutNode {
      build(inner, env: e, path: path, stackAxis: stackAxis)
    }
    switch m {
    case .padding(let insets): return PaddingNode(child(), insets: insets)
    case .frame(let w, let h, let a): return FrameNode(child(), width: w, height: h, alignment: a)
    case .fractionFrame(let w, let h, let a):
      return FractionFrameNode(child(), width: w, height: h, alignment: a)
    case .flexFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, let a):
      return FlexFrameNode(
        child(), minW: minW, idealW: idealW, maxW: maxW, minH: minH, idealH: idealH, maxH: maxH,
        alignment: a)
    case .background(let deco, let a):
      return DecoratedNode(
        child(), decoration: build(deco, env: env, path: join(id, "background"), stackAxis: nil),
        alignment: a, isBackground: true)
    case .overlay(let deco, let a):
      return DecoratedNode(
        child(), decoration: build(deco, env: env, path: join(id, "overlay"), stackAxis: nil),
        alignment: a, isBackground: false)
    case .foreground, .font, .fontWeight, .lineLimit, .multilineTextAlignment, .environment:
      // The same change view bodies see (Modifier.environmentChange), so the two cannot differ.
      var e = env
      m.environmentChange?(&e)
      return child(e)
    case .opacity(let o): return OpacityNode(child(), opacity: o)
    case .clip(let shape): return ClipNode(child(), shape: shape)
    case .shadow(let color, let r, let x, let y):
      return ShadowNode(child(), color: color, radius: r, dx: x, dy: y, scheme: env.colorScheme)
    case .offset(let x, let y): return OffsetNode(child(), dx: x, dy: y)
    case .fixedSize(let h, let v): return FixedSizeNode(child(), horizontal: h, vertical: v)
    case .layoutPriority(let p):
      let c = child()
      c.priority = p
      return c
    case .zIndex(let z):
      let c = child()
      c.zIndex = z
      return c
    case .aspectFit: return AspectFitNode(child())
    case .ignoresSafeArea(let edges): return IgnoresSafeAreaNode(child(), edges: edges)
    case .contentShape(let shape): return ContentShapeNode(child(), shape: shape)
    case .accessibilityLabel(let label):
      return AccessibilityNode(child(), id: id, label: label, hidden: nil, escape: false)
    case .accessibilityHidden(let hidden):
      return AccessibilityNode(child(), id: id, label: nil, hidden: hidden, escape: false)
    case .accessibilityAction:
      return AccessibilityNode(child(), id: id, label: nil, hidden: nil, escape: true)
    case .onTap(let name): return TappableNode(child(), id: id, action: name, role: .container)
    case .id(let explicit):
      return IdNode(build(inner, env: env, path: explicit, stackAxis: stackAxis), id: explicit)
    case .presentation(var request):
      request.source = id
      // The settings inside the content (detents, grabber…) are read here; the content itself
      // is laid out again where it is presented, so its bodies read the sheet's environment
      // (a navigation bar is 56 pt in an iPhone sheet).
      if let content = request.content {
        content.makeNode().collectConfiguration(into: &request.configuration)
      }
      return PresentationNode(child(), request: request)
    case .presentationConfiguration, .navigationTitle, .navigationTitleDisplayMode:
      return child()
    case .accessibilityTraits(let traits):
      return TraitsNode(child(), id: id, traits: traits)
    case .conditional:
      return ConditionalNode(child(), id: id)
    case .effect(let transform):
      return EffectNode(child(), transform: transform)
    }
  }
}
