// Presentations in the view tree: `.sheet` and `.fullScreenCover` record a request where they are
// attached, and the layout result lists the requests it met. PopshotScenes turns the shown ones
// into sheet and cover layers, as it does for JSON fixtures; a snapshot can open the others.
import Foundation
import PopshotGraphics
import PopshotSupport

/// A presentation a view asks for: where, of what kind, whether it shows, and its content.
public struct PresentationRequest: @unchecked Sendable {
  public var kind: PresentationKind
  /// A `.contextMenu`'s menu (kind `menu`), not a `Menu`'s.
  public var isContextMenu = false
  /// The id of the view it is attached to (its place in the tree, or its `.id`).
  public var source: String
  /// Whether it shows in this render (its binding is true, or its item set).
  public var isPresented: Bool
  /// Presented with `isPresented: .constant(true)`: part of the screen, not something the user
  /// opens or closes.
  public var isConstant: Bool
  /// The content as presented, when it shows (a sheet's or a cover's).
  public var content: AnyView?
  /// An alert's or a confirmation dialog's title, message and actions, when it shows.
  public var dialog: DialogContent?
  public var configuration: PresentationConfiguration
  /// A popover's attachment anchor and arrow edge (nil for the other styles).
  public var popover: PopoverPlacement? = nil
  /// An open menu's items (a `Menu`'s or a `.contextMenu`'s).
  public var menu: MenuContent? = nil
  /// The frame of the view it is attached to, in the render's coordinates, once placed.
  public var sourceFrame: Rect? = nil
  /// Opens it for the next render (sets its binding to true); nil when it cannot be opened
  /// without a value (`.sheet(item:)` whose item is nil).
  let open: (() -> Void)?
  /// Puts the binding back as it was before `open`.
  let restore: () -> Void
  /// For `.sheet(item:)`: sets the item to a value of its type (false when `value` is not one).
  let openItem: ((Any) -> Bool)?
  /// Closes it as the system does when a person dismisses it: sets its binding to false or its
  /// item to nil. Nil for a constant binding, which nothing closes.
  public var close: (() -> Void)? = nil

  /// A menu: opened by naming it in the environment's `openMenu`, not through a binding.
  public var opensByName: Bool { kind == .menu }

  /// The modifier's name: the kind's, or `contextMenu` (what snapshot names say).
  public var modifierName: String { isContextMenu ? "contextMenu" : kind.rawValue }

  /// Opens the presentation, runs `body`, and puts the binding back as it was.
  public func whileOpen<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T? {
    guard let open else { return nil }
    open()
    defer { restore() }
    return try body()
  }

  /// Whether it is a `.sheet(item:)` or `.fullScreenCover(item:)` that `value` can open.
  public func canOpen(with value: Any) -> Bool { openItem != nil && accepts(value) }
  let accepts: (Any) -> Bool

  /// Sets its item to `value`, runs `body`, and puts the item back (nil when `value` is not of
  /// the item's type).
  public func whileOpen<T, E: Error>(with value: Any, _ body: () throws(E) -> T) throws(E) -> T? {
    guard let openItem, openItem(value) else { return nil }
    defer { restore() }
    return try body()
  }
}

extension PresentationRequest {
  /// How a test opens an `item:` presentation with a value it chooses: by setting the binding
  /// (nil for a constant binding, which cannot be opened).
  static func opener<Item>(_ item: Binding<Item?>) -> ((Any) -> Bool)? {
    guard !item.isConstant else { return nil }
    return { any in
      guard let v = any as? Item else { return false }
      item.wrappedValue = v
      return true
    }
  }
}
