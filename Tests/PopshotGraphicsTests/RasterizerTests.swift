import Foundation
import Testing

@testable import PopshotGraphics

@Suite struct RasterizerTests {
  @Test func pixelAlignedRectFillsWholePixelsOnly() throws {
    let p = try render(10, 12) { $0.fill(.rect(Rect(x: 2, y: 3, width: 5, height: 6)), .black) }
    for y in 0..<12 {
      for x in 0..<10 {
        let inside = (2..<7).contains(x) && (3..<9).contains(y)
        #expect(p[x, y].packed == (inside ? 0xFF00_0000 : 0), "pixel \(x),\(y)")
      }
    }
  }

  @Test func pixelAlignedPolygonWithoutTheRectFastPathFillsWholePixels() throws {
    var path = Path()
    path.move(to: Point(x: 2, y: 3))
    path.line(to: Point(x: 7, y: 3))
    path.line(to: Point(x: 7, y: 9))
    path.line(to: Point(x: 2, y: 9))
    path.close()
    let fast = try render(10, 12) { $0.fill(.rect(Rect(x: 2, y: 3, width: 5, height: 6)), .black) }
    let general = try render(10, 12) { $0.fill(path, .black) }
    #expect(fast == general)
  }

  /// An edge at x = 10.5 covers half of column 10: coverage 0.5 → alpha round(127.5) = 128.
  @Test func edgeAtHalfPixelGivesHalfAlpha() throws {
    let p = try render(24, 4) { $0.fill(.rect(Rect(x: 10.5, y: 0, width: 9.5, height: 4)), .black) }
    for y in 0..<4 {
      #expect(p[9, y].a == 0)
      #expect(p[10, y].a == 128)
      #expect(p[10, y].packed == 0x8000_0000)
      #expect(p[11, y].a == 255)
      #expect(p[19, y].a == 255)
      #expect(p[20, y].a == 0)
    }
  }

  /// The fast rectangle path and the general polygon path agree on fractional edges.
  @Test func rectFastPathMatchesPolygonPath() throws {
    let r = Rect(x: 1.3, y: 2.71, width: 6.45, height: 0.4)
    var path = Path()
    path.move(to: Point(x: r.minX, y: r.minY))
    path.line(to: Point(x: r.maxX, y: r.minY))
    path.line(to: Point(x: r.maxX, y: r.maxY))
    path.line(to: Point(x: r.minX, y: r.maxY))
    path.close()
    let fast = try render(10, 5) { $0.fill(.rect(r), .black) }
    let general = try render(10, 5) { $0.fill(path, .black) }
    #expect(fast == general)
    // Pixel (1, 2): x overlap 0.7, y overlap 0.29 (fixed point: 179/256 × 74/256).
    let handComputed: Int = (179 * 74 * 2 * 255 + 65536) >> 17  // 0.2021 × 255 → 52
    #expect(handComputed == 52)
    #expect(fast[1, 2].a == 52)
  }

  /// The line x + y = 10.5 across a triangle. A pixel with i + j = 9 spans x + y from 9 to 11 and
  /// loses the corner triangle above 10.5 (area 0.5²/2): coverage 0.875 → 223.125 → 223. A pixel
  /// with i + j = 10 keeps only the corner below 10.5: 0.125 → 31.875 → 32.
  @Test func diagonalEdgeAreasMatchHandComputation() throws {
    var tri = Path()
    tri.move(to: Point(x: 0, y: 0))
    tri.line(to: Point(x: 10.5, y: 0))
    tri.line(to: Point(x: 0, y: 10.5))
    tri.close()
    let p = try render(12, 12) { $0.fill(tri, .black) }
    for j in 0..<12 {
      for i in 0..<12 {
        let expected: UInt8 = i + j < 9 ? 255 : i + j == 9 ? 223 : i + j == 10 ? 32 : 0
        #expect(p[i, j].a == expected, "pixel \(i),\(j)")
      }
    }
  }

