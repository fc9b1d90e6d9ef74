import PopshotGraphics

nonisolated extension View {
  /// A view in front of this one, built from the value the views inside give a preference once
  /// they are placed (anchors resolved), and offered this view's size.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modified(PreferenceDecorationModifier<K, V>(transform, alignment, isBackground: false))
  }
  /// A view behind this one, built from the value the views inside give a preference.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modified(PreferenceDecorationModifier<K, V>(transform, alignment, isBackground: true))
  }
}

/// `.overlayPreferenceValue` and `.backgroundPreferenceValue`.
nonisolated struct PreferenceDecorationModifier<K: PreferenceKey, V: View>: LayoutModifier {
  let transform: (K.Value) -> V
  let alignment: Alignment
  let isBackground: Bool
  /// The environment the view is reduced in (set by `reduced()`, where the modified view is).
  let environment: EnvironmentValues?

  init(
    _ transform: @escaping (K.Value) -> V, _ alignment: Alignment, isBackground: Bool,
    environment: EnvironmentValues? = nil
  ) {
    self.transform = transform
    self.alignment = alignment
    self.isBackground = isBackground
    self.environment = environment
  }

  func reduced() -> (any LayoutModifier)? {
    guard environment == nil else { return nil }
    return PreferenceDecorationModifier(
      transform, alignment, isBackground: isBackground, environment: EnvironmentValues.current)
  }

  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    let env = environment ?? c.environment
    let transform = self.transform
    return PreferenceDecorationNode(
      c.content(), key: AnyPreferenceKey(K.self), alignment: alignment,
      isBackground: isBackground,
      make: ViewDepth.deferred { value in
        let v = value as? K.Value ?? K.defaultValue
        let view = EnvironmentValues.$current.withValue(env) { node(of: transform(v)) }
        return c.build(view, component: self.isBackground ? "background" : "overlay")
      })
  }
}

/// Child sizing: the content's; the decoration is offered the content's size, and built once
/// the content is placed from the value its preference has then. A background places the content
/// once to read the value, then draws the decoration and the content.
final class PreferenceDecorationNode: WrapperNode {
  let key: AnyPreferenceKey, alignment: Alignment, isBackground: Bool
  let make: (Any?) -> LayoutNode
  init(
    _ child: LayoutNode, key: AnyPreferenceKey, alignment: Alignment, isBackground: Bool,
    make: @escaping (Any?) -> LayoutNode
  ) {
    self.key = key
    self.alignment = alignment
    self.isBackground = isBackground
    self.make = make
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    if isBackground {
      var scratch = out
      child.placeIn(frame, &scratch)
    } else {
      child.placeIn(frame, &out)
    }
    let decoration = make(child.preference(key))
    let s = decoration.size(ProposedSize(frame.size))
    decoration.placeIn(Rect(origin: alignment.place(s, in: frame), size: s), &out)
    if isBackground { child.placeIn(frame, &out) }
  }
}
