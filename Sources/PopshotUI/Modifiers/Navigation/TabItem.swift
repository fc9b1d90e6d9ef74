// A tab's item and badge: facts the TabView reads from each of its children (preferences of the
// child), drawn by the tab bar (TabBarView).

nonisolated extension View {
  /// The item that stands for this view in the tab bar of the TabView it is a tab of: a `Label`,
  /// or an `Image` and a `Text`.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    preference(key: TabItemKey.self, value: TabItemLabel(views: ViewList.of(label()).views))
  }
  /// A badge on the tab's item: the count, none for 0.
  public func badge(_ count: Int) -> some View {
    preference(key: TabBadgeKey.self, value: count == 0 ? .some(nil) : .some(String(count)))
  }
  /// A badge on the tab's item with a text; none for nil.
  public func badge(_ label: Text?) -> some View {
    preference(key: TabBadgeKey.self, value: .some(label?.string))
  }
  /// A badge on the tab's item with a string; none for nil.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    preference(key: TabBadgeKey.self, value: .some(label.map { String($0) }))
  }
}

/// The views of a `.tabItem`, kept as views: the tab bar reduces them in its own environment.
struct TabItemLabel {
  let views: [any View]
}

/// A tab's item: the outermost `.tabItem` of the child.
struct TabItemKey: PreferenceKey {
  static func reduce(value: inout TabItemLabel?, nextValue: () -> TabItemLabel?) {
    value = nextValue() ?? value
  }
}

/// A tab's badge: set (.some) with its text, or nil text for none; the outermost wins.
struct TabBadgeKey: PreferenceKey {
  static func reduce(value: inout String??, nextValue: () -> String??) {
    value = nextValue() ?? value
  }
}
