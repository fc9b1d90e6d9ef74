import Foundation

// NavigationSplitView (iOS 16): two or three columns, each in a navigation stack of its own. In a
// compact width (every iPhone in portrait) it collapses into one stack showing the sidebar, as
// SwiftUI does unless told otherwise. In a regular width it draws the columns side by side, the
// sidebar 320 pt wide and the middle column 320 pt, with a hairline between them: what an iPad
// in landscape shows. iPadOS's portrait default (the detail alone, the sidebar as an overlay
// behind a button) is not drawn; docs/swiftui.md ("Content views") says so.

/// Columns of navigation, a sidebar leading to a detail (SwiftUI's NavigationSplitView).
public nonisolated struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: AnyView, content: AnyView?, detail: AnyView
  let visibility: NavigationSplitViewVisibility
  let compactColumn: NavigationSplitViewColumn
  @Environment(\.horizontalSizeClass) var sizeClass

  /// A sidebar, a middle column and a detail.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      sidebar: AnyView(sidebar()), content: AnyView(content()), detail: AnyView(detail()),
      visibility: .automatic, compactColumn: .sidebar)
  }
  /// Three columns, with the visibility of the leading ones bound.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      sidebar: AnyView(sidebar()), content: AnyView(content()), detail: AnyView(detail()),
      visibility: columnVisibility.wrappedValue, compactColumn: .sidebar)
  }

  fileprivate init(
    sidebar: AnyView, content: AnyView?, detail: AnyView,
    visibility: NavigationSplitViewVisibility, compactColumn: NavigationSplitViewColumn
  ) {
    self.sidebar = sidebar
    self.content = content
    self.detail = detail
    self.visibility = visibility
    self.compactColumn = compactColumn
  }

  /// The column a collapsed split view shows.
  private var compactView: AnyView {
    switch compactColumn {
    case .detail: return detail
    case .content: return content ?? detail
    default: return sidebar
    }
  }

  public var body: some View {
    if sizeClass != .regular {
      NavigationStack { compactView }
    } else {
      HStack(spacing: 0) {
        if visibility != .detailOnly {
          if visibility != .doubleColumn || content == nil {
            NavigationStack { sidebar }.frame(width: 320)
            Divider()
          }
          if let content {
            NavigationStack { content }.frame(width: 320)
            Divider()
          }
        }
        NavigationStack { detail }
      }
    }
  }
}

nonisolated extension NavigationSplitView where Content == EmptyView {
  /// A sidebar and a detail.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(
      sidebar: AnyView(sidebar()), content: nil, detail: AnyView(detail()),
      visibility: .automatic, compactColumn: .sidebar)
  }
  /// A sidebar and a detail, with the sidebar's visibility bound.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      sidebar: AnyView(sidebar()), content: nil, detail: AnyView(detail()),
      visibility: columnVisibility.wrappedValue, compactColumn: .sidebar)
  }
  /// A sidebar and a detail, showing `preferredCompactColumn` when collapsed to one column.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      sidebar: AnyView(sidebar()), content: nil, detail: AnyView(detail()),
      visibility: .automatic, compactColumn: preferredCompactColumn.wrappedValue)
  }
}

/// Which columns of a split view show (SwiftUI's NavigationSplitViewVisibility).
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
  let rawValue: Int
  /// The system's choice.
  public static let automatic = NavigationSplitViewVisibility(rawValue: 0)
  /// Every column.
  public static let all = NavigationSplitViewVisibility(rawValue: 1)
  /// The two trailing columns: the middle one and the detail.
  public static let doubleColumn = NavigationSplitViewVisibility(rawValue: 2)
  /// The detail alone.
  public static let detailOnly = NavigationSplitViewVisibility(rawValue: 3)
}

/// A column of a split view (SwiftUI's NavigationSplitViewColumn).
public struct NavigationSplitViewColumn: Hashable, Sendable {
  let rawValue: Int
  public static let sidebar = NavigationSplitViewColumn(rawValue: 0)
  public static let content = NavigationSplitViewColumn(rawValue: 1)
  public static let detail = NavigationSplitViewColumn(rawValue: 2)
}

nonisolated extension View {
  /// The width of a split view's column. A still draws the columns at their default widths.
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
  /// The width of a split view's column within limits. A still draws the default widths.
  public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View { self }
}
