import PopshotGraphics

nonisolated extension View {
  /// A fixed width and/or height; an unspecified one takes the content's.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modified(
      FrameModifier(
        width: width.map(Double.init), height: height.map(Double.init), alignment: alignment,
        unit: .points))
  }
}

/// `.frame(width:height:alignment:)`, and `.frame(widthFraction:heightFraction:alignment:)`
/// (FractionFrame.swift): a width and a height, either given, and an alignment.
struct FrameModifier: LayoutModifier {
  /// What `width` and `height` measure.
  enum Unit {
    /// Points: `FrameNode`.
    case points
    /// Fractions of the proposal: `FractionFrameNode`.
    case fractionOfProposal
  }
  let width: Double?, height: Double?, alignment: Alignment, unit: Unit
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    switch unit {
    case .points:
      FrameNode(c.content(), width: width, height: height, alignment: alignment)
    case .fractionOfProposal:
      FractionFrameNode(c.content(), width: width, height: height, alignment: alignment)
    }
  }
}

/// What the two frames of `FrameModifier` hold: a width and a height, either given, and where
/// the child is aligned inside.
class AligningFrameNode: WrapperNode {
  let width: Double?, height: Double?, alignment: Alignment
  init(_ child: LayoutNode, width: Double?, height: Double?, alignment: Alignment) {
    self.width = width
    self.height = height
    self.alignment = alignment
    super.init(child)
  }
}

/// Child sizing: the fixed dimensions, and the proposal in the others. Preferred size: the fixed
/// dimensions, and the child's in the others. The child is aligned inside.
final class FrameNode: AligningFrameNode {
  override class var memoisesSize: Bool { true }
  override func measure(_ p: ProposedSize) -> Size {
    let s = child.size(ProposedSize(width: width ?? p.width, height: height ?? p.height))
    return Size(width: width ?? s.width, height: height ?? s.height)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let s = child.size(ProposedSize(width: width ?? frame.width, height: height ?? frame.height))
    child.placeIn(Rect(origin: alignment.place(s, in: frame), size: s), &out)
  }
  /// The child's guides, where the child sits in the frame.
  override func explicitAlignment(_ key: AlignmentKey, _ size: Size) -> Double? {
    let frame = Rect(origin: .zero, size: size)
    let s = child.size(ProposedSize(width: width ?? size.width, height: height ?? size.height))
    let o = alignment.place(s, in: frame)
    return child.explicitAlignment(key, s).map { $0 + (key.isVertical ? o.y : o.x) }
  }
  /// A frame that sets the height makes its own top and bottom edges; one that sets only the
  /// width keeps the child's.
  override var verticalSpacing: (top: EdgeSpacing, bottom: EdgeSpacing) {
    height == nil ? child.verticalSpacing : (.view, .view)
  }
}

extension FixtureModifier {
  /// `{"frame": {"width": 300, "height": 80, "alignment": "leading"}}`, or a flexible frame with
  /// "minWidth", "idealWidth", "maxWidth" ("infinity" allowed) and the same for heights.
  static let frame = FixtureModifier("frame") { m, v in
    let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    let o = try m.members(["width", "height", "alignment"] + flexible)
    let a = try o["alignment"]?.alignment() ?? .center
    guard flexible.contains(where: o.has) else {
      return AnyView(
        v.frame(
          width: (try o["width"]?.length()).map { CGFloat($0) },
          height: (try o["height"]?.length()).map { CGFloat($0) }, alignment: a))
    }
    if let fixed = o["width"] ?? o["height"] {
      throw fixed.fail(
        "a frame is either fixed (width, height) or flexible (min…, ideal…, max…), not both")
    }
    func length(_ key: String, infinity: Bool = false) throws -> CGFloat? {
      (try o[key]?.length(infinity: infinity)).map { CGFloat($0) }
    }
    return AnyView(
      v.frame(
        minWidth: try length("minWidth"), idealWidth: try length("idealWidth"),
        maxWidth: try length("maxWidth", infinity: true),
        minHeight: try length("minHeight"), idealHeight: try length("idealHeight"),
        maxHeight: try length("maxHeight", infinity: true), alignment: a))
  }
}
