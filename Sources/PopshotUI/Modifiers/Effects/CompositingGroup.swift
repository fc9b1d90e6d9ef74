/// How an offscreen group's colours are stored (SwiftUI's ColorRenderingMode).
public enum ColorRenderingMode: Sendable, Hashable {
  case nonLinear, linear, extendedLinear
}

nonisolated extension View {
  /// Draws the view's content as one group before effects outside it apply: blend modes inside
  /// blend within the group, and an opacity outside fades the group as a whole.
  public func compositingGroup() -> some View { layerEffect(.group) }
  /// SwiftUI renders the content offscreen with Metal; the pixels are those of drawing it as it
  /// is, so Popshot draws it as it is.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> some View
  {
    self
  }
}
