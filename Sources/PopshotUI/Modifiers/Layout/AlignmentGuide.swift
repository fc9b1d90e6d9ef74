import PopshotGraphics

nonisolated extension View {
  /// Sets the view's value for a horizontal guide (its x from the view's leading edge), which
  /// a VStack aligned on that guide lines its children up on.
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modified(AlignmentGuideModifier(key: g.key, compute: computeValue))
  }
  /// Sets the view's value for a vertical guide (its y from the view's top).
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modified(AlignmentGuideModifier(key: g.key, compute: computeValue))
  }
}

/// `.alignmentGuide`: the view's explicit value for one guide.
struct AlignmentGuideModifier: LayoutModifier, @unchecked Sendable {
  let key: AlignmentKey
  let compute: (ViewDimensions) -> CGFloat
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    AlignmentGuideNode(c.content(), key: key, compute: compute)
  }
}

/// Child sizing and preferred size: the child's. Its value for `key` is the closure's, given
/// the view's dimensions and the child's own guides; other guides are the child's.
final class AlignmentGuideNode: WrapperNode {
  let key: AlignmentKey
  let compute: (ViewDimensions) -> CGFloat
  init(_ child: LayoutNode, key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat) {
    self.key = key
    self.compute = compute
    super.init(child)
    hasGuides = true
  }
  override func explicitAlignment(_ k: AlignmentKey, _ size: Size) -> Double? {
    guard k == key else { return child.explicitAlignment(k, size) }
    let d = ViewDimensions(width: size.width, height: size.height) { [child] in
      child.explicitAlignment($0, size)
    }
    return Double(compute(d))
  }
}
