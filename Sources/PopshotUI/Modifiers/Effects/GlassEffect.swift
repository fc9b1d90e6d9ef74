// SwiftUI's Liquid Glass modifiers. `glassEffect` draws: the view's shape filled with glass
// behind it (Styles/Glass.swift). The others name glass for animated changes — morphing between
// ids, merging into a union while moving, materializing — and a still, drawn once the change is
// over, is the same without them (docs/swiftui.md, "Liquid Glass").

/// How glass appears and disappears in an animated change (SwiftUI's GlassEffectTransition).
public struct GlassEffectTransition: Equatable, Sendable {
  let name: String
  /// The glass morphs from or into the glass of the same id nearby.
  public static var matchedGeometry: GlassEffectTransition {
    GlassEffectTransition(name: "matched")
  }
  /// The glass fades in or out by modulating its lensing.
  public static var materialize: GlassEffectTransition {
    GlassEffectTransition(name: "materialize")
  }
  /// No transition.
  public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}

nonisolated extension View {
  /// Draws the view on Liquid Glass in `shape` (a capsule unless given), laid in the view's
  /// bounds, padding included.
  public func glassEffect(
    _ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()
  ) -> some View {
    background(GlassFill(glass: glass), in: shape)
  }

  /// Identifies the glass for morphing between views in an animated change: no effect in a still.
  public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID)
    -> some View
  {
    self
  }

  /// Asks the glass of every view with this id to merge into one shape. Popshot draws each view's
  /// glass in its own shape (docs/swiftui.md, "Liquid Glass").
  public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID)
    -> some View
  {
    self
  }

  /// How the glass appears and disappears in an animated change: no effect in a still.
  public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
    self
  }
}
