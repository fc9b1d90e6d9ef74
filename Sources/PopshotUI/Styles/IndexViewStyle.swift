// Index view styles (SwiftUI's IndexViewStyle): how a paged TabView's page dots are drawn,
// chosen with `.indexViewStyle(_:)` through the environment. SwiftUI has one, the page style,
// whose only setting is when a backdrop is drawn behind the dots.

/// A way of drawing a page index (SwiftUI's IndexViewStyle).
public protocol IndexViewStyle: Sendable {
  /// Whether a still draws the backdrop behind the dots. Popshot's stand-in for SwiftUI's
  /// private requirements.
  var _drawsBackground: Bool { get }
}

/// Page dots over the content (SwiftUI's PageIndexViewStyle).
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the backdrop behind the dots shows (SwiftUI's PageIndexViewStyle.BackgroundDisplayMode).
  public struct BackgroundDisplayMode: Hashable, Sendable {
    enum Mode: Hashable, Sendable { case automatic, always, interactive, never }
    let mode: Mode
    /// The platform's default: on iOS, while the dots are touched, so not in a still.
    public static let automatic = BackgroundDisplayMode(mode: .automatic)
    /// Always.
    public static let always = BackgroundDisplayMode(mode: .always)
    /// While the dots are touched: not in a still.
    public static let interactive = BackgroundDisplayMode(mode: .interactive)
    /// Never.
    public static let never = BackgroundDisplayMode(mode: .never)
  }
  public let backgroundDisplayMode: BackgroundDisplayMode
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }
  public var _drawsBackground: Bool { backgroundDisplayMode == .always }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// Page dots with the platform's backdrop (none at rest).
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  /// Page dots with the backdrop as `backgroundDisplayMode` says.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

private struct IndexViewStyleKey: EnvironmentKey {
  static let defaultValue: any IndexViewStyle = PageIndexViewStyle()
}

extension EnvironmentValues {
  /// The style of the page indexes here (`.indexViewStyle`).
  var indexViewStyle: any IndexViewStyle {
    get { self[IndexViewStyleKey.self] }
    set { self[IndexViewStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Draws the page indexes inside (a paged TabView's dots) in `style`.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    environment(\.indexViewStyle, style)
  }
}
