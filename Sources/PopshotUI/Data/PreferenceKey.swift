// Preferences carry facts up the view tree (SwiftUI's PreferenceKey): a navigation title, a
// sheet's detents, a size a child measured. A view sets a value with `.preference(key:value:)`;
// an ancestor reads the value of its whole subtree, the children's values combined by the key's
// `reduce` in view-tree order. Before layout they are read from the reduced tree
// (`ViewNode.preference`: a navigation bar's title, a sheet's settings); after placing, from the
// layout tree (`LayoutNode.preference`), where a GeometryReader's content has been built
// (`onPreferenceChange`, `overlayPreferenceValue`). Both follow the same order.

/// A named value produced by views and combined up the tree (SwiftUI's PreferenceKey).
public protocol PreferenceKey {
  associatedtype Value
  /// The value of a view that sets none. `reduce(value: &x, nextValue: { defaultValue })` must
  /// leave x as it is, as SwiftUI's documentation asks: Popshot leaves such views out.
  static var defaultValue: Value { get }
  /// Combines the values so far with the next sibling's.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// Nil, for a key whose value is optional.
  public static var defaultValue: Value { nil }
}

/// A preference key as a value: its identity and its reduce.
struct AnyPreferenceKey {
  let id: ObjectIdentifier
  let combine: (inout Any, Any) -> Void

  init<K: PreferenceKey>(_ key: K.Type) {
    id = ObjectIdentifier(key)
    combine = { value, next in
      var v = value as! K.Value
      K.reduce(value: &v) { next as! K.Value }
      value = v
    }
  }

  /// The values of `nodes` for this key, combined in order; nil when none has one.
  func reduce(_ nodes: [LayoutNode]) -> Any? { combined(nodes.lazy.map { $0.preference(self) }) }
  /// The same for a reduced tree's nodes.
  func reduce(_ nodes: [ViewNode]) -> Any? { combined(nodes.lazy.map { $0.preference(self) }) }

  /// Values in view-tree order, combined; views that set none are left out.
  func combined(_ values: some Sequence<Any?>) -> Any? {
    var result: Any?
    for case let v? in values {
      if result == nil { result = v } else { combine(&result!, v) }
    }
    return result
  }
}

extension LayoutNode {
  /// The value of `K` in this subtree, or its default.
  func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value {
    preference(AnyPreferenceKey(key)) as? K.Value ?? K.defaultValue
  }
}

/// What an `onPreferenceChange` saw in one pass: its view, its value, and what to run if the value
/// is new.
struct PreferenceChange {
  /// The view's layout id.
  let id: String
  /// The key's type name (the id and key are unique in one render).
  let key: String
  /// The view whose body attached the action.
  let owner: Any.Type?
  let value: Any
  let isEqual: (Any) -> Bool
  let action: () -> Void
}

/// The values `onPreferenceChange` actions have seen over the passes of `LayoutEngine.settled`,
/// and whether the last pass ran one.
final class PreferenceSession: @unchecked Sendable {
  private var seen: [String: PreferenceChange] = [:]
  /// An action ran in this pass: its state may have changed what the screen shows.
  var changed = false
  /// 1 for the first pass. Later passes build the tree with appear actions quiet (the views have
  /// appeared already).
  var pass = 1
  /// The last action run: the view whose body attached it (else the render's root view), the
  /// layout id of the view it is on and the key's name.
  private(set) var lastChange: (view: String, id: String, key: String)?

  @TaskLocal static var current: PreferenceSession?

  /// Runs the actions whose values are new since an earlier pass. `root` names the render's root
  /// view, so that two renders of one screen (a page, a sheet's content) keep their places apart.
  func deliver(_ changes: [PreferenceChange], root: String) {
    for change in changes {
      let place = root + "|" + change.id + "|" + change.key
      if let before = seen[place], before.isEqual(change.value) { continue }
      seen[place] = change
      change.action()
      changed = true
      lastChange = (change.owner.map { String(describing: $0) } ?? root, change.id, change.key)
    }
  }
}
