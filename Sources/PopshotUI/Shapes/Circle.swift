import PopshotGraphics

/// A circle centred in its frame, as wide as the frame's shorter side.
public nonisolated struct Circle: Shape {
  public init() {}
  public func path(in cgRect: CGRect) -> Path {
    let rect = Rect(cg: cgRect)
    return .circle(center: rect.center, radius: min(rect.width, rect.height) / 2)
  }
}

extension FixtureView {
  /// `{"circle": {}}` or `{"circle": {"fill": …}}`.
  static let circle = FixtureView("circle") { v, _ in try shape(v) { _ in Circle() } }
}
