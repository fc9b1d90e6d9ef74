import PopshotGraphics

nonisolated extension View {
  /// Shows the view only where `mask` is opaque: each pixel's alpha times the mask's.
  public func mask(alignment: Alignment = .center, @ViewBuilder _ mask: () -> some View)
    -> some View
  {
    modified(MaskModifier(view: erased(mask()), alignment: alignment))
  }
  /// The older form, with the mask as a value.
  public func mask(_ mask: some View) -> some View {
    modified(MaskModifier(view: erased(mask), alignment: .center))
  }
}

/// `.mask`: the mask view is reduced where the masked view is, in its environment, and offered
/// its size, like a background.
struct MaskModifier: LayoutModifier {
  let view: any View
  let alignment: Alignment
  func reduced() -> (any LayoutModifier)? { reducedForm }
  func makeLayout(_ c: ModifierContext) -> LayoutNode { reducedForm.makeLayout(c) }
  var reducedForm: MaskNodeModifier {
    MaskNodeModifier(mask: node(of: view), alignment: alignment)
  }
}

struct MaskNodeModifier: LayoutModifier {
  let mask: ViewNode
  let alignment: Alignment
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    MaskNode(c.content(), mask: c.build(mask, component: "mask"), alignment: alignment)
  }
}

/// Child sizing: the mask is offered the content's size and aligned in its frame. Preferred
/// size: the content's. The mask draws no pixels of its own and has no elements.
final class MaskNode: WrapperNode {
  let mask: LayoutNode, alignment: Alignment
  init(_ child: LayoutNode, mask: LayoutNode, alignment: Alignment) {
    self.mask = mask
    self.alignment = alignment
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    out.items.append(.pushLayer(.mask))
    child.placeIn(frame, &out)
    out.items.append(.beginMask)
    let size = mask.size(ProposedSize(frame.size))
    let elements = out.elements.count
    mask.placeIn(Rect(origin: alignment.place(size, in: frame), size: size), &out)
    out.elements.removeSubrange(elements...)
    out.items.append(.popLayer)
  }
}
