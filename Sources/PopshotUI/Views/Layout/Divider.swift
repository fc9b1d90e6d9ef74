import PopshotGraphics

/// A one-pixel separator line across the stack it is in.
public nonisolated struct Divider: PrimitiveView {
  public init() {}
  func makeNode() -> ViewNode {
    // In a menu's items a divider separates groups of items.
    guard EnvironmentValues.current.isCollectingMenuItems else { return .leaf(DividerContent()) }
    return node(of: MenuItemMarker(kind: .divider, label: AnyView(EmptyView())))
  }
}

/// A divider, reduced.
struct DividerContent: LeafContent {
  var kind: String { "divider" }
  func makeLayout(_ c: BuildContext) -> LayoutNode {
    DividerNode(stackAxis: c.stackAxis, env: c.environment)
  }
}

/// Child sizing: none. Preferred size: one device pixel thick, as long as the proposal across its
/// stack (a horizontal line in a VStack or outside stacks, a vertical one in an HStack).
final class DividerNode: LayoutNode {
  let vertical: Bool, env: EnvironmentValues
  init(stackAxis: Axis?, env: EnvironmentValues) {
    vertical = stackAxis == .horizontal
    self.env = env
  }
  var thickness: Double { 1 / env.displayScale }
  override func measure(_ p: ProposedSize) -> Size {
    vertical
      ? Size(width: thickness, height: p.height ?? 0) : Size(width: p.width ?? 0, height: thickness)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    out.items.append(
      .fill(.rect(frame), .solid(Color.separator.resolved(env.colorScheme)), .nonZero))
  }
}

extension FixtureView {
  /// `{"divider": {}}`.
  static let divider = FixtureView("divider") { v, _ in
    _ = try v.members([])
    return AnyView(Divider())
  }
}
