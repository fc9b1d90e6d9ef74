// `geometryGroup()` (iOS 17) makes a view's children take its geometry as one value while it
// animates; a still draws where every animation ends, where the group and its children agree.

nonisolated extension View {
  /// Isolates the geometry of the view's children while it animates; a still draws the same.
  public func geometryGroup() -> some View { self }
}
