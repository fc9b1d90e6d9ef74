import Foundation
import PopshotGraphics

/// A rounded rectangle whose corner radius is half its shorter side.
public nonisolated struct Capsule: Shape {
  /// The style of its ends. Both draw half circles: iOS's continuous capsule has slightly
  /// flatter ends (Feedy's iOS 17 recording, docs/swiftui.md), which Popshot does not draw yet.
  public var style: RoundedCornerStyle
  /// Apple's default style, `.continuous`.
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  public func path(in rect: CGRect) -> Path { .capsule(in: Rect(cg: rect)) }
}

extension FixtureView {
  /// `{"capsule": {}}` or `{"capsule": {"fill": …}}`.
  static let capsule = FixtureView("capsule") { v, _ in try shape(v) { _ in Capsule() } }
}
