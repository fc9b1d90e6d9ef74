// `.searchable`: a search field the navigation container draws under its title (SearchFieldView),
// carried up as a preference of its content. A still shows the field at rest: not focused, no
// keyboard, no suggestions, no Cancel button.

/// Where the search field goes (SwiftUI's SearchFieldPlacement). On iPhone every placement is
/// drawn as the navigation bar's drawer, under the title.
public struct SearchFieldPlacement: Sendable, Hashable {
  let name: String
  public static let automatic = Self(name: "automatic")
  public static let toolbar = Self(name: "toolbar")
  public static let sidebar = Self(name: "sidebar")
  public static let navigationBarDrawer = Self(name: "navigationBarDrawer")
  /// The drawer, shown always or hidden until the content scrolls: at rest it shows.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> Self {
    navigationBarDrawer
  }

  /// Whether the drawer shows always or only until the content scrolls.
  public enum NavigationBarDrawerDisplayMode: Sendable, Hashable { case automatic, always }
}

/// A search field request: its text and the prompt shown while the text is empty.
struct SearchFieldRequest {
  let text: String
  let prompt: String
}

nonisolated extension View {
  /// A search field under the navigation title, showing `text`, or the prompt ("Search" by
  /// default) while it is empty.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    preference(
      key: SearchFieldKey.self,
      value: SearchFieldRequest(text: text.wrappedValue, prompt: prompt?.string ?? "Search"))
  }
  /// A search field with a string prompt.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(String(prompt)))
  }
  /// A search field whose presentation a binding controls; a still shows it at rest.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    searchable(text: text, placement: placement, prompt: prompt)
  }
  /// The same with a string prompt.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(String(prompt)))
  }
}

/// The search field the views inside ask for: the outermost.
struct SearchFieldKey: PreferenceKey {
  static func reduce(value: inout SearchFieldRequest?, nextValue: () -> SearchFieldRequest?) {
    value = nextValue() ?? value
  }
}
