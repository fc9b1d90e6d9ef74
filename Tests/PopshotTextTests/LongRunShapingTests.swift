import Foundation
import PopshotGraphics
import Testing

@testable import PopshotText

/// A run longer than `FontFace.shapingPiece` scalars is shaped in pieces, so that a 4 MiB text
/// does not hold a HarfBuzz buffer of every scalar at once (issue 48). The pieces give the glyphs
/// a whole shaping would, in the same order.
@Suite struct LongRunShapingTests {
  let face: FontFace
  init() throws {
    face = try Typesetter(tracking: false).catalog.primary(
      for: ResolvedFont(size: 17, weight: .regular))
  }

  func scalars(_ s: String, times n: Int) -> [UInt32] {
    Array(repeating: s.unicodeScalars.map(\.value), count: n).flatMap { $0 }
  }

  @Test func thePieceLimitIsWhatTheDocsSay() {
    #expect(FontFace.shapingPiece == 16_384)
  }

  /// "ab " 10,000 times is 30,000 scalars: two pieces, the first ending after the space at
  /// 16,382 (3 × 5,461 = 16,383 scalars). Each glyph is its scalar's, in order, and the advances
  /// add up to 10,000 times those of one "ab ".
  @Test func aLongLatinRunIsShapedInPiecesEndingAfterASpace() {
    let s = scalars("ab ", times: 10_000)
    #expect(FontFace.pieceEnd(s, from: 0, upTo: s.count) == 16_383)
    let glyphs = face.shape(s, range: 0..<s.count, rightToLeft: false, language: nil)
    #expect(glyphs.count == 30_000)
    #expect(glyphs.map(\.cluster) == Array(0..<30_000))
    let one = face.shape(scalars("ab ", times: 1), range: 0..<3, rightToLeft: false, language: nil)
    let unit = one.map(\.advance).reduce(0, +)
    #expect(glyphs.map(\.advance).reduce(0, +) == 10_000 * unit)
  }

  /// With no space in the piece's second half it ends at its length, or just before, so that a
  /// combining mark stays with the letter it follows.
  @Test func aPieceWithoutASpaceEndsBeforeACharacter() {
    var s = [UInt32](repeating: 0x61, count: 40_000)
    #expect(FontFace.pieceEnd(s, from: 0, upTo: s.count) == 16_384)
    s[16_384] = 0x301  // COMBINING ACUTE ACCENT, on the "a" at 16,383
    #expect(FontFace.pieceEnd(s, from: 0, upTo: s.count) == 16_383)
    #expect(FontFace.pieceEnd(s, from: 30_000, upTo: s.count) == 40_000)
  }

  /// Right to left, HarfBuzz gives each piece in visual order: the pieces are joined last first,
  /// so the clusters fall from the end of the run to its start.
  @Test func aLongRightToLeftRunStaysInVisualOrder() {
    let s = scalars("אב ", times: 10_000)
    let glyphs = face.shape(s, range: 0..<s.count, rightToLeft: true, language: nil)
    #expect(glyphs.count == 30_000)
    #expect(glyphs.map(\.cluster) == Array((0..<30_000).reversed()))
  }
}
