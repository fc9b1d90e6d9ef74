import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// A modifier that watches an animated value as code writes one to learn when an animation
/// ends (generic over VectorArithmetic, compared with ==).
private nonisolated struct Watch<Value: VectorArithmetic>: AnimatableModifier {
  var animatableData: Value
  let target: Value
  var arrived: Bool { animatableData == target }
  func body(content: Content) -> some View { content }
}

@Suite struct VectorArithmeticTests {
  /// A pair is a vector of its two parts: (3, 4) has squared length 9 + 16 = 25; sums and
  /// differences go part by part; scaling by 2 doubles each part.
  @Test func aPairIsAVectorOfItsParts() {
    let a = AnimatablePair(3.0, 4.0)
    let b = AnimatablePair(1.0, -2.0)
    #expect(a.magnitudeSquared == 25)
    #expect(a + b == AnimatablePair(4.0, 2.0))
    #expect(a - b == AnimatablePair(2.0, 6.0))
    #expect(a.scaled(by: 2) == AnimatablePair(6.0, 8.0))
    #expect(AnimatablePair<Double, Double>.zero == AnimatablePair(0.0, 0.0))
    // Nested, as shapes with three values animate: 1 + 4 + 9 = 14.
    let nested = AnimatablePair(1.0, AnimatablePair(CGFloat(2), Float(3)))
    #expect(nested.magnitudeSquared == 14)
  }

  /// The scalars: a number's squared magnitude is its square; scaling multiplies it.
  @Test func scalarsAreOneDimensionalVectors() {
    var x = 1.5
    x.scale(by: 4)
    #expect(x == 6 && x.magnitudeSquared == 36)
    #expect(CGFloat(-3).magnitudeSquared == 9)
    #expect(Float(0.5).scaled(by: 3) == 1.5)
    #expect(EmptyAnimatableData.zero.magnitudeSquared == 0)
  }

  /// An animatable modifier draws its content as it is; its data compares with ==.
  @Test func anAnimatableModifierDrawsItsContent() throws {
    let size = Size(width: 100, height: 100)
    let plain = try LayoutEngine.render(Color.red.frame(width: 20, height: 20), size: size)
    let watched = try LayoutEngine.render(
      Color.red.frame(width: 20, height: 20).modifier(Watch(animatableData: 1.0, target: 1.0)),
      size: size)
    #expect(plain.displayList == watched.displayList)
    #expect(Watch(animatableData: 0.5, target: 1.0).arrived == false)
    #expect(Watch(animatableData: AnimatablePair(1.0, 2.0), target: .init(1.0, 2.0)).arrived)
  }

  /// `ViewModifier.animation(_:)` (SwiftUI-Shimmer's spelling) animates an animatable
  /// modifier's changes: a still draws what the modifier draws, settled. Push moves its content
  /// 30 pt right: the square's frame starts at x 30 with or without the animation.
  @MainActor @Test func anAnimatedModifierDrawsTheSettledModifier() throws {
    struct Push: AnimatableModifier {
      var animatableData: Double
      func body(content: Content) -> some View { content.offset(x: animatableData) }
    }
    let size = Size(width: 100, height: 100)
    let square = Color.red.frame(width: 20, height: 20).id("square")
    let r = try LayoutEngine.render(
      square.modifier(Push(animatableData: 30).animation(.linear)), size: size)
    let plain = try LayoutEngine.render(square.modifier(Push(animatableData: 30)), size: size)
    #expect(r.displayList == plain.displayList)
    #expect(r.displayList != (try LayoutEngine.render(square, size: size)).displayList)
  }

  /// `Self._printChanges()` in a body (SwiftUI's debugging aid) leaves the render as it was.
  @MainActor @Test func printChangesLeavesTheRenderAlone() throws {
    struct Traced: View {
      var body: some View {
        let _ = Self._printChanges()
        Color.red.frame(width: 20, height: 20)
      }
    }
    let size = Size(width: 100, height: 100)
    let traced = try LayoutEngine.render(Traced(), size: size)
    let plain = try LayoutEngine.render(Color.red.frame(width: 20, height: 20), size: size)
    #expect(traced.displayList == plain.displayList)
  }
}
