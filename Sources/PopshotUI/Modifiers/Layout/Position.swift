import Foundation
import PopshotGraphics

nonisolated extension View {
  /// Puts the view's centre at `position` in the space offered to it (its parent's coordinates).
  public func position(_ position: CGPoint) -> some View {
    modified(PositionModifier(x: Double(position.x), y: Double(position.y)))
  }
  /// Puts the view's centre at (x, y) in the space offered to it; each coordinate defaults to 0.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }
}

/// `.position`.
struct PositionModifier: LayoutModifier {
  let x: Double, y: Double
  func makeLayout(_ c: ModifierContext) -> LayoutNode { PositionNode(c.content(), x: x, y: y) }
}

/// Child sizing: the proposal, and when placed the positioned view's own size.
/// Preferred size: the whole proposal; where a dimension is unspecified, the child's (SwiftUI's
/// position layout, docs/swiftui.md "Position and the safe area").
/// The child's centre goes at (x, y) from the top-leading corner of the frame.
final class PositionNode: WrapperNode {
  override class var memoisesSize: Bool { true }
  let x: Double, y: Double
  init(_ child: LayoutNode, x: Double, y: Double) {
    self.x = x
    self.y = y
    super.init(child)
    // The frame is a coordinate space: it stays where it is placed, even when the child
    // reaches into the safe area (which then extends the child alone).
    ignoredSafeEdges = []
  }
  /// A positioned view spaces as a plain view: its edges are not its child's.
  override var verticalSpacing: (top: EdgeSpacing, bottom: EdgeSpacing) { (.view, .view) }
  override func measure(_ p: ProposedSize) -> Size {
    if let w = p.width, let h = p.height { return Size(width: w, height: h) }
    let s = child.size(p)
    return Size(width: p.width ?? s.width, height: p.height ?? s.height)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let s = child.size(ProposedSize(frame.size))
    child.placeIn(
      Rect(
        x: frame.minX + x - s.width / 2, y: frame.minY + y - s.height / 2, width: s.width,
        height: s.height), &out)
  }
  /// The child's guides, where the child sits.
  override func explicitAlignment(_ key: AlignmentKey, _ size: Size) -> Double? {
    let s = child.size(ProposedSize(size))
    return child.explicitAlignment(key, s).map {
      $0 + (key.isVertical ? y - s.height / 2 : x - s.width / 2)
    }
  }
}
