nonisolated extension View {
  /// Sets the view's value for a preference; it replaces what the views inside set for the key.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modified(PreferenceModifier(key: AnyPreferenceKey(key)) { _ in value })
  }
  /// Changes the value the views inside give a preference (their combined value, or the key's
  /// default when none sets one).
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modified(
      PreferenceModifier(key: AnyPreferenceKey(key)) { inner in
        var v = inner as? K.Value ?? K.defaultValue
        callback(&v)
        return v
      })
  }
}

/// `.preference` and `.transformPreference`: the view's value for one key, worked out from the
/// value of the views inside (nil when none sets one).
struct PreferenceModifier: LayoutModifier {
  let key: AnyPreferenceKey
  let value: (Any?) -> Any
  init(key: AnyPreferenceKey, value: @escaping (Any?) -> Any) {
    self.key = key
    self.value = value
  }
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    PreferenceNode(c.content(), key: key.id, value: value)
  }
  func preference(_ key: AnyPreferenceKey, of content: ViewNode) -> Any? {
    key.id == self.key.id ? value(content.preference(key)) : content.preference(key)
  }
}

/// Child sizing and preferred size: the child's. Preferences: the child's, with this node's value
/// for its key.
final class PreferenceNode: WrapperNode {
  let key: ObjectIdentifier
  let value: (Any?) -> Any
  init(_ child: LayoutNode, key: ObjectIdentifier, value: @escaping (Any?) -> Any) {
    self.key = key
    self.value = value
    super.init(child)
  }
  override func preference(_ key: AnyPreferenceKey) -> Any? {
    key.id == self.key ? value(child.preference(key)) : child.preference(key)
  }
}
