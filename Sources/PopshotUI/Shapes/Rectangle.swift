import PopshotGraphics

/// A rectangle filling its frame.
public struct Rectangle: Shape {
  public init() {}
  public func path(in rect: Rect) -> Path { .rect(rect) }
}

extension FixtureView {
  /// `{"rectangle": {}}` or `{"rectangle": {"fill": …}}`.
  static let rectangle = FixtureView("rectangle") { v, _ in try shape(v) { _ in Rectangle() } }
}
