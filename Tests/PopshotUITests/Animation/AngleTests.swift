import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// Angle.swift: angles add, subtract, negate and scale.
@Suite struct AngleTests {
  private func near(_ a: Angle, degrees d: Double) -> Bool { abs(a.degrees - d) < 1e-9 }

  /// 90° − 30° = 60°; 90° + 30° = 120°; −(1 rad) = −1 rad; −270° × 0.5 = −135°;
  /// 2 × 1 rad = 2 rad; 90° / 4 = 22.5°.
  @Test func anglesDoArithmetic() {
    #expect(near(.degrees(90) - .degrees(30), degrees: 60))
    #expect(near(.degrees(90) + .degrees(30), degrees: 120))
    #expect((-Angle(radians: 1)).radians == -1)
    #expect(near(Angle.degrees(-270) * 0.5, degrees: -135))
    #expect((2 * Angle.radians(1)).radians == 2)
    #expect(near(Angle.degrees(90) / 4, degrees: 22.5))
    var a = Angle.degrees(10)
    a += .degrees(5)
    #expect(near(a, degrees: 15))
  }
}
