nonisolated extension View {
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

nonisolated extension View {
  /// The older spelling of `navigationTitle(_:)`.
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(String(title))
  }
  /// The older spelling of `navigationTitle(_:)`, with a text.
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
  /// A title and how the bar shows it.
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(String(title)).navigationBarTitleDisplayMode(displayMode)
  }
  /// A title as a text and how the bar shows it.
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }
  /// How the bar shows the title (iOS 17's spelling; `.inlineLarge` is drawn large).
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    navigationBarTitleDisplayMode(mode.barMode)
  }
}

/// How a toolbar shows the title (SwiftUI's ToolbarTitleDisplayMode).
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
  let barMode: NavigationBarItem.TitleDisplayMode
  public static let automatic = Self(barMode: .automatic)
  public static let inline = Self(barMode: .inline)
  public static let large = Self(barMode: .large)
  public static let inlineLarge = Self(barMode: .large)
}
