// List styles (SwiftUI's ListStyle): values chosen with `.listStyle(_:)` through the environment.
// SwiftUI's protocol has no public requirements; here each style answers with its appearance, a
// plain description of how a list draws (cards or rows edge to edge, header style), which the
// list's layout reads. Numbers are in ListMetrics.

/// How a list draws: its sections as cards or as rows edge to edge, and its headers.
public struct ListAppearance: Hashable, Sendable {
  /// How sections are set on the list's background.
  public enum Grouping: Hashable, Sendable {
    /// Rows edge to edge on the system background; sections follow one another.
    case plain
    /// Each section a full-width block of cells on the grouped background.
    case grouped
    /// Each section a rounded card inset from the edges by the layout margin.
    case insetGrouped
  }
  /// How section headers are drawn.
  public enum HeaderStyle: Hashable, Sendable {
    /// Uppercase footnote in the secondary label colour (grouped styles).
    case grouped
    /// Semibold subheadline in the secondary label colour, as written (plain lists).
    case plain
    /// Bold title 3 in the label colour, as written (sidebars, `headerProminence(.increased)`).
    case prominent
  }
  public var grouping: Grouping
  public var headerStyle: HeaderStyle
  package init(grouping: Grouping, headerStyle: HeaderStyle) {
    self.grouping = grouping
    self.headerStyle = headerStyle
  }
  /// Whether the list's background is systemGroupedBackground with cells on it.
  var isGrouped: Bool { grouping != .plain }
}

/// A way of drawing a list (SwiftUI's ListStyle).
public protocol ListStyle: Sendable {
  /// How a list in this style draws. Popshot's stand-in for SwiftUI's private requirements.
  var _appearance: ListAppearance { get }
}

/// Rows edge to edge (SwiftUI's PlainListStyle).
public struct PlainListStyle: ListStyle {
  public init() {}
  public var _appearance: ListAppearance { ListAppearance(grouping: .plain, headerStyle: .plain) }
}

/// Sections as full-width blocks on the grouped background (SwiftUI's GroupedListStyle).
public struct GroupedListStyle: ListStyle {
  public init() {}
  public var _appearance: ListAppearance {
    ListAppearance(grouping: .grouped, headerStyle: .grouped)
  }
}

/// Sections as rounded cards (SwiftUI's InsetGroupedListStyle).
public struct InsetGroupedListStyle: ListStyle {
  public init() {}
  public var _appearance: ListAppearance {
    ListAppearance(grouping: .insetGrouped, headerStyle: .grouped)
  }
}

/// A sidebar (SwiftUI's SidebarListStyle). On an iPhone it has the inset grouped look, with
/// prominent headers (their collapse chevrons are not drawn).
public struct SidebarListStyle: ListStyle {
  public init() {}
  public var _appearance: ListAppearance {
    ListAppearance(grouping: .insetGrouped, headerStyle: .prominent)
  }
}

/// The platform's style (SwiftUI's DefaultListStyle): inset grouped on an iPhone with iOS 16–18
/// (docs/platform.md, "Lists").
public struct DefaultListStyle: ListStyle {
  public init() {}
  public var _appearance: ListAppearance { InsetGroupedListStyle()._appearance }
}

extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

private struct ListStyleKey: EnvironmentKey {
  static let defaultValue: any ListStyle = DefaultListStyle()
}

extension EnvironmentValues {
  /// The style of the lists here (`.listStyle`).
  var listStyle: any ListStyle {
    get { self[ListStyleKey.self] }
    set { self[ListStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Draws the lists inside in `style`.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    environment(\.listStyle, style)
  }
}
