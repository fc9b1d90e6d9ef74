nonisolated extension View {
  /// Order in a ZStack: higher values in front.
  public func zIndex(_ value: Double) -> some View { modified(ZIndexModifier(z: value)) }
}

/// `.zIndex`: read by the ZStack the view is in (ZStackNode).
struct ZIndexModifier: LayoutModifier {
  let z: Double
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    let node = c.content()
    node.zIndex = z
    return node
  }
}

extension FixtureModifier {
  /// `{"zIndex": 1}`.
  static let zIndex = FixtureModifier("zIndex") { m, v in
    AnyView(v.zIndex(try m.number("a z-index", in: -1000...1000)))
  }
}
