// The timing of an animation, solved: how far from its start to its end a value is at a time.
// A still shows where every animation ends; a filmstrip (`SceneRenderer.renderFilmstrip`) asks
// these for the frames in between. The curves and their parameters are SwiftUI's
// (docs/swiftui.md, "Motion", gives each with its source).
import Foundation

/// A timing curve: a cubic Bézier over a duration, or a damped spring.
enum AnimationCurve: Sendable, Equatable {
  /// A unit cubic Bézier from (0, 0) to (1, 1) through the control points (CSS's
  /// `cubic-bezier`), over `duration` seconds. Linear is (0, 0, 1, 1).
  case bezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
  /// A mass on a spring with damping, from 0 to 1 (`initialVelocity` in distances a second,
  /// towards the end).
  case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)

  /// How far from start (0) to end (1) the value is `t` seconds after the animation began. A
  /// spring passes 1 and comes back; from `end` (the curve's `duration`, found once by the
  /// caller, as a spring's takes a search) on it is exactly 1.
  func fraction(at t: Double, end: Double) -> Double {
    guard t > 0 else { return 0 }
    guard t < end else { return 1 }
    switch self {
    case .bezier(let x1, let y1, let x2, let y2, let duration):
      // Control points on the diagonal (linear) make y equal to x.
      if x1 == y1, x2 == y2 { return t / duration }
      let s = Self.bezierParameter(forX: t / duration, x1, x2)
      return Self.bezier(s, y1, y2)
    case .spring(let mass, let stiffness, let damping, let v0):
      return 1 - Self.springDisplacement(t, mass, stiffness, damping, v0)
    }
  }

  /// How long the curve moves: a Bézier's duration, and for a spring the time after which it
  /// stays within `springRest` of its end (its settling duration, found in 1 ms steps).
  var duration: Double {
    switch self {
    case .bezier(_, _, _, _, let duration): return max(0, duration)
    case .spring(let mass, let stiffness, let damping, let v0):
      guard mass > 0, stiffness > 0, damping > 0 else { return 0 }
      var last = 0.0
      var step = 1
      // A spring that has not settled in 30 s is drawn as settled there.
      while step <= 30_000 {
        let t = Double(step) / 1_000
        if abs(Self.springDisplacement(t, mass, stiffness, damping, v0)) >= Self.springRest {
          last = t
        }
        step += 1
      }
      return last + 0.001
    }
  }

  /// How near its end a spring counts as at rest: a thousandth of the distance, a third of a
  /// point over a 300 pt move.
  static let springRest = 0.001

  /// One coordinate of the unit Bézier whose inner control points have `c1` and `c2` there.
  @inline(__always)
  static func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
  }

  /// The Bézier's parameter where its x is `x` (x rises with the parameter for control points
  /// in 0...1): Newton's method from x, bisection where its slope is flat.
  static func bezierParameter(forX x: Double, _ x1: Double, _ x2: Double) -> Double {
    var s = x
    for _ in 0..<8 {
      let error = bezier(s, x1, x2) - x
      if abs(error) < 1e-9 { return s }
      let u = 1 - s
      let slope = 3 * u * u * x1 + 6 * u * s * (x2 - x1) + 3 * s * s * (1 - x2)
      if abs(slope) < 1e-6 { break }
      s -= error / slope
    }
    var (low, high) = (0.0, 1.0)
    s = x
    for _ in 0..<60 {
      let value = bezier(s, x1, x2)
      if abs(value - x) < 1e-9 { break }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }

  /// The distance left to the end (1 at the start) of a damped spring `t` seconds in: the
  /// solution of m·x'' + c·x' + k·x = 0 with x(0) = 1, x'(0) = −v0.
  static func springDisplacement(
    _ t: Double, _ m: Double, _ k: Double, _ c: Double, _ v0: Double
  ) -> Double {
    let omega = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    if zeta < 1 - 1e-9 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let b = (zeta * omega - v0) / omegaD
      return exp(-zeta * omega * t) * (cos(omegaD * t) + b * sin(omegaD * t))
    }
    if zeta <= 1 + 1e-9 {
      return exp(-omega * t) * (1 + (omega - v0) * t)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    let c2 = (-v0 - r1) / (r2 - r1)
    return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
  }

  /// SwiftUI's spring from its response (the period of the undamped oscillation) and damping
  /// fraction, for a mass of 1.
  static func spring(response: Double, dampingFraction: Double, initialVelocity: Double = 0)
    -> AnimationCurve
  {
    let response = max(response, 0.001)
    let omega = 2 * Double.pi / response
    return .spring(
      mass: 1, stiffness: omega * omega, damping: 2 * max(dampingFraction, 0) * omega,
      initialVelocity: initialVelocity)
  }

  /// SwiftUI's spring from its perceptual duration and bounce: the response is the duration, the
  /// damping fraction 1 − bounce (bounce ≥ 0), or 1 ÷ (1 + bounce) for a negative bounce.
  static func spring(duration: Double, bounce: Double, initialVelocity: Double = 0)
    -> AnimationCurve
  {
    let bounce = min(max(bounce, -0.99), 1)
    let fraction = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    return spring(response: duration, dampingFraction: fraction, initialVelocity: initialVelocity)
  }
}
