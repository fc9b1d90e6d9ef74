import PopshotText

nonisolated extension View {
  /// How the lines of a text inside align to each other.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }
}

extension FixtureModifier {
  /// `{"multilineTextAlignment": "center"}`.
  static let multilineTextAlignment = FixtureModifier("multilineTextAlignment") { m, v in
    AnyView(v.multilineTextAlignment(try m.oneOf(TextAlignment.self)))
  }
}
