import Testing

@testable import PopshotText

/// Cutting a long paragraph to fit with "…" costs its length, not its square (issue 29): the
/// work is counted, not timed, and the cut is where measuring every end afresh puts it.
@Suite struct TruncationWorkTests {
  static let typesetter = Typesetter()

  func shaped(words: Int) throws -> ShapedText {
    let text = Array(repeating: "lorem", count: words).joined(separator: " ")
    return try Self.typesetter.shapeUncached(text, font: Font.body.resolved(.large))
  }

  /// Where the cut goes, found as before: each end measured from `start` by `trimmedWidth`.
  func naiveEnd(_ t: ShapedText, _ p: ShapedParagraph, from start: Int, maxWidth: Double) -> Int {
    var end = p.scalars.count
    while end > start + 1
      && t.trimmedWidth(p, start..<end) + t.ellipsisWidth > maxWidth + ShapedText.widthTolerance
    {
      end -= 1
      while end > start + 1 && !p.clusterStart[end] { end -= 1 }
    }
    return end
  }

  @Test func theCutIsWhereMeasuringEveryEndPutsIt() throws {
    let t = try shaped(words: 300)
    let p = t.paragraphs[0]
    for (start, width) in [(0, 120.0), (6, 300), (600, 47), (1000, 5)] {
      #expect(
        t.truncationSearch(p, from: start, maxWidth: width).end
          == naiveEnd(t, p, from: start, maxWidth: width), "start \(start), width \(width)")
    }
  }

  /// 40,000 words take at most 4.5 times the steps of 10,000 (a square would take 16 times).
  @Test func workGrowsWithTheLengthNotItsSquare() throws {
    let small = try shaped(words: 10_000)
    let large = try shaped(words: 40_000)
    let a = small.truncationSearch(small.paragraphs[0], from: 0, maxWidth: 300).steps
    let b = large.truncationSearch(large.paragraphs[0], from: 0, maxWidth: 300).steps
    #expect(a > 10_000 * 5)
    #expect(Double(b) <= 4.5 * Double(a), "\(a) → \(b) steps")
  }
}
