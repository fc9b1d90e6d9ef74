extension View {
  /// The title of the navigation container this view is in.
  public func navigationTitle(_ title: String) -> some View {
    preference(key: NavigationTitleKey.self, value: title)
  }
  /// The title of the navigation container this view is in, as a text.
  public func navigationTitle(_ title: Text) -> some View { navigationTitle(title.string) }
  /// How the navigation bar shows the title: large, inline, or (automatic) large at the root of
  /// a navigation stack when there is a title.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    preference(key: NavigationTitleDisplayModeKey.self, value: mode)
  }
}

/// The navigation title the views inside set: the last one in view-tree order, an outer one over
/// the ones inside it.
struct NavigationTitleKey: PreferenceKey {
  static func reduce(value: inout String?, nextValue: () -> String?) {
    value = nextValue() ?? value
  }
}

/// The title display mode the views inside set, as the title's.
struct NavigationTitleDisplayModeKey: PreferenceKey {
  static func reduce(
    value: inout NavigationBarItem.TitleDisplayMode?,
    nextValue: () -> NavigationBarItem.TitleDisplayMode?
  ) {
    value = nextValue() ?? value
  }
}
