import PopshotGraphics

/// Flexible space along a stack's axis, at least `minLength` (8 pt when nil).
public nonisolated struct Spacer: PrimitiveView {
  let minLength: Double?
  public init(minLength: CGFloat? = nil) { self.minLength = minLength.map(Double.init) }
  func makeNode() -> ViewNode { .leaf(SpacerContent(minLength: minLength)) }
}

/// A spacer, reduced.
struct SpacerContent: LeafContent {
  let minLength: Double?
  var kind: String { "spacer" }
  func makeLayout(_ c: BuildContext) -> LayoutNode {
    SpacerNode(minLength: minLength, axis: c.stackAxis)
  }
}

/// Child sizing: none. Preferred size: along its stack, the proposal but at least `minLength`
/// (8 pt when nil); across it, nothing. Outside a stack: the proposal, at least minLength.
/// Stacks give spacers the lowest layout priority and no spacing next to them.
final class SpacerNode: LayoutNode {
  let minLength: Double, axis: Axis?
  init(minLength: Double?, axis: Axis?) {
    self.minLength = minLength ?? 8
    self.axis = axis
    super.init()
    priority = -.infinity  // stacks size every other view first
  }
  override var isSpacer: Bool { true }
  override func measure(_ p: ProposedSize) -> Size {
    guard let axis else {
      return Size(
        width: max(minLength, p.width ?? minLength), height: max(minLength, p.height ?? minLength))
    }
    return Size.make(axis, along: max(minLength, p.along(axis) ?? minLength), across: 0)
  }
}

extension FixtureView {
  /// `{"spacer": {}}` or `{"spacer": {"minLength": 20}}`.
  static let spacer = FixtureView("spacer") { v, _ in
    let minLength = try v.members(["minLength"])["minLength"]?.length()
    return AnyView(Spacer(minLength: minLength.map { CGFloat($0) }))
  }
}
