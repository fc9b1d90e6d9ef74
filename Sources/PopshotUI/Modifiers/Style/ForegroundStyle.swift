nonisolated extension View {
  /// The colour of the text, symbols and shapes inside (nil: the default, primary).
  public func foregroundColor(_ color: Color?) -> some View {
    environment(\.foregroundStyle, color)
  }
  /// The style (a colour, a gradient) of the text, symbols and shapes inside.
  public func foregroundStyle(_ style: some ShapeStyle) -> some View {
    environment(\.foregroundStyle, style)
  }
}

extension FixtureModifier {
  /// `{"foregroundColor": "secondary"}`.
  static let foregroundColor = FixtureModifier("foregroundColor") { m, v in
    AnyView(v.foregroundColor(try m.color()))
  }
}
