// What an open menu lists: its items as the view wrote them. The system draws them, not the
// view: PopshotScenes reads the items (buttons, dividers, nested menus) and lays them out as iOS
// does, as it does an alert's actions.

/// The items of a `Menu` or a `.contextMenu`.
public struct MenuContent: @unchecked Sendable {
  /// The view the menu's content builder made.
  public var items: AnyView
  /// The order its items show in (`menuOrder(_:)` where the menu is).
  public var order: MenuOrder
  public init(items: AnyView, order: MenuOrder = .automatic) {
    self.items = items
    self.order = order
  }

  /// The items, in the order written, read in `environment`: buttons, dividers and nested menus
  /// (other views are left out, as iOS shows only menu elements).
  public func entries(in environment: EnvironmentValues) -> [MenuItem] {
    var env = environment
    env.isCollectingMenuItems = true
    return EnvironmentValues.$current.withValue(env) {
      node(of: items.buttonStyle(MenuItemCollector())).preferenceValue(MenuItemsKey.self)
    }
  }
}

/// One element of an open menu.
public struct MenuItem: @unchecked Sendable {
  public enum Kind: Sendable { case action, submenu, divider }
  public var kind: Kind
  /// The label as the view wrote it (a `Text` or a `Label`; empty for a divider).
  public var label: AnyView
  public var role: ButtonRole?
  public var isEnabled: Bool
  public init(kind: Kind, label: AnyView, role: ButtonRole? = nil, isEnabled: Bool = true) {
    self.kind = kind
    self.label = label
    self.role = role
    self.isEnabled = isEnabled
  }
}

/// Gathers a menu's buttons: each button's body is nothing but its label and role.
private nonisolated struct MenuItemCollector: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    MenuItemMarker(kind: .action, label: AnyView(configuration.label), role: configuration.role)
  }
}

/// A menu item given up as a preference (Divider and Menu make one while items are collected).
nonisolated struct MenuItemMarker: PrimitiveView {
  let kind: MenuItem.Kind
  let label: AnyView
  var role: ButtonRole? = nil
  func makeNode() -> ViewNode {
    let item = MenuItem(
      kind: kind, label: label, role: role, isEnabled: EnvironmentValues.current.isEnabled)
    return node(of: EmptyView().preference(key: MenuItemsKey.self, value: [item]))
  }
}

private struct MenuItemsKey: PreferenceKey {
  static var defaultValue: [MenuItem] { [] }
  static func reduce(value: inout [MenuItem], nextValue: () -> [MenuItem]) {
    value += nextValue()
  }
}

private struct CollectingMenuItemsKey: EnvironmentKey {
  static let defaultValue = false
}

private struct OpenMenuKey: EnvironmentKey {
  static let defaultValue: String? = nil
}

extension EnvironmentValues {
  /// True while a menu's items are read: a Divider and a nested Menu then stand for themselves.
  var isCollectingMenuItems: Bool {
    get { self[CollectingMenuItemsKey.self] }
    set { self[CollectingMenuItemsKey.self] = newValue }
  }

  /// The id of the menu shown open in this render (a `Menu`'s or a `.contextMenu`'s place in the
  /// tree): a snapshot opens one menu by name, as a user's tap would.
  public var openMenu: String? {
    get { self[OpenMenuKey.self] }
    set { self[OpenMenuKey.self] = newValue }
  }
}
