// Scan conversion with exact-area anti-aliasing.
//
// Design. Edges are walked through the pixel grid in 24.8 fixed point (1/256 px). Every pixel an
// edge passes through gets a cell holding two integers, as in FreeType's "gray" rasterizer and the
// signed-area accumulation of font-rs: `cover`, the edge's signed height inside the pixel, and
// `area`, twice the signed area between the edge and the pixel's right side. Sweeping a row from
// left to right, a pixel's winding-weighted coverage is `cover of all cells to its left × 512 +
// its own area`, and between cells it is constant, so long interiors become solid spans.
//
// Determinism. All arithmetic after the conversion to fixed point is in integers:
// - device coordinates become fixed point by rounding x·256 to nearest, halves away from zero;
// - every intersection (with a row, a column or the clip) is a quotient rounded the same way and
//   measured from the segment's start in its direction of travel, so a shape and its mirror image
//   give mirrored cells;
// - a pixel's coverage v (full pixel = 131072) becomes alpha `(v·255 + 65536) >> 17`, i.e.
//   round(coverage × 255) with halves up: a half-covered pixel is 128.
// Nothing depends on the build mode, the thread, or the order in which edges are added.

/// Receives the coverage of one row at a time: `count` pixels from `x` on row `y`, all with
/// the same coverage `alpha` (1...255). Spans of one fill never overlap.
protocol SpanSink {
  mutating func span(y: Int, x: Int, count: Int, alpha: UInt8)
}

struct Rasterizer {
  struct Cell {
    var x: Int32
    var y: Int32
    var cover: Int32
    var area: Int32
  }

  /// Pixels outside this rectangle receive nothing; coverage left of it folds into its first
  /// column.
  let clip: PixelRect
  private(set) var cells: [Cell] = []

  init(clip: PixelRect) {
    self.clip = clip
    cells.reserveCapacity(256)
  }

  /// x·256 rounded to nearest with halves away from zero, clamped far outside any pixmap.
  @inline(__always)
  static func fixed(_ v: Double) -> Int {
    let limit = Double(1 << 30)
    let s = v * 256
    let r = s < 0 ? -((-s + 0.5).rounded(.down)) : (s + 0.5).rounded(.down)
    return Int(max(-limit, min(limit, r)))
  }

  /// num / den rounded to nearest, halves away from zero (den ≠ 0).
  @inline(__always)
  static func roundDiv(_ num: Int, _ den: Int) -> Int {
    let n = num.magnitude
    let d = den.magnitude
    let q = Int((2 &* n &+ d) / (2 &* d))
    return (num < 0) != (den < 0) ? -q : q
  }

  /// Adds a closed polygon in device pixels.
  mutating func addPolygon(_ pts: [Point]) {
    guard pts.count > 1 else { return }
    var px = Rasterizer.fixed(pts[pts.count - 1].x)
    var py = Rasterizer.fixed(pts[pts.count - 1].y)
    for p in pts {
      let x = Rasterizer.fixed(p.x)
      let y = Rasterizer.fixed(p.y)
      addLine(px, py, x, y)
      px = x
      py = y
    }
  }

  /// Adds one edge in fixed point; its direction sets the sign of its winding.
  mutating func addLine(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
    if y0 == y1 { return }
    let (ax, ay, bx, by, dir) = y0 < y1 ? (x0, y0, x1, y1, 1) : (x1, y1, x0, y0, -1)
    let top = clip.y0 << 8
    let bottom = clip.y1 << 8
    if by <= top || ay >= bottom || clip.isEmpty { return }
    var (cx0, cy0, cx1, cy1) = (ax, ay, bx, by)
    if ay < top {
      cx0 = ax + Rasterizer.roundDiv((top - ay) * (bx - ax), by - ay)
      cy0 = top
    }
    if by > bottom {
      cx1 = ax + Rasterizer.roundDiv((bottom - ay) * (bx - ax), by - ay)
      cy1 = bottom
    }
    addClippedX(cx0, cy0, cx1, cy1, dir)
  }

