// An open menu is a presentation: `Menu` and `.contextMenu` record a request where they are
// attached (kind `menu`, a context menu marked so), shown when the render's `openMenu` names their place.
// They have no binding: a snapshot opens them by name (PopshotTesting's `presenting: .each`).

/// The order a menu shows its items in (SwiftUI's MenuOrder).
public struct MenuOrder: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case automatic, fixed, priority }
  let kind: Kind
  /// The system's choice: on iOS, priority order.
  public static let automatic = MenuOrder(kind: .automatic)
  /// Top to bottom, as written.
  public static let fixed = MenuOrder(kind: .fixed)
  /// The first items closest to where the menu was opened.
  public static let priority = MenuOrder(kind: .priority)
  /// Whether the items run from the bottom up when the menu opens above its source.
  public var reversesAboveSource: Bool { kind != .fixed }
}

private struct MenuOrderKey: EnvironmentKey {
  static let defaultValue = MenuOrder.automatic
}

extension EnvironmentValues {
  /// The order of the items of menus presented from this view.
  public var menuOrder: MenuOrder {
    get { self[MenuOrderKey.self] }
    set { self[MenuOrderKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the order of the items of menus presented from this view.
  public func menuOrder(_ order: MenuOrder) -> some View {
    environment(\.menuOrder, order)
  }

  /// A menu the view shows on a long press, of these items.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    modified(MenuRequestModifier(isContextMenu: true, items: AnyView(menuItems())))
  }

  /// A menu the view shows on a long press, with a preview in place of the view (the preview is
  /// not drawn: the menu shows under the view itself).
  public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View {
    modified(MenuRequestModifier(isContextMenu: true, items: AnyView(menuItems())))
  }

  /// A menu attached to the view: open when the render's `openMenu` names it.
  func presentsMenu(_ items: AnyView) -> some View {
    modified(MenuRequestModifier(isContextMenu: false, items: items))
  }
}

/// Records the menu where the view is placed, open when `openMenu` is the view's id.
struct MenuRequestModifier: LayoutModifier {
  /// A `.contextMenu`'s, not a `Menu`'s.
  let isContextMenu: Bool
  let items: AnyView
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    let env = c.environment
    // While an enclosing menu reads its items, this one records nothing.
    guard !env.isCollectingMenuItems else { return c.content() }
    var request = PresentationRequest(
      kind: .menu, isContextMenu: isContextMenu, source: c.id, isPresented: env.openMenu == c.id,
      isConstant: false,
      content: nil, dialog: nil, configuration: PresentationConfiguration(), open: nil,
      restore: {}, openItem: nil, accepts: { _ in false })
    request.menu = MenuContent(items: items, order: env.menuOrder)
    return PresentationNode(c.content(), request: request)
  }
}
