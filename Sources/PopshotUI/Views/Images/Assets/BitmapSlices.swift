// `.resizable(capInsets:resizingMode:)`: the cap insets (points) cut the bitmap into up to nine
// parts. Corners keep their size; the edges between them and the centre stretch, or with `.tile`
// repeat at their natural size from the top-leading corner, the last copy cut short. Insets
// wider than the frame shrink in proportion, as UIKit's resizable images do.
import PopshotGraphics

/// Part of a bitmap and the rectangle (points) it is drawn over.
struct BitmapSlice: Equatable {
  let source: PixelRect
  let rect: Rect
}

enum BitmapSlices {
  /// One axis of the bitmap cut into runs: (source start, source length) in pixels to
  /// (start, length) in points.
  typealias Run = (src: Int, srcLength: Int, dst: Double, length: Double)

  static func slices(
    width: Int, height: Int, scale: Double, frame: Rect, capInsets e: EdgeInsets, tile: Bool
  ) -> [BitmapSlice] {
    let xs = runs(
      pixels: width, scale: scale, start: frame.minX, length: frame.width, lead: e.leading,
      trail: e.trailing, tile: tile)
    let ys = runs(
      pixels: height, scale: scale, start: frame.minY, length: frame.height, lead: e.top,
      trail: e.bottom, tile: tile)
    var out: [BitmapSlice] = []
    for y in ys {
      for x in xs {
        out.append(
          BitmapSlice(
            source: PixelRect(
              x0: x.src, y0: y.src, x1: x.src + x.srcLength, y1: y.src + y.srcLength),
            rect: Rect(x: x.dst, y: y.dst, width: x.length, height: y.length)))
      }
    }
    return out
  }

  /// The runs along one axis: the leading cap, the middle (stretched or tiled), the trailing cap.
  static func runs(
    pixels: Int, scale: Double, start: Double, length: Double, lead: Double, trail: Double,
    tile: Bool
  ) -> [Run] {
    guard pixels > 0, length > 0 else { return [] }
    // Caps in whole source pixels, never overlapping.
    var l = min(pixels, max(0, Int((lead * scale).rounded())))
    var t = min(pixels - l, max(0, Int((trail * scale).rounded())))
    var capL = Double(l) / scale
    var capT = Double(t) / scale
    if capL + capT > length {
      let k = length / (capL + capT)
      capL *= k
      capT *= k
    }
    if l + t >= pixels && pixels > 0 && capL + capT < length {
      // No middle pixels to stretch: the caps stretch instead.
      l = 0
      t = 0
      capL = 0
      capT = 0
    }
    var result: [Run] = []
    if l > 0 { result.append((0, l, start, capL)) }
    let mid = pixels - l - t
    let midLength = length - capL - capT
    if mid > 0 && midLength > 0 {
      let tileLength = Double(mid) / scale
      if tile && tileLength > 0 {
        var at = 0.0
        while at < midLength - 1e-9 {
          let piece = min(tileLength, midLength - at)
          let px = max(1, min(mid, Int((piece * scale).rounded())))
          result.append((l, px, start + capL + at, piece))
          at += tileLength
        }
      } else {
        result.append((l, mid, start + capL, midLength))
      }
    }
    if t > 0 { result.append((pixels - t, t, start + length - capT, capT)) }
    return result
  }
}
