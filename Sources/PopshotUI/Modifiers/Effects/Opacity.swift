import PopshotGraphics

nonisolated extension View {
  /// Draws the view and its content as one group at this opacity.
  public func opacity(_ value: Double) -> some View { modified(OpacityModifier(opacity: value)) }
}

/// `.opacity`.
struct OpacityModifier: LayoutModifier {
  let opacity: Double
  func makeLayout(_ c: ModifierContext) -> LayoutNode { OpacityNode(c.content(), opacity: opacity) }
}

/// Draws its content as one group at an opacity.
final class OpacityNode: WrapperNode {
  let opacity: Double
  init(_ child: LayoutNode, opacity: Double) {
    self.opacity = opacity
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    out.items.append(.pushOpacity(opacity))
    child.placeIn(frame, &out)
    out.items.append(.popOpacity)
  }
}

extension FixtureModifier {
  /// `{"opacity": 0.5}`.
  static let opacity = FixtureModifier("opacity") { m, v in
    AnyView(v.opacity(try m.number("an opacity", in: 0...1)))
  }
}
