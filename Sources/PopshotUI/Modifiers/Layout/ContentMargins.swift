// `.contentMargins` (iOS 17): margins between a scroll view's edges and its content, for the
// scroll views and lists inside. A still draws them as padding around the scroll content (a
// scroll view's content, a list's sections), inside the scroll view's frame, which stays where
// it was; the list's background still fills its frame. `.scrollIndicators` margins change
// nothing, since indicators are not drawn. Margins set closer to the scroll view win, edge by
// edge (docs/swiftui.md, "Position and the safe area").
import Foundation
import PopshotGraphics

/// Where content margins apply (SwiftUI's ContentMarginPlacement).
public struct ContentMarginPlacement: Hashable, Sendable {
  let name: String
  /// The scroll content and the indicators.
  public static let automatic = ContentMarginPlacement(name: "automatic")
  /// The scroll content alone.
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  /// The scroll indicators alone.
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

private struct ContentMarginsKey: EnvironmentKey {
  static let defaultValue = EdgeInsets()
}

extension EnvironmentValues {
  /// The margins around the content of the scroll views and lists inside.
  var contentMargins: EdgeInsets {
    get { self[ContentMarginsKey.self] }
    set { self[ContentMarginsKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Margins of `insets` on `edges` around the content of the scroll views inside.
  public func contentMargins(
    _ edges: Edges = .all, _ insets: EdgeInsets,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    transformEnvironment(\.contentMargins) { m in
      guard placement != .scrollIndicators else { return }
      if edges.contains(.top) { m.top = insets.top }
      if edges.contains(.leading) { m.leading = insets.leading }
      if edges.contains(.bottom) { m.bottom = insets.bottom }
      if edges.contains(.trailing) { m.trailing = insets.trailing }
    }
  }
  /// Margins of `length` (nil: the system's 16) on `edges` around scroll content.
  public func contentMargins(
    _ edges: Edges = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    contentMargins(
      edges, EdgeInsets(all: length.map { Double($0) } ?? PaddingModifier.systemLength),
      for: placement)
  }
  /// Margins of `length` on every edge around scroll content.
  public func contentMargins(
    _ length: CGFloat, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    contentMargins(.all, length, for: placement)
  }
}
