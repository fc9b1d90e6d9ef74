// A Gaussian-looking blur of an 8-bit mask: three box blurs per axis.
//
// Box sizes follow the CSS Filter Effects spec's approximation of a Gaussian of deviation σ:
// d = ⌊σ · 3·√(2π)/4 + 0.5⌋; odd d gives three centred boxes of size d, even d two boxes of size d
// offset half a pixel left then right, and one centred box of size d + 1. Each box divides its sum
// by its size through a 24-bit reciprocal, round to nearest: integers only, so the result is the
// same in every build.

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
  static func blur(_ mask: inout Mask, sigma: Double) {
    let boxes = boxes(sigma: sigma)
    let w = mask.bounds.width, h = mask.bounds.height
    guard !boxes.isEmpty, w > 0, h > 0 else { return }
    var tmp = [UInt8](repeating: 0, count: w * h)
    var src = mask.data
    for box in boxes {
      horizontal(&src, &tmp, w: w, h: h, box: box)
      swap(&src, &tmp)
    }
    var sums = [UInt32](repeating: 0, count: w)
    for box in boxes {
      vertical(&src, &tmp, w: w, h: h, box: box, sums: &sums)
      swap(&src, &tmp)
    }
    mask.data = src
  }

  private static func reciprocal(_ size: Int) -> UInt32 { UInt32(((1 << 24) + size / 2) / size) }

  private static func horizontal(_ src: inout [UInt8], _ dst: inout [UInt8], w: Int, h: Int, box: Box) {
    let mul = reciprocal(box.size)
    src.withUnsafeBufferPointer { s in
      dst.withUnsafeMutableBufferPointer { d in
        for y in 0..<h {
          let row = y * w
          var sum: UInt32 = 0
          for k in 0...min(box.right, w - 1) { sum += UInt32(s[row + k]) }
          for x in 0..<w {
            d[row + x] = UInt8(truncatingIfNeeded: (sum &* mul &+ (1 << 23)) >> 24)
            let add = x + box.right + 1, sub = x - box.left
            if add < w { sum += UInt32(s[row + add]) }
            if sub >= 0 { sum -= UInt32(s[row + sub]) }
          }
        }
      }
    }
  }

  private static func vertical(
    _ src: inout [UInt8], _ dst: inout [UInt8], w: Int, h: Int, box: Box, sums: inout [UInt32]
  ) {
    let mul = reciprocal(box.size)
    src.withUnsafeBufferPointer { s in
      dst.withUnsafeMutableBufferPointer { d in
        sums.withUnsafeMutableBufferPointer { sum in
          for x in 0..<w { sum[x] = 0 }
          for k in 0...min(box.right, h - 1) {
            for x in 0..<w { sum[x] += UInt32(s[k * w + x]) }
          }
          for y in 0..<h {
            let row = y * w
            for x in 0..<w { d[row + x] = UInt8(truncatingIfNeeded: (sum[x] &* mul &+ (1 << 23)) >> 24) }
            let add = y + box.right + 1, sub = y - box.left
            if add < h { for x in 0..<w { sum[x] += UInt32(s[add * w + x]) } }
            if sub >= 0 { for x in 0..<w { sum[x] -= UInt32(s[sub * w + x]) } }
          }
        }
      }
    }
  }
}
