// `.tint`: the accent colour of the controls inside (a button's label, a switch's track, a
// slider's filled part). Without one, controls use the accent colour.

extension EnvironmentValues {
  // `tint` itself is stored with the other values every view reads (Data/Environment.swift).
  /// The colour controls here are tinted with: the `.tint`, or the accent colour.
  var tintColor: Color { tint ?? .accentColor }
}

nonisolated extension View {
  /// Tints the controls inside with `tint` (nil: the accent colour).
  public func tint(_ tint: Color?) -> some View {
    environment(\.tint, tint)
  }
  /// Tints the controls inside with a style; a gradient tints with its representative colour.
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    environment(
      \.tint, tint.map { unwrapped($0) as? Color ?? Color($0.representativeColor(.light)) })
  }
}

extension FixtureModifier {
  /// `{"tint": "systemPink"}`.
  static let tint = FixtureModifier("tint") { m, v in AnyView(v.tint(try m.color())) }
}
