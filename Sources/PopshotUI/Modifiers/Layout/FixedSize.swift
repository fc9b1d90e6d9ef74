import PopshotGraphics

nonisolated extension View {
  /// Proposes the ideal size in both dimensions (no wrapping, no squeezing).
  public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
  /// Proposes the ideal size in the dimensions asked for.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modified(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
  }
}

/// `.fixedSize`.
struct FixedSizeModifier: LayoutModifier {
  let horizontal: Bool, vertical: Bool
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    FixedSizeNode(c.content(), horizontal: horizontal, vertical: vertical)
  }
}

/// Child sizing: nil (ideal) in the fixed dimensions. Preferred size: the child's.
final class FixedSizeNode: WrapperNode {
  override class var memoisesSize: Bool { true }
  let horizontal: Bool, vertical: Bool
  init(_ child: LayoutNode, horizontal: Bool, vertical: Bool) {
    self.horizontal = horizontal
    self.vertical = vertical
    super.init(child)
  }
  func proposal(_ p: ProposedSize) -> ProposedSize {
    ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
  }
  override func measure(_ p: ProposedSize) -> Size { child.size(proposal(p)) }
  override func place(_ frame: Rect, _ out: inout Output) {
    let s = child.size(proposal(ProposedSize(frame.size)))
    child.placeIn(Rect(origin: Alignment.center.place(s, in: frame), size: s), &out)
  }
}

extension FixtureModifier {
  /// `{"fixedSize": true}`.
  static let fixedSize = FixtureModifier("fixedSize") { m, v in
    _ = try m.bool()
    return AnyView(v.fixedSize())
  }
}
