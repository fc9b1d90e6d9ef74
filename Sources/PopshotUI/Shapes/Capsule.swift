import PopshotGraphics

/// A rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: Shape {
  public init() {}
  public func path(in rect: Rect) -> Path { .capsule(in: rect) }
}

extension FixtureView {
  /// `{"capsule": {}}` or `{"capsule": {"fill": …}}`.
  static let capsule = FixtureView("capsule") { v, _ in try shape(v) { _ in Capsule() } }
}
