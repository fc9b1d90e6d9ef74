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
  /// Rows are blurred, the mask transposed, its rows (the columns) blurred, and transposed back.
  /// A row equal to the one before it gets the same result, copied: shapes like the rounded
  /// rectangles of cards and sheets have few distinct rows and columns, so this skips most work.
  static func blur(_ mask: inout Mask, sigma: Double) {
    let boxes = boxes(sigma: sigma)
    let w = mask.bounds.width
    let h = mask.bounds.height
    guard !boxes.isEmpty, w > 0, h > 0 else { return }
    blurRows(&mask.data, width: w, height: h, boxes: boxes)
    var t = transpose(mask.data, width: w, height: h)
    blurRows(&t, width: h, height: w, boxes: boxes)
    mask.data = transpose(t, width: h, height: w)
  }

  private static func reciprocal(_ size: Int) -> UInt32 { UInt32(((1 << 24) + size / 2) / size) }

  private static func blurRows(_ data: inout [UInt8], width w: Int, height h: Int, boxes: [Box]) {
    var a = [UInt8](repeating: 0, count: w)
    var b = a
    var previous = a
    data.withUnsafeMutableBufferPointer { d in
      a.withUnsafeMutableBufferPointer { a in
        b.withUnsafeMutableBufferPointer { b in
          previous.withUnsafeMutableBufferPointer { previous in
            let base = d.baseAddress!
            for y in 0..<h {
              let row = base + y * w
              if y > 0 && memcmp(row, previous.baseAddress!, w) == 0 {
                row.update(from: row - w, count: w)
                continue
              }
              previous.baseAddress!.update(from: row, count: w)
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
      d[x] = UInt8(truncatingIfNeeded: (sum &* mul &+ (1 << 23)) >> 24)
      if x &+ box.right &+ 1 < w { sum &+= UInt32(s[x &+ box.right &+ 1]) }
      x &+= 1
    }
    while x < fullEnd {
      d[x] = UInt8(truncatingIfNeeded: (sum &* mul &+ (1 << 23)) >> 24)
      sum = sum &+ UInt32(s[x &+ box.right &+ 1]) &- UInt32(s[x &- box.left])
      x &+= 1
    }
    while x < w {
      d[x] = UInt8(truncatingIfNeeded: (sum &* mul &+ (1 << 23)) >> 24)
      if x &+ box.right &+ 1 < w { sum &+= UInt32(s[x &+ box.right &+ 1]) }
      if x >= box.left { sum &-= UInt32(s[x &- box.left]) }
      x &+= 1
    }
  }

  private static func transpose(_ src: [UInt8], width w: Int, height h: Int) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: w * h)
    let tile = 32
    src.withUnsafeBufferPointer { s in
      out.withUnsafeMutableBufferPointer { o in
        for by in stride(from: 0, to: h, by: tile) {
          for bx in stride(from: 0, to: w, by: tile) {
            let xEnd = min(bx + tile, w)
            for y in by..<min(by + tile, h) {
              var sp = s.baseAddress! + (y &* w &+ bx)
              var op = o.baseAddress! + (bx &* h &+ y)
              for _ in bx..<xEnd {
                op.pointee = sp.pointee
                sp += 1
                op += h
              }
            }
          }
        }
      }
    }
    return out
  }
}
