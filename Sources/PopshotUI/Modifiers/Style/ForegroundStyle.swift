extension View {
  /// The colour of the text, symbols and shapes inside (nil: as it is).
  public func foregroundColor(_ color: Color?) -> some View {
    modified(EnvironmentModifier(foreground: color))
  }
  /// The style (a colour, a gradient) of the text, symbols and shapes inside.
  public func foregroundStyle(_ style: some ShapeStyle) -> some View {
    modified(EnvironmentModifier(foreground: style))
  }
}

extension EnvironmentModifier {
  init(foreground style: (any ShapeStyle)?) {
    self.init { if let style { $0.foregroundStyle = style } }
  }
}

extension FixtureModifier {
  /// `{"foregroundColor": "secondary"}`.
  static let foregroundColor = FixtureModifier("foregroundColor") { m, v in
    AnyView(v.foregroundColor(try m.color()))
  }
}
