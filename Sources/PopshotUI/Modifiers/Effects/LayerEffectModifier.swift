import PopshotGraphics

/// The group effects (colour filters, blur, blend mode, compositing group): the content drawn
/// into a layer of its own, composited through the effect (`DisplayItem.pushLayer`).
struct LayerEffectModifier: LayoutModifier {
  /// The effect in the view's appearance (a colour multiply resolves its colour).
  let effect: @Sendable (ColorScheme) -> LayerEffect
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    LayerEffectNode(c.content(), effect: effect(c.environment.colorScheme))
  }
}

/// Draws its content in a layer with an effect. Layout and semantics are the content's.
final class LayerEffectNode: WrapperNode {
  let effect: LayerEffect
  init(_ child: LayoutNode, effect: LayerEffect) {
    self.effect = effect
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    out.items.append(.pushLayer(effect))
    child.placeIn(frame, &out)
    out.items.append(.popLayer)
  }
}

nonisolated extension View {
  func layerEffect(_ effect: LayerEffect) -> some View {
    modified(LayerEffectModifier { _ in effect })
  }
}
