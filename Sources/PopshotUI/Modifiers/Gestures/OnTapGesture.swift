nonisolated extension View {
  /// A tap handler (recorded as the element's tap action with this name; never run).
  public func onTapGesture(actionName: String = "tap", perform action: () -> Void = {}) -> some View
  {
    modified(OnTapModifier(action: actionName))
  }
  /// A tap handler for `count` taps (recorded as the element's tap action; never run).
  public func onTapGesture(count: Int, perform action: @escaping () -> Void) -> some View {
    modified(OnTapModifier(action: "tap"))
  }
}

/// `.onTapGesture` and a tap `.gesture`: the view becomes a tappable container element in front
/// of what it contains.
struct OnTapModifier: LayoutModifier {
  let action: String
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    TappableNode(c.content(), id: c.id, action: action, role: .container)
  }
}

extension FixtureModifier {
  /// `{"onTapGesture": "dismiss"}`: the name of the tap's action.
  static let onTapGesture = FixtureModifier("onTapGesture") { m, v in
    AnyView(v.onTapGesture(actionName: try m.string()))
  }
}
