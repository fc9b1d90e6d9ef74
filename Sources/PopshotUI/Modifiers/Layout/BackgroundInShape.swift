nonisolated extension View {
  /// Fills a shape laid in the view's bounds with a style, behind the view
  /// (`.background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))`).
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    background(shape.fill(style))
  }
}
