import PopshotGraphics
import Testing

@testable import PopshotUI

/// A geometry effect that moves its view by (dx, dy) and scales it by s about its top-leading
/// corner, in the view's own coordinates.
private nonisolated struct Shift: GeometryEffect {
  var dx: CGFloat
  var s: CGFloat = 1
  var animatableData: CGFloat {
    get { dx }
    set { dx = newValue }
  }
  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(scaleX: s, y: s)).concatenating(
      ProjectionTransform(CGAffineTransform(translationX: dx, y: 0)))
  }
}

@Suite struct GeometryEffectTests {
  /// The 20 × 20 square at 10…30 moved 5 pt right draws at 15…35; halved about its own
  /// top-leading corner (10, 10) and then moved, at 15…25 across and 10…20 down.
  @Test func effectValueIsDrawnInTheViewsCoordinates() throws {
    let square = Color.red.frame(width: 20, height: 20)
    let (moved, _) = try EffectTests().draw(square.modifier(Shift(dx: 5)), 40, 40)
    #expect(EffectTests().inkBox(moved) == (15, 10, 35, 30))
    let (both, _) = try EffectTests().draw(square.modifier(Shift(dx: 5, s: 0.5)), 40, 40)
    #expect(EffectTests().inkBox(both) == (15, 10, 25, 20))
  }
}
