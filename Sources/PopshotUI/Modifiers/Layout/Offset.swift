import PopshotGraphics

nonisolated extension View {
  /// Moves the drawing and hit area, not the layout.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modified(OffsetModifier(dx: Double(x), dy: Double(y)))
  }
  /// Moves the drawing and hit area by a size, not the layout (`.offset(dragState)`).
  public func offset(_ offset: CGSize) -> some View {
    self.offset(x: offset.width, y: offset.height)
  }
}

/// `.offset`.
struct OffsetModifier: LayoutModifier {
  let dx: Double, dy: Double
  func makeLayout(_ c: ModifierContext) -> LayoutNode { OffsetNode(c.content(), dx: dx, dy: dy) }
}

/// Moves drawing and hit areas, not layout.
final class OffsetNode: WrapperNode {
  let dx: Double, dy: Double
  init(_ child: LayoutNode, dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    child.placeIn(frame.offsetBy(dx: dx, dy: dy), &out)
  }
}

extension FixtureModifier {
  /// `{"offset": {"x": 0, "y": -20}}`.
  static let offset = FixtureModifier("offset") { m, v in
    let o = try m.members(["x", "y"])
    return AnyView(v.offset(x: try o["x"]?.offset() ?? 0, y: try o["y"]?.offset() ?? 0))
  }
}
