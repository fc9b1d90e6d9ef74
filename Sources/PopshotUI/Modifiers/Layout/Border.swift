nonisolated extension View {
  /// A border of `width` points drawn inside the view's bounds (SwiftUI's `border(_:width:)`):
  /// an overlay of the bounds stroked inward, so it covers the outer edge of the content and
  /// adds nothing to the size.
  public func border(_ content: some ShapeStyle, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }
}
