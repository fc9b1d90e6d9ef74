import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// PathBuilding.swift: a path moved by an offset.
@Suite struct PathBuildingTests {
  /// A 10 × 10 square at the origin moved by (5, 7) spans 5…15 × 7…17.
  @Test func offsetByMovesThePath() {
    let moved = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).offsetBy(dx: 5, dy: 7)
    #expect(moved.boundingRect == CGRect(x: 5, y: 7, width: 10, height: 10))
  }
}
