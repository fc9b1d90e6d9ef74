// `.minimumScaleFactor`: a text that would be truncated or cut inside a word shrinks, down to
// this fraction of its size, to the largest size at which it fits its width and line limit
// (TextNode.fitted); below the factor it is truncated as usual.

extension EnvironmentValues {
  /// The smallest fraction of its size a text here may shrink to (1: none).
  public var minimumScaleFactor: Double {
    get { textSettings.minimumScaleFactor }
    set { textSettings.minimumScaleFactor = min(1, max(0, newValue)) }
  }
}

nonisolated extension View {
  public func minimumScaleFactor(_ factor: Double) -> some View {
    environment(\.minimumScaleFactor, factor)
  }
}
