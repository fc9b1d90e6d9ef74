import Foundation
import PopshotGraphics

nonisolated extension View {
  /// The area that receives taps: a shape in the view's frame.
  public func contentShape(_ shape: some Shape) -> some View {
    modified(ContentShapeModifier { shape.path(in: CGRect($0)) })
  }
}

/// `.contentShape`.
struct ContentShapeModifier: LayoutModifier {
  let shape: (Rect) -> Path
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    ContentShapeNode(c.content(), shape: shape)
  }
}

/// `.contentShape`: the hit area of the button it wraps or contains.
final class ContentShapeNode: WrapperNode {
  let shape: (Rect) -> Path
  init(_ child: LayoutNode, shape: @escaping (Rect) -> Path) {
    self.shape = shape
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    out.contentShape = shape(frame).controlBounds
    child.placeIn(frame, &out)
  }
}

extension FixtureModifier {
  /// `{"contentShape": "rectangle"}`.
  static let contentShape = FixtureModifier("contentShape") { m, v in
    guard try m.string() == "rectangle" else { throw m.expected("\"rectangle\"") }
    return AnyView(v.contentShape(Rectangle()))
  }
}
