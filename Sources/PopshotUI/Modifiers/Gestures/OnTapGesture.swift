nonisolated extension View {
  /// A tap handler, recorded as the element's tap action with this name; a tap in an interaction
  /// session runs it.
  public func onTapGesture(
    actionName: String = "tap", perform action: @escaping @MainActor () -> Void = {}
  ) -> some View {
    modified(OnTapModifier(action: actionName, perform: action))
  }
  /// A tap handler for `count` taps; an interaction's tap counts as all of them.
  public func onTapGesture(count: Int, perform action: @escaping @MainActor () -> Void)
    -> some View
  {
    modified(OnTapModifier(action: "tap", perform: action))
  }
}

/// `.onTapGesture` and a tap `.gesture`: the view becomes a tappable container element in front
/// of what it contains.
struct OnTapModifier: LayoutModifier {
  /// The tap's name and what it runs, in one reference: the modifier stays within an
  /// existential's inline buffer (InlineSizeTests).
  let tap: TapAction
  init(action: String, perform: (@MainActor () -> Void)? = nil) {
    tap = TapAction(name: action, perform: perform)
  }
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    TappableNode(
      c.content(), id: c.id, action: tap.name, perform: tap.perform.map { .tap($0) },
      environment: c.environment, role: .container)
  }
}

/// A tap's action name, and what it runs in an interaction session (nil for a gesture whose
/// action is not kept).
final class TapAction {
  let name: String
  let perform: (@MainActor () -> Void)?
  init(name: String, perform: (@MainActor () -> Void)?) {
    self.name = name
    self.perform = perform
  }
}

extension FixtureModifier {
  /// `{"onTapGesture": "dismiss"}`: the name of the tap's action.
  static let onTapGesture = FixtureModifier("onTapGesture") { m, v in
    AnyView(v.onTapGesture(actionName: try m.string()))
  }
}