  /// Splits a downward segment at the clip's left and right sides. Parts left of the clip become
  /// vertical lines on its left side (their coverage still reaches every pixel to their right);
  /// parts right of it affect no visible pixel and are dropped.
  private mutating func addClippedX(_ ax: Int, _ ay: Int, _ bx: Int, _ by: Int, _ dir: Int) {
    let left = clip.x0 << 8
    let right = clip.x1 << 8
    if (ax < left && bx > left) || (ax > left && bx < left) {
      let yc =
        ay + Rasterizer.roundDiv((left - ax).magnitude.asInt * (by - ay), (bx - ax).magnitude.asInt)
      addClippedX(ax, ay, left, yc, dir)
      addClippedX(left, yc, bx, by, dir)
      return
    }
    if (ax < right && bx > right) || (ax > right && bx < right) {
      let yc =
        ay
        + Rasterizer.roundDiv((right - ax).magnitude.asInt * (by - ay), (bx - ax).magnitude.asInt)
      addClippedX(ax, ay, right, yc, dir)
      addClippedX(right, yc, bx, by, dir)
      return
    }
    if min(ax, bx) >= right { return }
    if max(ax, bx) <= left {
      walk(left, ay, left, by, dir)
    } else {
      walk(ax, ay, bx, by, dir)
    }
  }

  /// Walks a downward, clipped segment row by row.
  private mutating func walk(_ ax: Int, _ ay: Int, _ bx: Int, _ by: Int, _ dir: Int) {
    if by <= ay { return }
    let firstRow = ay >> 8
    let lastRow = (by - 1) >> 8
    let dy = by - ay
    let dx = bx - ax
    for row in firstRow...lastRow {
      let rowTop = row << 8
      let ya = max(ay, rowTop)
      let yb = min(by, rowTop + 256)
      let xa = ya == ay ? ax : ax + Rasterizer.roundDiv((ya - ay) * dx, dy)
      let xb = yb == by ? bx : ax + Rasterizer.roundDiv((yb - ay) * dx, dy)
      walkRow(row, xa, ya - rowTop, xb, yb - rowTop, dir)
    }
  }

  /// Splits the part of an edge inside one row at pixel columns.
  private mutating func walkRow(_ row: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, _ dir: Int)
  {
    if xa == xb {
      piece(row, xa >> 8, xa, ya, xb, yb, dir)
    } else if xa < xb {
      var col = xa >> 8
      var cx = xa
      var cy = ya
      while true {
        let bound = (col + 1) << 8
        if xb <= bound {
          piece(row, col, cx, cy, xb, yb, dir)
          break
        }
        let ny = ya + Rasterizer.roundDiv((bound - xa) * (yb - ya), xb - xa)
        piece(row, col, cx, cy, bound, ny, dir)
        cx = bound
        cy = ny
        col += 1
      }
    } else {
      var col = (xa - 1) >> 8
      var cx = xa
      var cy = ya
      while true {
        let bound = col << 8
        if xb >= bound {
          piece(row, col, cx, cy, xb, yb, dir)
          break
        }
        let ny = ya + Rasterizer.roundDiv((xa - bound) * (yb - ya), xa - xb)
        piece(row, col, cx, cy, bound, ny, dir)
        cx = bound
        cy = ny
        col -= 1
      }
    }
  }

  @inline(__always)
  private mutating func piece(
    _ row: Int, _ col: Int, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ dir: Int
  ) {
    if col >= clip.x1 || y0 == y1 { return }
    let d = dir * (y1 - y0)
    let base = col << 8
    let area = d * (512 - (x0 - base) - (x1 - base))
    if var last = cells.last, last.x == Int32(col), last.y == Int32(row) {
      last.cover &+= Int32(d)
      last.area &+= Int32(area)
      cells[cells.count - 1] = last
    } else {
      cells.append(Cell(x: Int32(col), y: Int32(row), cover: Int32(d), area: Int32(area)))
    }
  }

  /// Coverage v (131072 = one whole pixel, signed by winding) as alpha under `rule`.
  @inline(__always)
  static func alpha(_ v: Int, _ rule: FillRule) -> UInt8 {
    var a = abs(v)
    if rule == .evenOdd {
      a &= 262143
      if a > 131072 { a = 262144 - a }
    } else if a > 131072 {
      a = 131072
    }
    return UInt8(truncatingIfNeeded: (a * 255 + 65536) >> 17)
  }

