import Foundation
import PopshotGraphics

/// A rounded rectangle whose corner radius is half its shorter side.
public nonisolated struct Capsule: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { .capsule(in: Rect(cg: rect)) }
}

extension FixtureView {
  /// `{"capsule": {}}` or `{"capsule": {"fill": …}}`.
  static let capsule = FixtureView("capsule") { v, _ in try shape(v) { _ in Capsule() } }
}
