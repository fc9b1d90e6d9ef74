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

  /// Rows that are byte-equal are skipped whole: differences at a row's first and last pixel,
  /// on two rows of five, are each found; the image is drawn only when asked, grey where equal
  /// and red where different.
  @Test func differencesAtRowEdgesAreCountedAndDrawn() throws {
    let grey: UInt32 = 0xFF80_8080
    let base = try Pixmap(
      width: 6, height: 5, premultipliedPixels: Array(repeating: grey, count: 30))
    var changed = base.pixels
    changed[1 * 6 + 0] = 0xFF00_00FF
    changed[3 * 6 + 5] = 0xFFFF_0000
    let actual = try Pixmap(width: 6, height: 5, premultipliedPixels: changed)
    let d = ImageDiff.compare(base, actual)
    #expect(d.differing == 2)
    let image = d.image.pixels
    #expect(image[1 * 6 + 0] == 0xFF00_00FF && image[3 * 6 + 5] == 0xFF00_00FF)
    let others = image.enumerated().filter { $0.offset != 6 && $0.offset != 23 }.map(\.element)
    #expect(Set(others).count == 1 && others[0] != 0xFF00_00FF)
    let same = ImageDiff.compare(base, base)
    #expect(same.differing == 0 && same.boxes.isEmpty)
    #expect(!same.image.pixels.contains(0xFF00_00FF))
  }
}
