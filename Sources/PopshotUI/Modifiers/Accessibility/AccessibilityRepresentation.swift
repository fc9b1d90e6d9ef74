import PopshotGraphics

// `.accessibilityRepresentation(representation:)`: the view is drawn as it is, but assistive
// technologies see the representation instead ("Replaces one or more accessibility elements for
// this view with new accessibility elements", SwiftUI's documentation): a custom-drawn control
// reads as the Toggle or Slider it stands for. The representation is laid out in the view's
// frame; its elements replace the view's and none of its drawing is kept.

nonisolated extension View {
  /// Assistive technologies read `representation` in place of this view's own elements.
  public func accessibilityRepresentation<V: View>(
    @ViewBuilder representation: () -> V
  ) -> some View {
    modified(AccessibilityRepresentationModifier(representation: node(of: representation())))
  }
}

/// `.accessibilityRepresentation`.
struct AccessibilityRepresentationModifier: LayoutModifier {
  let representation: ViewNode
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    AccessibilityRepresentationNode(
      c.content(), representation: c.build(representation, component: "representation"))
  }
}

/// Draws its content and records the representation's elements in its place.
final class AccessibilityRepresentationNode: WrapperNode {
  let representation: LayoutNode
  init(_ child: LayoutNode, representation: LayoutNode) {
    self.representation = representation
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let first = out.elements.count
    child.placeIn(frame, &out)
    out.elements.removeSubrange(first...)
    // The representation is only read: its drawing, presentations and regions are dropped.
    var scratch = out
    scratch.items = []
    scratch.presentations = []
    scratch.conditionals = []
    _ = representation.size(ProposedSize(frame.size))
    representation.placeIn(frame, &scratch)
    out.elements = scratch.elements
    if out.firstError == nil { out.firstError = scratch.firstError }
  }
}
