// `_trait(_:_:)` and `_ViewTraitKey` (SwiftUI's underscored traits): a value a view carries for
// the container it is a child of, read by a `_VariadicView` root as `child[Key.self]`. It
// changes nothing in layout or drawing.

/// A key for a value a view carries for its container (SwiftUI's `_ViewTraitKey`).
public protocol _ViewTraitKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

nonisolated extension View {
  /// Gives the view `value` for the trait `key`.
  public func _trait<K: _ViewTraitKey>(_ key: K.Type, _ value: K.Value) -> some View {
    modified(TraitModifier(key: ObjectIdentifier(key), value: value))
  }
}

/// `_trait`: a value kept on the reduced view for `traitValue(_:of:)`.
struct TraitModifier: LayoutModifier {
  let key: ObjectIdentifier
  let value: Any
}

/// The value of the trait `key` on a reduced view: the outermost one set, looking through its
/// other modifiers (a trait set inside `.padding()` is still the padded view's); nil when unset.
func traitValue(_ key: ObjectIdentifier, of node: ViewNode) -> Any? {
  guard case .modified(let inner, let m) = node else { return nil }
  let trait = (m as? ModifiedView<TraitModifier>)?.modifier ?? (m as? TraitModifier)
  if let trait, trait.key == key { return trait.value }
  return traitValue(key, of: inner)
}
