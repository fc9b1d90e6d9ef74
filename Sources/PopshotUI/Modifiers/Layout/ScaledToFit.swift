import PopshotGraphics

extension View {
  /// Scales to fit the offered space, keeping the content's aspect ratio.
  public func scaledToFit() -> some View { modified(ScaledToFitModifier()) }
}

/// `.scaledToFit()`.
struct ScaledToFitModifier: LayoutModifier {
  func makeLayout(_ c: ModifierContext) -> LayoutNode { AspectFitNode(c.content()) }
}

/// `.scaledToFit()`. Child sizing: the largest size with the child's ideal aspect ratio inside the
/// proposal. Preferred size: that size (the ideal size when nothing is proposed).
final class AspectFitNode: WrapperNode {
  func fitted(_ p: ProposedSize) -> Size {
    let ideal = child.size(.unspecified)
    guard ideal.width > 0, ideal.height > 0 else { return child.size(p) }
    let kx = p.width.map { $0 / ideal.width }
    let ky = p.height.map { $0 / ideal.height }
    let k: Double
    switch (kx, ky) {
    case (let a?, let b?): k = min(a, b)
    case (let a?, nil): k = a
    case (nil, let b?): k = b
    case (nil, nil): k = 1
    }
    guard k.isFinite else { return ideal }
    return Size(width: ideal.width * k, height: ideal.height * k)
  }
  override func measure(_ p: ProposedSize) -> Size { fitted(p) }
  override func place(_ frame: Rect, _ out: inout Output) {
    let s = fitted(ProposedSize(frame.size))
    child.placeIn(Rect(origin: Alignment.center.place(s, in: frame), size: s), &out)
  }
}

extension FixtureModifier {
  /// `{"scaledToFit": true}`.
  static let scaledToFit = FixtureModifier("scaledToFit") { m, v in
    _ = try m.bool()
    return AnyView(v.scaledToFit())
  }
}
