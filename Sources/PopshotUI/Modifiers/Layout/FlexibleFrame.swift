import PopshotGraphics

nonisolated extension View {
  /// Bounds on the size (SwiftUI's flexible frame); `maxWidth: .infinity` takes all the width.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modified(
      FlexibleFrameModifier(
        minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init),
        maxWidth: maxWidth.map(Double.init), minHeight: minHeight.map(Double.init),
        idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
        alignment: alignment))
  }
}

/// `.frame(minWidth:…maxHeight:alignment:)`.
struct FlexibleFrameModifier: LayoutModifier {
  let minWidth: Double?, idealWidth: Double?, maxWidth: Double?
  let minHeight: Double?, idealHeight: Double?, maxHeight: Double?
  let alignment: Alignment
  init(
    minWidth: Double?, idealWidth: Double?, maxWidth: Double?, minHeight: Double?,
    idealHeight: Double?, maxHeight: Double?, alignment: Alignment
  ) {
    self.minWidth = minWidth
    self.idealWidth = idealWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.idealHeight = idealHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
  }
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    FlexFrameNode(
      c.content(), minW: minWidth, idealW: idealWidth, maxW: maxWidth, minH: minHeight,
      idealH: idealHeight, maxH: maxHeight, alignment: alignment)
  }
}

/// SwiftUI's flexible frame, by its documented rule. Child sizing: the proposal clamped to the
/// bounds, an unspecified dimension replaced by the ideal one. Preferred size, per dimension: the
/// child's when neither bound is given; the proposal clamped to both bounds when both are; with a
/// minimum only, the larger of it and the child's size, capped by the proposal when that is
/// smaller than the child; with a maximum only, the child's size, grown to the proposal (capped
/// at the maximum) when the proposal is larger.
final class FlexFrameNode: WrapperNode {
  override class var memoisesSize: Bool { true }
  let minW: Double?, idealW: Double?, maxW: Double?, minH: Double?, idealH: Double?, maxH: Double?
  let alignment: Alignment

  init(
    _ child: LayoutNode, minW: Double?, idealW: Double?, maxW: Double?, minH: Double?,
    idealH: Double?, maxH: Double?, alignment: Alignment
  ) {
    self.minW = minW
    self.idealW = idealW
    self.maxW = maxW
    self.minH = minH
    self.idealH = idealH
    self.maxH = maxH
    self.alignment = alignment
    super.init(child)
  }

  static func clamp(_ v: Double, _ lo: Double?, _ hi: Double?) -> Double {
    var x = v
    if let hi { x = min(x, hi) }
    if let lo { x = max(x, lo) }
    return x
  }

  func childProposal(_ p: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: p.width.map { FlexFrameNode.clamp($0, minW, maxW) } ?? idealW,
      height: p.height.map { FlexFrameNode.clamp($0, minH, maxH) } ?? idealH)
  }

  static func resolve(proposed: Double?, ideal: Double?, child: Double, lo: Double?, hi: Double?)
    -> Double
  {
    guard lo != nil || hi != nil else { return child }
    let p = proposed ?? ideal ?? child
    if lo != nil && hi != nil { return clamp(p, lo, hi) }
    if let lo { return p < child ? max(p, lo) : max(child, lo) }
    return p > child ? min(p, hi!) : child
  }

  override func measure(_ p: ProposedSize) -> Size {
    let s = child.size(childProposal(p))
    return Size(
      width: FlexFrameNode.resolve(
        proposed: p.width, ideal: idealW, child: s.width, lo: minW, hi: maxW),
      height: FlexFrameNode.resolve(
        proposed: p.height, ideal: idealH, child: s.height, lo: minH, hi: maxH))
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    let s = child.size(childProposal(ProposedSize(frame.size)))
    child.placeIn(Rect(origin: alignment.place(s, in: frame), size: s), &out)
  }
  /// The child's guides, where the child sits in the frame.
  override func explicitAlignment(_ key: AlignmentKey, _ size: Size) -> Double? {
    let s = child.size(childProposal(ProposedSize(size)))
    let o = alignment.place(s, in: Rect(origin: .zero, size: size))
    return child.explicitAlignment(key, s).map { $0 + (key.isVertical ? o.y : o.x) }
  }
  /// Height bounds make the frame's own top and bottom edges; width bounds alone keep the
  /// child's (`.frame(maxWidth: .infinity)` on a text still spaces as text).
  override var verticalSpacing: (top: EdgeSpacing, bottom: EdgeSpacing) {
    minH == nil && idealH == nil && maxH == nil ? child.verticalSpacing : (.view, .view)
  }
}
