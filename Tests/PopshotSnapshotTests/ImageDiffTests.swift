import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotSupport
import PopshotUI
import Testing

@testable import PopshotSnapshot

@Suite struct ImageDiffTests {
  /// One budget set is enough: 1 differing pixel passes a 5-pixel budget with no ratio budget.
  @Test func aSingleBudget() throws {
    let a = try Pixmap(
      width: 4, height: 1,
      premultipliedPixels: [0xFF00_0000, 0xFF00_0000, 0xFF00_0000, 0xFF00_0000])
    let b = try Pixmap(
      width: 4, height: 1,
      premultipliedPixels: [0xFFFF_FFFF, 0xFF00_0000, 0xFF00_0000, 0xFF00_0000])
    let d = ImageDiff.compare(a, b)
    #expect(d.passes(DiffOptions(maxDifferingPixels: 5)))
    #expect(d.passes(DiffOptions(maxDifferingRatio: 0.25)))
    #expect(!d.passes(DiffOptions(maxDifferingRatio: 0.2)))
    #expect(!d.passes(.exact))
  }
}
