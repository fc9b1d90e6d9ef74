import Foundation
import Testing

@testable import PopshotGraphics

@Suite struct StrokeTests {
  func stroke(_ build: (inout Path) -> Void, _ style: StrokeStyle) throws -> Pixmap {
    var path = Path()
    build(&path)
    return try render(12, 12) { $0.stroke(path, .black, style: style) }
  }

  func segment(_ p: inout Path) {
    p.move(to: Point(x: 3, y: 6))
    p.line(to: Point(x: 9, y: 6))
  }

  @Test func buttCapEndsAtTheEndpoints() throws {
    let p = try stroke(segment, StrokeStyle(width: 2, cap: .butt))
    for x in 0..<12 {
      let inside = (3..<9).contains(x)
      #expect(p[x, 5].a == (inside ? 255 : 0) && p[x, 6].a == (inside ? 255 : 0), "column \(x)")
      #expect(p[x, 4].a == 0 && p[x, 7].a == 0)
    }
  }

  @Test func squareCapExtendsHalfTheWidth() throws {
    let p = try stroke(segment, StrokeStyle(width: 2, cap: .square))
    #expect(p[2, 5].a == 255 && p[9, 6].a == 255 && p[1, 5].a == 0 && p[10, 6].a == 0)
  }

  /// A round cap of radius 1 puts a quarter disc in pixel (2, 5): π/4 of it, 200.3 of 255. The
  /// flattened arc keeps each sector's area, so only the shape of the chords (not their total
  /// area) can move a level or two.
  @Test func roundCapIsAHalfDisc() throws {
    let p = try stroke(segment, StrokeStyle(width: 2, cap: .round))
    #expect((198...202).contains(Int(p[2, 5].a)))
    #expect(p[2, 5] == p[2, 6] && p[2, 5] == p[9, 5] && p[9, 6] == p[2, 5])
    #expect(p[1, 5].a == 0)
  }

  func corner(_ p: inout Path) {
    p.move(to: Point(x: 2, y: 8))
    p.line(to: Point(x: 8, y: 8))
    p.line(to: Point(x: 8, y: 2))
  }

  /// The outer corner of a right-angle turn at (8, 8), width 2, is pixel (8, 8): filled by a
  /// miter (tip at (9, 9)), half filled by a bevel (cut from (9, 8) to (8, 9)), and a quarter disc
  /// (π/4 ≈ 200 of 255) with a round join.
  @Test func joinsFillTheOuterCorner() throws {
    #expect(try stroke(corner, StrokeStyle(width: 2, join: .miter))[8, 8].a == 255)
    #expect(try stroke(corner, StrokeStyle(width: 2, join: .bevel))[8, 8].a == 128)
    #expect(
      (198...202).contains(Int(try stroke(corner, StrokeStyle(width: 2, join: .round))[8, 8].a)))
    // Past the miter limit (a right angle needs 1.414) the miter becomes a bevel.
    #expect(try stroke(corner, StrokeStyle(width: 2, join: .miter, miterLimit: 1.3))[8, 8].a == 128)
  }

  @Test func closedPathHasNoCaps() throws {
    var square = Path()
    square.move(to: Point(x: 3, y: 3))
    square.line(to: Point(x: 9, y: 3))
    square.line(to: Point(x: 9, y: 9))
    square.line(to: Point(x: 3, y: 9))
    square.close()
    let p = try render(12, 12) {
      $0.stroke(square, .black, style: StrokeStyle(width: 2, cap: .round, join: .miter))
    }
    // Miter corners make the outline an exact 8×8 ring of width 2 on whole pixels.
    for y in 0..<12 {
      for x in 0..<12 {
        let outer = (2..<10).contains(x) && (2..<10).contains(y)
        let inner = (4..<8).contains(x) && (4..<8).contains(y)
        #expect(p[x, y].a == (outer && !inner ? 255 : 0), "pixel \(x),\(y)")
      }
    }
  }
}
