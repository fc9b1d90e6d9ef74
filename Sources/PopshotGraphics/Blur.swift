// A Gaussian-looking blur of an 8-bit mask: three box blurs per axis.
//
// Box sizes follow the CSS Filter Effects spec's approximation of a Gaussian of deviation σ:
// d = ⌊σ · 3·√(2π)/4 + 0.5⌋; odd d gives three centred boxes of size d, even d two boxes of size d
// offset half a pixel left then right, and one centred box of size d + 1. Each box divides its sum
// by its size through a 24-bit reciprocal, round to nearest: integers only, so the result is the
// same in every build.

import Foundation

enum Blur {
  /// The window of one box pass: `left` pixels before the output pixel and `right` after it.
  struct Box: Equatable {
    var left: Int
    var right: Int
    var size: Int { left + right + 1 }
  }

  /// The three box windows for a Gaussian of deviation `sigma` pixels (none below 0.5 px).
  static func boxes(sigma: Double) -> [Box] {
    let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    if d < 2 { return [] }
    if d % 2 == 1 {
      let r = (d - 1) / 2
      return [Box(left: r, right: r), Box(left: r, right: r), Box(left: r, right: r)]
    }
    let h = d / 2
    return [Box(left: h, right: h - 1), Box(left: h - 1, right: h), Box(left: h, right: h)]
  }

  /// How far the blur spreads a pixel on each side.
  static func extent(sigma: Double) -> Int {
    boxes(sigma: sigma).reduce(0) { $0 + max($1.left, $1.right) }
  }

  /// Blurs the mask in place. Pixels beyond its bounds count as 0; the caller pads the bounds by
  /// `extent(sigma:)` so that nothing spreads out of them.
  ///
  /// Rows are blurred one by one, then columns a row at a time with a running sum per column
  /// (the same integer sums as blurring each column alone, so the same bytes). Shapes like the
  /// rounded rectangles of cards and sheets have few distinct rows and columns, and work is
  /// skipped for both: a row equal to the one before it gets the same row blur, copied; columns
  /// equal to their left neighbour in every row are blurred once, as one column; and while the
  /// rows entering and leaving a column window are equal, the output row is the one before it.
  static func blur(_ mask: inout Mask, sigma: Double) {
    let boxes = boxes(sigma: sigma)
    let w = mask.bounds.width
    let h = mask.bounds.height
    guard !boxes.isEmpty, w > 0, h > 0 else { return }
    var classes = blurRows(&mask.data, width: w, height: h, boxes: boxes)
    mask.data.withUnsafeMutableBufferPointer { data in
      let base = data.baseAddress!
      // Where each run of equal columns starts (a column equals its left neighbour when it does
      // in every distinct row).
      var same = [Bool](repeating: true, count: w)
      same[0] = false
      for y in 0..<h where classes[y] != 0 && (y == 0 || classes[y] != classes[y - 1]) {
        let row = base + y * w
        for x in 1..<w where row[x] != row[x - 1] { same[x] = false }
      }
      let starts = (0..<w).filter { !same[$0] }
      let n = starts.count
      var a = [UInt8](repeating: 0, count: n * h)
      var b = a
      var sums = [UInt32](repeating: 0, count: n)
      a.withUnsafeMutableBufferPointer { a in
        b.withUnsafeMutableBufferPointer { b in
          sums.withUnsafeMutableBufferPointer { sums in
            let (pa, pb) = (a.baseAddress!, b.baseAddress!)
            for y in 0..<h {
              if y > 0 && classes[y] == classes[y - 1] {
                (pa + y * n).update(from: pa + (y - 1) * n, count: n)
              } else {
                for (j, x) in starts.enumerated() { pa[y * n + j] = base[y * w + x] }
              }
            }
            var (src, dst) = (pa, pb)
            for box in boxes {
              classes = columnPass(src, classes, into: dst, n, h, box, sums.baseAddress!)
              swap(&src, &dst)
            }
            // Back to full width: each run of columns takes its one column's values.
            for y in 0..<h {
              let row = base + y * w
              if y > 0 && classes[y] == classes[y - 1] {
                row.update(from: row - w, count: w)
                continue
              }
              for j in 0..<n {
                let end = j + 1 < n ? starts[j + 1] : w
                if end - starts[j] == 1 {
                  row[starts[j]] = src[y * n + j]
                } else {
                  (row + starts[j]).update(repeating: src[y * n + j], count: end - starts[j])
                }
              }
            }
          }
        }
      }
    }
  }

  private static func reciprocal(_ size: Int) -> UInt32 { UInt32(((1 << 24) + size / 2) / size) }

  /// A box's sum over its size, rounded to nearest: times the 24-bit reciprocal, plus a half.
  @inline(__always)
  private static func average(_ sum: UInt32, _ reciprocal: UInt32) -> UInt8 {
    UInt8(truncatingIfNeeded: (sum &* reciprocal &+ (1 << 23)) >> 24)
  }

