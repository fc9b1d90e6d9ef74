// Tab view styles (SwiftUI's TabViewStyle): values chosen with `.tabViewStyle(_:)` through the
// environment, read by the TabView below. SwiftUI's protocol has no public requirements; here
// each style answers whether it pages, and with which index display mode.

/// A way of drawing a tab view (SwiftUI's TabViewStyle).
public protocol TabViewStyle: Sendable {
  /// The page index's display mode when the style pages; nil draws a tab bar. Popshot's
  /// stand-in for SwiftUI's private requirements.
  var _pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? { get }
}

/// The platform's style: a tab bar (SwiftUI's DefaultTabViewStyle).
public struct DefaultTabViewStyle: TabViewStyle {
  public init() {}
  public var _pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? { nil }
}

/// One page at a time, with page dots over it near the bottom and no tab bar (SwiftUI's
/// PageTabViewStyle).
public struct PageTabViewStyle: TabViewStyle {
  /// When the page dots show (SwiftUI's PageTabViewStyle.IndexDisplayMode).
  public struct IndexDisplayMode: Hashable, Sendable {
    enum Mode: Hashable, Sendable { case automatic, always, never }
    let mode: Mode
    /// Dots when there is more than one page.
    public static let automatic = IndexDisplayMode(mode: .automatic)
    /// Dots whatever the number of pages.
    public static let always = IndexDisplayMode(mode: .always)
    /// No dots.
    public static let never = IndexDisplayMode(mode: .never)

    /// Whether dots show for `pages` pages.
    func shows(pages: Int) -> Bool {
      switch mode {
      case .automatic: pages > 1
      case .always: true
      case .never: false
      }
    }
  }
  public let indexDisplayMode: IndexDisplayMode
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }
  public var _pageIndexDisplayMode: IndexDisplayMode? { indexDisplayMode }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages, with dots when there is more than one.
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  /// Pages, with dots as `indexDisplayMode` says.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

private struct TabViewStyleKey: EnvironmentKey {
  static let defaultValue: any TabViewStyle = DefaultTabViewStyle()
}

extension EnvironmentValues {
  /// The style of the tab views here (`.tabViewStyle`).
  var tabViewStyle: any TabViewStyle {
    get { self[TabViewStyleKey.self] }
    set { self[TabViewStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Draws the tab views inside in `style`.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environment(\.tabViewStyle, style)
  }
}
