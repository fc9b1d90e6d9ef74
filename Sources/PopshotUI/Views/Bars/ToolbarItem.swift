// Toolbar content (SwiftUI's ToolbarContent): items and groups of views with a placement, built
// by `@ToolbarContentBuilder` and handed to `.toolbar`. They are not views: the navigation
// container reads them as a preference of its content and draws them in its bars.

/// Where a toolbar item goes (SwiftUI's ToolbarItemPlacement). On iOS 17 in a navigation stack:
/// leading (`navigationBarLeading`, `topBarLeading`, `navigation`, `cancellationAction`),
/// trailing (`automatic`, `navigationBarTrailing`, `topBarTrailing`, `primaryAction`,
/// `secondaryAction`, `confirmationAction`, `destructiveAction`), centred in place of the inline
/// title (`principal`), or in the bottom toolbar (`bottomBar`, `status`). `keyboard` items sit
/// over the keyboard, which a still does not show.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String
  let position: ToolbarPosition

  public static let automatic = Self(name: "automatic", position: .trailing)
  public static let principal = Self(name: "principal", position: .principal)
  public static let navigation = Self(name: "navigation", position: .leading)
  public static let primaryAction = Self(name: "primaryAction", position: .trailing)
  public static let secondaryAction = Self(name: "secondaryAction", position: .trailing)
  public static let status = Self(name: "status", position: .bottom)
  public static let confirmationAction = Self(name: "confirmationAction", position: .trailing)
  public static let cancellationAction = Self(name: "cancellationAction", position: .leading)
  public static let destructiveAction = Self(name: "destructiveAction", position: .trailing)
  public static let keyboard = Self(name: "keyboard", position: .keyboard)
  public static let navigationBarLeading = Self(name: "navigationBarLeading", position: .leading)
  public static let navigationBarTrailing = Self(
    name: "navigationBarTrailing", position: .trailing)
  public static let topBarLeading = Self(name: "topBarLeading", position: .leading)
  public static let topBarTrailing = Self(name: "topBarTrailing", position: .trailing)
  public static let bottomBar = Self(name: "bottomBar", position: .bottom)
}

/// Where the navigation container draws an item.
enum ToolbarPosition: Hashable, Sendable { case leading, trailing, principal, bottom, keyboard }

/// One item or group of the toolbar, with its views kept unreduced: the bar reduces them in its
/// own environment (bar text size, tint).
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let views: [any View]
}

/// What a toolbar holds (SwiftUI's ToolbarContent): items, groups, or a type of the user's whose
/// `body` is toolbar content.
@MainActor @preconcurrency public protocol ToolbarContent {
  associatedtype Body: ToolbarContent
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content built into Popshot: it gives its entries instead of a body.
protocol PrimitiveToolbarContent: ToolbarContent where Body == Never {
  nonisolated var entries: [ToolbarEntry] { get }
}

nonisolated extension PrimitiveToolbarContent {
  public var body: Never { fatalError("\(Self.self) is primitive toolbar content") }
}

/// The entries of any toolbar content, in order.
func toolbarEntries(_ content: any ToolbarContent) -> [ToolbarEntry] {
  if let primitive = content as? any PrimitiveToolbarContent { return primitive.entries }
  return toolbarEntries(mainActorRead(content) { $0.body })
}

/// One view in the toolbar (SwiftUI's ToolbarItem).
public nonisolated struct ToolbarItem: PrimitiveToolbarContent {
  let entry: ToolbarEntry
  public init<Content: View>(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    entry = ToolbarEntry(placement: placement, views: [erased(content())])
  }
  /// A customizable item: the id changes nothing in a still.
  public init<Content: View>(
    id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.init(placement: placement, content: content)
  }
  var entries: [ToolbarEntry] { [entry] }
}

/// Several views in one place of the toolbar, side by side (SwiftUI's ToolbarItemGroup).
public nonisolated struct ToolbarItemGroup: PrimitiveToolbarContent {
  let entry: ToolbarEntry
  public init<Content: View>(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    entry = ToolbarEntry(placement: placement, views: ViewList.children(content()).views)
  }
  var entries: [ToolbarEntry] { [entry] }
}

/// Toolbar content made of several parts (what a ToolbarContentBuilder returns).
public nonisolated struct ToolbarContentList: PrimitiveToolbarContent {
  let entries: [ToolbarEntry]
}

/// Builds toolbar content from the statements of a closure, with `if`, `if`/`else` and `for`.
@resultBuilder
public enum ToolbarContentBuilder {
  public static func buildExpression(_ content: some ToolbarContent) -> ToolbarContentList {
    ToolbarContentList(entries: toolbarEntries(content))
  }
  public static func buildBlock(_ parts: ToolbarContentList...) -> ToolbarContentList {
    ToolbarContentList(entries: parts.flatMap(\.entries))
  }
  public static func buildOptional(_ part: ToolbarContentList?) -> ToolbarContentList {
    part ?? ToolbarContentList(entries: [])
  }
  public static func buildEither(first: ToolbarContentList) -> ToolbarContentList { first }
  public static func buildEither(second: ToolbarContentList) -> ToolbarContentList { second }
  public static func buildArray(_ parts: [ToolbarContentList]) -> ToolbarContentList {
    ToolbarContentList(entries: parts.flatMap(\.entries))
  }
  public static func buildLimitedAvailability(_ part: ToolbarContentList) -> ToolbarContentList {
    part
  }
}