  /// Blurs each row in place; returns a class per row: rows of equal class are equal, and class
  /// 0 is a row of zeros.
  private static func blurRows(_ data: inout [UInt8], width w: Int, height h: Int, boxes: [Box])
    -> [Int]
  {
    var a = [UInt8](repeating: 0, count: w)
    var b = a
    var previous = a
    var classes = [Int](repeating: 0, count: h)
    var next = 1
    data.withUnsafeMutableBufferPointer { d in
      a.withUnsafeMutableBufferPointer { a in
        b.withUnsafeMutableBufferPointer { b in
          previous.withUnsafeMutableBufferPointer { previous in
            let base = d.baseAddress!
            for y in 0..<h {
              let row = base + y * w
              if y > 0 && memcmp(row, previous.baseAddress!, w) == 0 {
                row.update(from: row - w, count: w)
                classes[y] = classes[y - 1]
                continue
              }
              previous.baseAddress!.update(from: row, count: w)
              if UnsafeBufferPointer(start: row, count: w).allSatisfy({ $0 == 0 }) {
                classes[y] = 0
                continue
              }
              classes[y] = next
              next += 1
              var src = UnsafeMutablePointer(row)
              var dst = a.baseAddress!
              for (i, box) in boxes.enumerated() {
                boxPass(src, dst, w, box)
                src = dst
                dst = i % 2 == 0 ? b.baseAddress! : a.baseAddress!
              }
              row.update(from: src, count: w)
            }
          }
        }
      }
    }
    return classes
  }

  /// One box pass down the columns of `src` (rows of `w` bytes, `h` of them, with `classes` as
  /// `blurRows` gives them) into `dst`; returns the classes of `dst`'s rows.
  private static func columnPass(
    _ src: UnsafeMutablePointer<UInt8>, _ classes: [Int], into dst: UnsafeMutablePointer<UInt8>,
    _ w: Int, _ h: Int, _ box: Box, _ sums: UnsafeMutablePointer<UInt32>
  ) -> [Int] {
    let mul = reciprocal(box.size)
    sums.update(repeating: 0, count: w)
    var zero = true
    for k in 0...min(box.right, h - 1) where classes[k] != 0 {
      let row = src + k * w
      for x in 0..<w { sums[x] &+= UInt32(row[x]) }
      zero = false
    }
    var out = [Int](repeating: 0, count: h)
    var next = 1
    var changed = true
    for y in 0..<h {
      let row = dst + y * w
      if zero {
        row.update(repeating: 0, count: w)
        out[y] = 0
      } else if !changed {
        row.update(from: row - w, count: w)
        out[y] = out[y - 1]
      } else {
        for x in 0..<w { row[x] = average(sums[x], mul) }
        out[y] = next
        next += 1
      }
      // The window moves down a row: row y + right + 1 enters, row y − left leaves (rows beyond
      // the mask are zeros, class 0).
      let entering = y + box.right + 1 < h ? classes[y + box.right + 1] : 0
      let leaving = y - box.left >= 0 ? classes[y - box.left] : 0
      changed = entering != leaving
      guard changed else { continue }
      zero = false
      if entering != 0 {
        let row = src + (y + box.right + 1) * w
        for x in 0..<w { sums[x] &+= UInt32(row[x]) }
      }
      if leaving != 0 {
        let row = src + (y - box.left) * w
        for x in 0..<w { sums[x] &-= UInt32(row[x]) }
      }
    }
    return out
  }

  @inline(__always)
  private static func boxPass(
    _ s: UnsafeMutablePointer<UInt8>, _ d: UnsafeMutablePointer<UInt8>, _ w: Int, _ box: Box
  ) {
    let mul = reciprocal(box.size)
    var sum: UInt32 = 0
    for k in 0...min(box.right, w - 1) { sum += UInt32(s[k]) }
    // Three stretches, so the loop bodies carry no edge tests: the window entering the row, the
    // window fully inside it, and the window leaving it.
    var x = 0
    let enterEnd = min(w, box.left)
    let fullEnd = max(enterEnd, w &- box.right &- 1)
    while x < enterEnd {
      d[x] = average(sum, mul)
      if x &+ box.right &+ 1 < w { sum &+= UInt32(s[x &+ box.right &+ 1]) }
      x &+= 1
    }
    while x < fullEnd {
      let out = average(sum, mul)
      d[x] = out
      let entering = s + (x &+ box.right &+ 1)
      let leaving = s + (x &- box.left)
      if entering[0] != leaving[0] {
        sum = sum &+ UInt32(entering[0]) &- UInt32(leaving[0])
        x &+= 1
        continue
      }
      // While the pixel entering the window equals the one leaving it, the sum and so the
      // output stay the same: across a flat stretch (a card's inside) the output is a fill.
      var k = 1
      let most = fullEnd &- x
      while k &+ 8 <= most
        && UnsafeRawPointer(entering + k).loadUnaligned(as: UInt64.self)
          == UnsafeRawPointer(leaving + k).loadUnaligned(as: UInt64.self)
      {
        k &+= 8
      }
      while k < most && entering[k] == leaving[k] { k &+= 1 }
      (d + (x &+ 1)).update(repeating: out, count: k &- 1)
      x &+= k
    }
    while x < w {
      d[x] = average(sum, mul)
      if x &+ box.right &+ 1 < w { sum &+= UInt32(s[x &+ box.right &+ 1]) }
      if x >= box.left { sum &-= UInt32(s[x &- box.left]) }
      x &+= 1
    }
  }
}
