// `.tag`: the value a view stands for in a container that selects among its children (a tab in a
// TabView). Carried up as a preference of the child, so the container reads it from the child's
// reduced tree.

extension View {
  /// The value this view stands for when its container selects among its children.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    preference(key: TagKey.self, value: AnyHashable(tag))
  }
}

/// The tag a child carries: the outermost one.
struct TagKey: PreferenceKey {
  static func reduce(value: inout AnyHashable?, nextValue: () -> AnyHashable?) {
    value = nextValue() ?? value
  }
}
