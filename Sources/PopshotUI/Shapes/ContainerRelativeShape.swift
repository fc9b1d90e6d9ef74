// SwiftUI's ContainerRelativeShape: the shape set by the nearest `.containerShape(_:)` around the
// view, inset to the view's frame so that its corners are concentric with the container's. With
// no container shape it is a rectangle, as Apple documents ("If there is not a current container
// shape, the system provides a rectangle"), which is what it draws in an iOS app's views; only
// widgets and a few system containers set a shape of their own. Rule and sources:
// docs/swiftui.md, "Shapes, paths and CoreGraphics types".
import Foundation
import PopshotGraphics

/// The shape of the container the view is in, inset to its frame (SwiftUI's
/// ContainerRelativeShape).
public nonisolated struct ContainerRelativeShape: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path {
    let r = Rect(cg: rect)
    guard let container = ContainerShapeScope.current else { return .rect(r) }
    return container.path(in: r)
  }
}

extension ContainerRelativeShape: InsettableShape, _FrameInsettable {}

nonisolated extension Shape where Self == ContainerRelativeShape {
  /// The container's shape, inset to the view's frame.
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

/// The container shape in force while a `.containerShape` view's content is placed: the shape
/// and the frame it was given there. Unchecked: a render places its views on one task, and the
/// scope lives only while they are placed.
struct ContainerShapeScope: @unchecked Sendable {
  /// The container's shape inset by an amount (its InsettableShape inset), in a rect.
  let shape: (Rect, Double) -> Path
  let frame: Rect

  @TaskLocal static var current: ContainerShapeScope?

  /// The container's shape for a view in `rect`: inset by the view's smallest distance to the
  /// container's edges (0 when it reaches or passes one), and laid in `rect` grown by that
  /// distance, so that a rounded rectangle's radius shrinks by what separates the two, the
  /// corners sharing their centres.
  func path(in rect: Rect) -> Path {
    let d = max(
      0,
      min(
        rect.minX - frame.minX, rect.minY - frame.minY, frame.maxX - rect.maxX,
        frame.maxY - rect.maxY))
    return shape(rect.insetBy(dx: -d, dy: -d), d)
  }
}
