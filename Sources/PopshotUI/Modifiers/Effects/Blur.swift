nonisolated extension View {
  /// Blurs the view with a Gaussian of deviation `radius` points (as `.shadow` reads its radius).
  /// The blur spreads beyond the view's frame; `opaque` extends the view's edges instead, so the
  /// result keeps the view's bounds and lets nothing through.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    layerEffect(.blur(radius: Double(radius), opaque: opaque))
  }
}
