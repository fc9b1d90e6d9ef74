import PopshotText

nonisolated extension View {
  /// The font of the text inside (nil: the default, body).
  public func font(_ font: Font?) -> some View { environment(\.font, font) }
  /// The weight of the text inside, whatever its font (nil: the font's own).
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    environment(\.fontWeight, weight)
  }
}

extension FixtureModifier {
  /// `{"font": "headline"}` or `{"font": {"size": 14, "weight": "bold", "relativeTo": "body"}}`.
  static let font = FixtureModifier("font") { m, v in AnyView(v.font(try m.font())) }
  /// `{"fontWeight": "semibold"}`.
  static let fontWeight = FixtureModifier("fontWeight") { m, v in
    AnyView(v.fontWeight(try m.oneOf(FontWeight.self)))
  }
}
