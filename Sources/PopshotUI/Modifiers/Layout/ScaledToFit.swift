import Foundation
import PopshotGraphics

/// How content keeps its aspect ratio in the space offered (SwiftUI's ContentMode).
public enum ContentMode: String, CaseIterable, Hashable, Sendable { case fit, fill }

nonisolated extension View {
  /// Scales to fit the offered space, keeping the content's aspect ratio.
  public func scaledToFit() -> some View { modified(AspectRatioModifier(ratio: nil, mode: .fit)) }
  /// Scales to fill the offered space, keeping the content's aspect ratio.
  public func scaledToFill() -> some View {
    modified(AspectRatioModifier(ratio: nil, mode: .fill))
  }
  /// Keeps `aspectRatio` (width ÷ height; nil: the content's ideal one) while fitting or filling.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modified(AspectRatioModifier(ratio: aspectRatio.map { Double($0) }, mode: contentMode))
  }
  /// Keeps the aspect ratio of `aspectRatio` while fitting or filling.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
  }
}

/// `.scaledToFit()`, `.scaledToFill()`, `.aspectRatio(_:contentMode:)`.
struct AspectRatioModifier: LayoutModifier {
  let ratio: Double?, mode: ContentMode
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    AspectFitNode(c.content(), ratio: ratio, mode: mode)
  }
}

/// Child sizing: the largest (fit) or smallest (fill) size with the aspect ratio (given, or the
/// child's ideal one) inside or around the proposal. Preferred size: that size (the ideal size
/// when nothing is proposed). Fill content overflows its frame, centred.
final class AspectFitNode: WrapperNode {
  override class var memoisesSize: Bool { true }
  let ratio: Double?, mode: ContentMode
  init(_ child: LayoutNode, ratio: Double?, mode: ContentMode) {
    self.ratio = ratio
    self.mode = mode
    super.init(child)
  }
  func fitted(_ p: ProposedSize) -> Size {
    let childIdeal = child.size(.unspecified)
    let ideal =
      ratio.map { Size(width: childIdeal.height * $0, height: childIdeal.height) }
      ?? childIdeal
    guard ideal.width > 0, ideal.height > 0 else { return child.size(p) }
    let kx = p.width.map { $0 / ideal.width }
    let ky = p.height.map { $0 / ideal.height }
    let k: Double
    switch (kx, ky) {
    case (let a?, let b?): k = mode == .fit ? min(a, b) : max(a, b)
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
