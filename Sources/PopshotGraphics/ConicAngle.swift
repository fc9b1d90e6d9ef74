// The angle of a pixel around a conic gradient's centre, computed with IEEE arithmetic alone (no
// libm), so it is the same in every build and on every machine.
//
// The angle is measured in turns (1 = 360°), clockwise from the +x axis because y points down:
// (1, 0) is 0, (0, 1) is ¼ exactly, (−1, 0) ½, (0, −1) ¾. The plane is cut into octants, where
// z = min/max of |dx|, |dy| lies in 0…1, and atan z comes from an odd minimax polynomial
// (Abramowitz & Stegun 4.4.49 form, coefficients fitted for |error| < 1e-5 rad), far below the
// 1/1023 turn the gradient table resolves; the axes and diagonals come out exact.

/// Angles of conic gradients.
enum ConicAngle {
  /// atan(z) / 2π for z in 0…1, in turns.
  @inline(__always)
  static func atanTurns(_ z: Double) -> Double {
    let z2 = z * z
    // atan z ≈ z (c1 + z²(c3 + z²(c5 + z²(c7 + z² c9)))), exact at 0 and 1 after the fix-up.
    let p =
      0.999_866_0 + z2
      * (-0.330_299_5 + z2 * (0.180_141_0 + z2 * (-0.085_133_0 + z2 * 0.020_835_1)))
    return z == 1 ? 0.125 : z * p / (2 * Double.pi)
  }

  /// The angle of (dx, dy) in turns, in 0..<1 (0 for the centre itself).
  static func turns(dx: Double, dy: Double) -> Double {
    let ax = abs(dx)
    let ay = abs(dy)
    if ax == 0 && ay == 0 { return 0 }
    // The angle from the +x axis within the first quadrant, then reflected into the others.
    let a = ay <= ax ? atanTurns(ay / ax) : 0.25 - atanTurns(ax / ay)
    if dx >= 0 && dy >= 0 { return a }
    if dx < 0 && dy >= 0 { return 0.5 - a }
    if dx < 0 { return 0.5 + a }
    let t = 1 - a
    return t >= 1 ? 0 : t
  }

  /// Where an angle falls along a gradient's sweep (SwiftUI's AngularGradient): from `start` to
  /// `end`; a sweep of more than a turn draws only its last complete turn, and one of less than
  /// a turn fills the missing wedge with the last colour up to its middle and the first after.
  struct Sweep: Hashable {
    /// The start in turns, reduced to 0..<1, and the length of the sweep in turns (0 < span ≤ 1).
    let start: Double
    let span: Double

    init(start: Double, end: Double) {
      let twoPi = 2 * Double.pi
      var s = start / twoPi
      let e = end / twoPi
      var span = e - s
      if span > 1 {
        s = e - 1
        span = 1
      }
      self.start = s - s.rounded(.down)
      self.span = span
    }

    /// The gradient parameter (0…1) of an angle in turns.
    @inline(__always)
    func parameter(turns a: Double) -> Double {
      guard span > 0 else { return 0 }
      var r = a - start
      if r < 0 { r += 1 }
      if r <= span { return r / span }
      // In the missing wedge: the end colour up to its middle, then the start colour.
      return r < span + (1 - span) / 2 ? 1 : 0
    }
  }
}
