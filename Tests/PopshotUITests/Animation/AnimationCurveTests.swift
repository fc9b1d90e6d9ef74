// Timing curves, against values worked out apart from the code: the closed forms of a damped
// spring, Apple's own example of a spring's parameters, and the symmetry of easeInOut.
import Foundation
import Testing

@testable import PopshotUI

@Suite struct AnimationCurveTests {
  /// Apple's documentation of Spring: `Spring(duration: 0.5, bounce: 0.3)` is mass 1, stiffness
  /// 157.9 and damping 17.6.
  @Test func aSpringFromDurationAndBounceHasApplesParameters() throws {
    guard
      case .spring(let m, let k, let c, let v0) = AnimationCurve.spring(
        duration: 0.5, bounce: 0.3)
    else {
      Issue.record("not a spring")
      return
    }
    #expect(m == 1 && v0 == 0)
    #expect(abs(k - 157.9) < 0.05)
    #expect(abs(c - 17.6) < 0.05)
  }

  /// A critically damped spring (bounce 0) is 1 − (1 + ωt)·e^(−ωt) of the way at t; with a
  /// 0.5 s response ω = 4π, so at 0.25 s ωt = π: 1 − (1 + π)·e^(−π) = 0.8210.
  @Test func aCriticallyDampedSpringFollowsItsClosedForm() {
    let curve = AnimationCurve.spring(duration: 0.5, bounce: 0)
    let expected = 1 - (1 + Double.pi) * exp(-Double.pi)
    #expect(abs(curve.fraction(at: 0.25, end: 10) - expected) < 1e-9)
    #expect(abs(expected - 0.8210) < 1e-4)
  }

  /// It settles where (1 + x)·e^(−x) falls to 0.001, x = 9.2335 (solved by bisection apart
  /// from the code): for iOS 17's default (response 0.55 s, ω = 2π ÷ 0.55) at 0.8083 s.
  @Test func theDefaultSpringSettlesWhenItsDistanceLeftIsAThousandth() {
    let omega = 2 * Double.pi / 0.55
    #expect(abs(Animation.default.curve.duration - 9.2335 / omega) < 0.002)
  }

  /// A bouncy spring passes its end before it settles.
  @Test func aBouncySpringOvershoots() {
    let curve = Animation.bouncy.curve
    let peak = stride(from: 0.0, through: 1, by: 0.01).map {
      curve.fraction(at: $0, end: curve.duration)
    }.max()!
    #expect(peak > 1.02)
  }

  /// easeInOut is symmetric: half way at half time, and its quarter and three-quarter points
  /// add up to 1. Linear is the time itself.
  @Test func bezierCurves() {
    let e = Animation.easeInOut
    #expect(abs(e.fraction(at: 0.175, end: 0.35) - 0.5) < 1e-9)
    let sum = e.fraction(at: 0.0875, end: 0.35) + e.fraction(at: 0.2625, end: 0.35)
    #expect(abs(sum - 1) < 1e-9)
    #expect(e.fraction(at: 0.0875, end: 0.35) < 0.25)
    #expect(abs(Animation.linear(duration: 2).fraction(at: 0.5, end: 2) - 0.25) < 1e-12)
    #expect(Animation.easeIn.fraction(at: 1, end: 0.35) == 1)
  }

  /// `delay` waits before the curve starts; `speed` after it shortens the delay too.
  @Test func delayAndSpeed() {
    let a = Animation.linear(duration: 1).delay(0.5).speed(2)
    #expect(a.seconds(toEnd: 1) == 0.75)
    #expect(a.fraction(at: 0.25, end: 1) == 0)
    #expect(a.fraction(at: 0.5, end: 1) == 0.5)
    let b = Animation.linear(duration: 1).speed(2).delay(0.5)
    #expect(b.seconds(toEnd: 1) == 1)
  }

  /// A transition's look part way in: move by its own size, scale from nearly nothing, push
  /// (a move and a fade), asymmetric (its insertion).
  @Test func transitionLooks() {
    let move = AnyTransition.move(edge: .top).insertion(at: 0.25)
    #expect(move.sizeOffset.y == -0.75 && move.sizeOffset.x == 0 && move.opacity == 1)
    let scale = AnyTransition.scale.insertion(at: 0.5)
    #expect(abs(scale.scale - 0.5) < 1e-4)
    let push = AnyTransition.push(from: .trailing).insertion(at: 0.5)
    #expect(push.sizeOffset.x == 0.5 && push.opacity == 0.5)
    let slide = AnyTransition.asymmetric(insertion: .slide, removal: .opacity).insertion(at: 0)
    #expect(slide.sizeOffset.x == -1 && slide.opacity == 1)
    #expect(AnyTransition.opacity.insertion(at: 1).isIdentity)
  }
}
