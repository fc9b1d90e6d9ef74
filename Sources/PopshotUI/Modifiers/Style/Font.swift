import PopshotText

extension View {
  /// The font of the text inside (nil: as it is).
  public func font(_ font: Font?) -> some View { modified(EnvironmentModifier(font: font)) }
  /// The weight of the text inside, whatever its font.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    modified(EnvironmentModifier(fontWeight: weight))
  }
}

extension EnvironmentModifier {
  init(font: Font?) { self.init { if let font { $0.font = font } } }
  init(fontWeight: Font.Weight?) { self.init { if let fontWeight { $0.fontWeight = fontWeight } } }
}

extension FixtureModifier {
  /// `{"font": "headline"}` or `{"font": {"size": 14, "weight": "bold", "relativeTo": "body"}}`.
  static let font = FixtureModifier("font") { m, v in AnyView(v.font(try m.font())) }
  /// `{"fontWeight": "semibold"}`.
  static let fontWeight = FixtureModifier("fontWeight") { m, v in
    AnyView(v.fontWeight(try m.oneOf(FontWeight.self)))
  }
}
