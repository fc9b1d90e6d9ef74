// `.toolbar` and the older bar-item modifiers: entries the navigation container draws in its
// bars, carried up as a preference of its content (as the navigation title is), in view-tree
// order. A toolbar attached outside the container draws nothing.

// SwiftUI's two `toolbar(content:)` overloads: a trailing closure of toolbar items picks the
// first, one of views the second (a ToolbarItem is not a view, a Button not toolbar content).
// swift-format-ignore: AmbiguousTrailingClosureOverload
nonisolated extension View {
  /// Items and groups placed in the bars of the navigation container this view is in.
  public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    toolbarItems(PopshotUI.toolbarEntries(content()))
  }
  /// Views placed where iOS puts `.automatic` items: at the trailing end of the navigation bar,
  /// side by side.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    toolbarItems([
      ToolbarEntry(placement: .automatic, views: ViewList.children(content()).views)
    ])
  }
  /// Views at the leading and trailing ends of the navigation bar (the older spelling of
  /// `.toolbar` with `.navigationBarLeading` and `.navigationBarTrailing` items).
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    toolbarItems([
      ToolbarEntry(placement: .navigationBarLeading, views: [erased(leading)]),
      ToolbarEntry(placement: .navigationBarTrailing, views: [erased(trailing)]),
    ])
  }
  /// A view at the leading end of the navigation bar.
  public func navigationBarItems<L: View>(leading: L) -> some View {
    toolbarItems([ToolbarEntry(placement: .navigationBarLeading, views: [erased(leading)])])
  }
  /// A view at the trailing end of the navigation bar.
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    toolbarItems([ToolbarEntry(placement: .navigationBarTrailing, views: [erased(trailing)])])
  }
  /// Hides the back button of a pushed view (a fixture's bar draws one).
  public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> some View {
    preference(key: BackButtonHiddenKey.self, value: hidden)
  }

  func toolbarItems(_ entries: [ToolbarEntry]) -> some View {
    transformPreference(ToolbarEntriesKey.self) { $0 += entries }
  }
}

/// The toolbar entries the views inside set, in view-tree order.
struct ToolbarEntriesKey: PreferenceKey {
  static var defaultValue: [ToolbarEntry] { [] }
  static func reduce(value: inout [ToolbarEntry], nextValue: () -> [ToolbarEntry]) {
    value += nextValue()
  }
}

/// Whether the back button is hidden: the outermost setting.
struct BackButtonHiddenKey: PreferenceKey {
  static func reduce(value: inout Bool?, nextValue: () -> Bool?) {
    value = nextValue() ?? value
  }
}
