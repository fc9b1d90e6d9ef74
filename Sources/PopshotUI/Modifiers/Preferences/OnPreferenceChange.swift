import PopshotGraphics

nonisolated extension View {
  /// Runs `action` with the value the views inside give a preference, once layout has settled it
  /// (values set inside a GeometryReader included), and again whenever a layout pass changes it.
  /// What the action changes shows in the still: the screen is laid out again (at most
  /// `LayoutEngine.maxLayoutPasses` passes).
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modified(OnPreferenceChangeModifier<K>(action: action))
  }
}

/// `.onPreferenceChange`.
struct OnPreferenceChangeModifier<K: PreferenceKey>: LayoutModifier where K.Value: Equatable {
  let action: (K.Value) -> Void
  /// The view whose body attached the modifier (set by `reduced()`), for an error to name.
  var owner: Any.Type?

  func reduced() -> (any LayoutModifier)? {
    var m = self
    m.owner = ViewDepth.current.pointee.body
    return m
  }

  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    let (id, key, owner) = (c.id, "\(K.self)", self.owner)
    let action = self.action
    return PreferenceObserverNode(c.content(), key: AnyPreferenceKey(K.self)) { found in
      let value = found as? K.Value ?? K.defaultValue
      return PreferenceChange(
        id: id, key: key, owner: owner, value: value, isEqual: { ($0 as? K.Value) == value },
        action: { action(value) })
    }
  }
}

/// Records the value of its content's preference once the content is placed; the render runs
/// the action afterwards if the value is new (LayoutEngine).
final class PreferenceObserverNode: WrapperNode {
  let key: AnyPreferenceKey
  let observe: (Any?) -> PreferenceChange
  init(_ child: LayoutNode, key: AnyPreferenceKey, observe: @escaping (Any?) -> PreferenceChange) {
    self.key = key
    self.observe = observe
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    child.placeIn(frame, &out)
    out.preferenceChanges.append(observe(child.preference(key)))
  }
}