  /// Sorts the cells by row and column and emits the coverage of every touched pixel.
  func sweep<S: SpanSink>(rule: FillRule, into sink: inout S) {
    guard !cells.isEmpty else { return }
    let rows = clip.height
    // Counting sort by row, then a sort by column within each (short) row.
    var start = [Int](repeating: 0, count: rows + 1)
    for c in cells { start[Int(c.y) - clip.y0 + 1] += 1 }
    for r in 0..<rows { start[r + 1] += start[r] }
    var sorted = [Cell](repeating: Cell(x: 0, y: 0, cover: 0, area: 0), count: cells.count)
    var next = start
    for c in cells {
      let r = Int(c.y) - clip.y0
      sorted[next[r]] = c
      next[r] += 1
    }
    sorted.withUnsafeMutableBufferPointer { buf in
      for r in 0..<rows where start[r + 1] - start[r] > 1 {
        let lo = start[r]
        let hi = start[r + 1]
        if hi - lo <= 24 {
          for i in (lo + 1)..<hi {
            let c = buf[i]
            var j = i - 1
            while j >= lo && buf[j].x > c.x {
              buf[j + 1] = buf[j]
              j -= 1
            }
            buf[j + 1] = c
          }
        } else {
          buf[lo..<hi].sort { $0.x < $1.x }
        }
      }
      for r in 0..<rows {
        var i = start[r]
        let end = start[r + 1]
        if i == end { continue }
        let y = r + clip.y0
        var acc = 0
        while i < end {
          let x = Int(buf[i].x)
          var cover = 0
          var area = 0
          while i < end && Int(buf[i].x) == x {
            cover += Int(buf[i].cover)
            area += Int(buf[i].area)
            i += 1
          }
          let a = Rasterizer.alpha(acc * 512 + area, rule)
          if a > 0 { sink.span(y: y, x: x, count: 1, alpha: a) }
          acc += cover
          let nextX = i < end ? Int(buf[i].x) : clip.x1
          if acc != 0 && nextX > x + 1 {
            let s = Rasterizer.alpha(acc * 512, rule)
            if s > 0 { sink.span(y: y, x: x + 1, count: nextX - x - 1, alpha: s) }
          }
        }
      }
    }
  }

  /// Emits the coverage of an axis-aligned rectangle without building cells. The result equals
  /// what `addPolygon` + `sweep` give for the same rectangle (same fixed point, same rounding).
  static func sweepRect<S: SpanSink>(_ r: Rect, clip: PixelRect, into sink: inout S) {
    let fx0 = max(fixed(r.minX), clip.x0 << 8)
    let fx1 = min(fixed(r.maxX), clip.x1 << 8)
    let fy0 = max(fixed(r.minY), clip.y0 << 8)
    let fy1 = min(fixed(r.maxY), clip.y1 << 8)
    guard fx1 > fx0, fy1 > fy0 else { return }
    let colA = fx0 >> 8
    let colB = (fx1 - 1) >> 8
    for row in (fy0 >> 8)...((fy1 - 1) >> 8) {
      let oy = min(fy1, (row + 1) << 8) - max(fy0, row << 8)
      func alpha(_ ox: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: (ox * oy * 2 * 255 + 65536) >> 17)
      }
      if colA == colB {
        let a = alpha(fx1 - fx0)
        if a > 0 { sink.span(y: row, x: colA, count: 1, alpha: a) }
        continue
      }
      var x = colA
      var end = colB + 1
      let left = ((colA + 1) << 8) - fx0
      let right = fx1 - (colB << 8)
      if left < 256 {
        let a = alpha(left)
        if a > 0 { sink.span(y: row, x: colA, count: 1, alpha: a) }
        x += 1
      }
      if right < 256 { end -= 1 }
      if end > x {
        let a = alpha(256)
        if a > 0 { sink.span(y: row, x: x, count: end - x, alpha: a) }
      }
      if right < 256 {
        let a = alpha(right)
        if a > 0 { sink.span(y: row, x: colB, count: 1, alpha: a) }
      }
    }
  }
}

extension UInt {
  @inline(__always) var asInt: Int { Int(bitPattern: self) }
}
