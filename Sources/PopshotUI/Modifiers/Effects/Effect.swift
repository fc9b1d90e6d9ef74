import PopshotGraphics

nonisolated extension View {
  /// Draws the view scaled by `s` about `anchor`; its layout does not change.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: s, y: s, anchor: anchor)
  }
  /// Draws the view scaled by `s.width` × `s.height` about `anchor`.
  public func scaleEffect(_ s: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: s.width, y: s.height, anchor: anchor)
  }
  /// Draws the view scaled by `x` × `y` about `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    let (sx, sy) = (Double(x), Double(y))
    return modified(EffectModifier { frame in about(anchor.point(in: frame), .scale(sx, sy)) })
  }
  /// Draws the view rotated by `angle` (clockwise on screen) about `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    // Whole turns are no turn at all (sin 2π is not exactly 0 in floating point).
    let turn = angle.radians.truncatingRemainder(dividingBy: 2 * .pi)
    let radians = abs(turn) < 1e-12 || abs(abs(turn) - 2 * .pi) < 1e-12 ? 0 : turn
    return modified(
      EffectModifier { frame in
        radians == 0 ? .identity : about(anchor.point(in: frame), .rotation(radians))
      })
  }
}

/// `t` applied about the point `p` instead of the origin.
func about(_ p: Point, _ t: Transform) -> Transform {
  Transform.translation(-p.x, -p.y).concatenating(t).concatenating(.translation(p.x, p.y))
}

/// Scale and rotation effects and GeometryEffects: a transform of the view's frame.
struct EffectModifier: LayoutModifier {
  let transform: (Rect) -> Transform
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    EffectNode(c.content(), transform: transform)
  }
}

/// Scale and rotation effects: the content is laid out and placed as it is, then its drawing and
/// its elements' frames (as bounding boxes) go through the transform.
final class EffectNode: WrapperNode {
  let transform: (Rect) -> Transform
  init(_ child: LayoutNode, transform: @escaping (Rect) -> Transform) {
    self.transform = transform
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let t = transform(frame)
    let firstItem = out.items.count
    let firstElement = out.elements.count
    let firstConditional = out.conditionals.count
    child.placeIn(frame, &out)
    guard t != .identity else { return }
    let moved = out.items[firstItem...].flatMap { $0.applying(t) }
    out.items.replaceSubrange(firstItem..., with: moved)
    for i in firstElement..<out.elements.count { out.elements[i].apply(t) }
    for i in firstConditional..<out.conditionals.count {
      let c = out.conditionals[i]
      out.conditionals[i] = ConditionalRegion(
        id: c.id, frame: c.frame.applying(t), firstElement: c.firstElement,
        covers: c.covers.map { $0.applying(t) })
    }
  }
}
