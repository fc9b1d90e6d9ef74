// SwiftUI's GlassEffectContainer: glass cannot sample other glass, so the glass shapes inside a
// container are drawn together, from what lies behind the container. Popshot draws every glass
// shape of its content (those not inside a clip or a layer) before the rest of the content, in
// order, and merges overlapping shapes of the same look into one shape, read once: no glass
// reads a label drawn on another, and shapes that overlap read no glass at all. The spacing
// (when shapes start to blend as they approach) shapes an animation: a still does not show it.
import PopshotGraphics

/// Draws the glass of the views inside together (their content lays out as a Group's does).
public nonisolated struct GlassEffectContainer: PrimitiveView {
  let spacing: Double?
  let content: AnyView

  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> some View) {
    self.spacing = spacing.map { Double($0) }
    self.content = AnyView(content())
  }

  func makeNode() -> ViewNode { .leaf(GlassContainerContent(body: node(of: content))) }
}

final class GlassContainerContent: LeafContent {
  let body: ViewNode
  init(body: ViewNode) { self.body = body }
  var kind: String { "glassEffectContainer" }
  var preferenceSources: [ViewNode] { [body] }
  func makeLayout(_ c: BuildContext) -> LayoutNode {
    GlassContainerNode(c.build(body, component: "content"))
  }
}

/// Places its content, then moves the content's glass in front of the rest of it.
final class GlassContainerNode: WrapperNode {
  override func place(_ frame: Rect, _ out: inout Output) {
    let first = out.items.count
    child.placeIn(frame, &out)
    Self.gatherGlass(&out.items, from: first)
  }

  /// The glass items from `first` on (outside any clip or layer) first, overlapping ones of one
  /// look merged into one path, then everything else in its order.
  static func gatherGlass(_ items: inout [DisplayItem], from first: Int) {
    var glass: [(path: Path, style: Backdrop)] = []
    var rest: [DisplayItem] = []
    var depth = 0
    for item in items[first...] {
      switch item {
      case .pushClip, .pushOpacity, .pushLayer: depth += 1
      case .popClip, .popOpacity, .popLayer: depth -= 1
      case .backdrop(let p, let style) where depth == 0 && style.glass != nil:
        let b = p.controlBounds
        if let j = glass.firstIndex(where: {
          $0.style == style && !$0.path.controlBounds.intersection(b).isEmpty
        }) {
          glass[j].path.append(p)
        } else {
          glass.append((p, style))
        }
        continue
      default: break
      }
      rest.append(item)
    }
    guard !glass.isEmpty else { return }
    items.replaceSubrange(first..., with: glass.map { .backdrop($0.path, $0.style) } + rest)
  }
}
