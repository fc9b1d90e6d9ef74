import Foundation
import PopshotGraphics

nonisolated extension View {
  /// The shape that ContainerRelativeShape takes inside this view, laid in this view's frame.
  public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
    modified(ContainerShapeModifier(shape: ContainerShapeModifier.insetting(shape)))
  }
}

/// `.containerShape`.
struct ContainerShapeModifier: LayoutModifier {
  /// The shape inset by an amount in a rect; nil for ContainerRelativeShape itself, which leaves
  /// the outer container's shape in force (it would otherwise refer to itself).
  let shape: ((Rect, Double) -> Path)?

  static func insetting<T: InsettableShape>(_ s: T) -> ((Rect, Double) -> Path)? {
    if s is ContainerRelativeShape { return nil }
    return { rect, amount in s.inset(by: CGFloat(amount)).path(in: CGRect(rect)) }
  }

  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    guard let shape else { return c.content() }
    return ContainerShapeNode(c.content(), shape: shape)
  }
}

/// Child sizing and preferred size: the child's. While the child is placed, the container shape
/// is this one in this frame (ContainerShapeScope), for the ContainerRelativeShapes inside.
final class ContainerShapeNode: WrapperNode {
  let shape: (Rect, Double) -> Path
  init(_ child: LayoutNode, shape: @escaping (Rect, Double) -> Path) {
    self.shape = shape
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    ContainerShapeScope.$current.withValue(ContainerShapeScope(shape: shape, frame: frame)) {
      child.placeIn(frame, &out)
    }
  }
}
