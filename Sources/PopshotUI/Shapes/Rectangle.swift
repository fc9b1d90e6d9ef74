import Foundation
import PopshotGraphics

/// A rectangle filling its frame.
public nonisolated struct Rectangle: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { .rect(Rect(cg: rect)) }
}

extension FixtureView {
  /// `{"rectangle": {}}` or `{"rectangle": {"fill": …}}`.
  static let rectangle = FixtureView("rectangle") { v, _ in try shape(v) { _ in Rectangle() } }
}