  /// Mirror images are exact: intersections are measured from each segment's start in its
  /// direction of travel, so reflecting the shape reflects every rounding. (A reflection about the
  /// diagonal swaps rows and columns, whose intersections round differently: it may differ by
  /// one 8-bit level at a few edge pixels, and is not claimed.)
  @Test func circleIsSymmetricUnderReflection() throws {
    let n = 64
    let p = try render(n, n) {
      $0.fill(.circle(center: Point(x: 32, y: 32), radius: 21.37), .black)
    }
    for y in 0..<n {
      for x in 0..<n {
        #expect(p[x, y] == p[n - 1 - x, y], "mirror x at \(x),\(y)")
        #expect(p[x, y] == p[x, n - 1 - y], "mirror y at \(x),\(y)")
      }
    }
    // The centre is solid, the corners are empty, and the covered area is πr² less what the
    // chords cut off: at most ⅔ × tolerance × circumference (flattening keeps chords inside).
    #expect(p[32, 32].a == 255 && p[0, 0].a == 0)
    let area = p.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
    let exact = Double.pi * 21.37 * 21.37
    let maxCut = 2.0 / 3 * 0.02 * 2 * Double.pi * 21.37
    #expect(area <= exact + 0.5 && area >= exact - maxCut - 0.5)
  }

  /// A pentagram drawn as one self-crossing outline: its centre pentagon has winding 2, so it is
  /// filled under non-zero and empty under even-odd; the points (winding 1) are filled by both.
  @Test func nonZeroAndEvenOddDifferOnAStar() throws {
    var star = Path()
    for k in 0..<5 {
      let angle = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
      let pt = Point(x: 50 + 45 * cos(angle), y: 50 + 45 * sin(angle))
      if k == 0 { star.move(to: pt) } else { star.line(to: pt) }
    }
    star.close()
    let nonZero = try render(100, 100) { $0.fill(star, .black, rule: .nonZero) }
    let evenOdd = try render(100, 100) { $0.fill(star, .black, rule: .evenOdd) }
    #expect(nonZero[50, 50].a == 255)
    #expect(evenOdd[50, 50].a == 0)
    // The top point: just below (50, 5).
    #expect(nonZero[50, 12].a == 255 && evenOdd[50, 12].a == 255)
  }

  @Test func coverageLeftOfTheClipFoldsIntoItsFirstColumn() throws {
    // A rectangle starting far left of the frame covers column 0 completely.
    let p = try render(8, 2) {
      $0.fill(.rect(Rect(x: -100, y: 0, width: 103.5, height: 2)), .black)
    }
    #expect(p[0, 0].a == 255 && p[2, 1].a == 255 && p[3, 0].a == 128 && p[4, 0].a == 0)
    var tri = Path()
    tri.move(to: Point(x: -50, y: 0))
    tri.line(to: Point(x: 4, y: 0))
    tri.line(to: Point(x: -50, y: 54))
    tri.close()
    let q = try render(8, 8) { $0.fill(tri, .black) }
    // x + y = 4 crosses the frame: same areas as the diagonal test, shifted.
    #expect(q[0, 0].a == 255 && q[1, 2].a == 128 && q[3, 3].a == 0)
  }

  @Test func alphaRoundingIsDocumented() {
    #expect(Rasterizer.alpha(65536, .nonZero) == 128)
    #expect(Rasterizer.alpha(131072, .nonZero) == 255)
    #expect(Rasterizer.alpha(-131072, .nonZero) == 255)
    #expect(Rasterizer.alpha(2 * 131072, .nonZero) == 255)
    #expect(Rasterizer.alpha(2 * 131072, .evenOdd) == 0)
    #expect(Rasterizer.alpha(3 * 131072, .evenOdd) == 255)
    #expect(Rasterizer.alpha(0, .nonZero) == 0)
  }
}
