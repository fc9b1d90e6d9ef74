// Source-over compositing of premultiplied RGBA8, two channels at a time.
//
// Rounding: every product of a channel and an 8-bit factor is divided by 255 with round-to-nearest
// (Blinn's exact identity, see `div255`), lane by lane in one UInt32: R and B in the even bytes,
// G and A in the odd ones. For source s (already scaled by coverage) over destination d:
//   out = s + round(d × (255 − s.a) / 255)   per channel.
// The sum never exceeds 255 because premultiplied channels never exceed their alpha.

import CPopshotShims

/// Each channel of `p` times `f`/255, rounded to nearest.
@inline(__always)
func scalePixel(_ p: UInt32, _ f: UInt32) -> UInt32 {
  var rb = (p & 0x00FF_00FF) &* f &+ 0x0080_0080
  rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
  var ag = ((p >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080
  ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
  return rb | ag
}

/// Premultiplied source over destination.
@inline(__always)
func sourceOver(_ s: UInt32, _ d: UInt32) -> UInt32 {
  s &+ scalePixel(d, 255 &- (s >> 24))
}

/// `color` over each of `count` pixels from `p`: the vectorised C loop for runs long enough to
/// pay for the call, the same arithmetic inline for short ones.
@inline(__always)
func blendRun(_ p: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32) {
  if count >= 8 {
    popshot_blend_solid(p, count, color)
  } else {
    for i in 0..<count { p[i] = sourceOver(color, p[i]) }
  }
}

/// An 8-bit alpha mask over a rectangle of device pixels (0 outside it).
struct Mask {
  var bounds: PixelRect
  var data: [UInt8]

  init(bounds: PixelRect) {
    self.bounds = bounds
    data = [UInt8](repeating: 0, count: bounds.width * bounds.height)
  }

  @inline(__always)
  func value(x: Int, y: Int) -> UInt8 {
    guard x >= bounds.x0, x < bounds.x1, y >= bounds.y0, y < bounds.y1 else { return 0 }
    return data[(y - bounds.y0) * bounds.width + (x - bounds.x0)]
  }
}

/// Writes rasterized coverage into a mask, optionally multiplied by another mask.
struct MaskSink: SpanSink {
  var mask: Mask
  let multiplier: Mask?

  mutating func span(y: Int, x: Int, count: Int, alpha: UInt8) {
    let w = mask.bounds.width
    let row = (y - mask.bounds.y0) * w - mask.bounds.x0
    mask.data.withUnsafeMutableBufferPointer { buf in
      let out = buf.baseAddress! + row
      guard let m = multiplier else {
        // Interiors are long spans of one value: a fill, not a loop.
        (out + x).update(repeating: alpha, count: count)
        return
      }
      for i in x..<(x + count) {
        out[i] = UInt8(truncatingIfNeeded: div255(UInt32(alpha) &* UInt32(m.value(x: i, y: y))))
      }
    }
  }
}

/// Composites a paint through rasterized coverage (and an optional clip mask) into pixels.
struct PixelSink: SpanSink {
  let base: UnsafeMutablePointer<UInt32>
  /// The pixel buffer's first pixel is device pixel (origin.x, origin.y); `stride` pixels a row.
  let originX: Int, originY: Int, stride: Int
  let color: UInt32
  let shader: GradientShader?
  let clipMask: ClipView?

  /// A clip mask's bytes, borrowed for the length of a draw (`PaintState.withSink`); nil bytes
  /// for a mask of no pixels, which lets nothing through.
  struct ClipView {
    let bytes: UnsafePointer<UInt8>?
    let bounds: PixelRect
  }

  mutating func span(y: Int, x: Int, count: Int, alpha: UInt8) {
    let row = base + (y - originY) * stride - originX
    // A solid colour, the common case (every glyph's rows come here), is decided before the
    // shader is looked at: copying the optional shader for each span cost more than the span.
    guard shader != nil else { return solid(row, y, x, count, alpha, color) }
    // A gradient that runs straight down (the usual top-to-bottom one) has one colour along a
    // row: the span is that solid colour.
    if shader.unsafelyUnwrapped.isConstantAlongRows {
      return solid(row, y, x, count, alpha, shader.unsafelyUnwrapped.color(x: x, y: y))
    }
    guard let m = clipMask else {
      shader.unsafelyUnwrapped.composite(into: row, y: y, from: x, to: x + count, alpha: alpha)
      return
    }
    let lo = max(x, m.bounds.x0)
    let hi = min(x + count, m.bounds.x1)
    guard lo < hi, y >= m.bounds.y0, y < m.bounds.y1, let bytes = m.bytes else { return }
    let mrow = bytes + (y - m.bounds.y0) * m.bounds.width - m.bounds.x0
    shader.unsafelyUnwrapped.forEachColor(y: y, from: lo, to: hi) { i, c in
      let mv = UInt32(mrow[i])
      if mv == 0 { return }
      let a = alpha == 255 ? mv : div255(UInt32(alpha) * mv)
      row[i] =
        a == 255 && c >> 24 == 255 ? c : sourceOver(a == 255 ? c : scalePixel(c, a), row[i])
    }
  }

  /// `color` at coverage `alpha` over `count` pixels of `row` (row `y`) from column `x`, through
  /// the clip mask if there is one.
  @inline(__always)
  private func solid(
    _ row: UnsafeMutablePointer<UInt32>, _ y: Int, _ x: Int, _ count: Int, _ alpha: UInt8,
    _ color: UInt32
  ) {
    guard let m = clipMask else {
      if alpha == 255 && color >> 24 == 255 {
        (row + x).update(repeating: color, count: count)
        return
      }
      let s = alpha == 255 ? color : scalePixel(color, UInt32(alpha))
      if s == 0 { return }
      blendRun(row + x, count, s)
      return
    }
    let lo = max(x, m.bounds.x0)
    let hi = min(x + count, m.bounds.x1)
    guard lo < hi, y >= m.bounds.y0, y < m.bounds.y1, let bytes = m.bytes else { return }
    let mrow = bytes + (y - m.bounds.y0) * m.bounds.width - m.bounds.x0
    // A solid colour through a clip mask (a card's rounded corners): the mask is long runs of
    // one value, each one colour filled or composited across the run.
    forEachRun(mrow, lo, hi) { i, end, mv in
      guard mv != 0 else { return }
      let a = alpha == 255 ? UInt32(mv) : div255(UInt32(alpha) &* UInt32(mv))
      let c = a == 255 ? color : scalePixel(color, a)
      if c >> 24 == 255 {
        (row + i).update(repeating: c, count: end &- i)
      } else {
        blendRun(row + i, end &- i, c)
      }
    }
  }
}

/// Composites a colour through an 8-bit mask (a blurred shadow) into pixels, within `area`.
func blitMask(
  _ mask: Mask, color: UInt32, clip: PixelRect, clipMask: Mask?, into sink: inout PixelSink
) {
  let area = mask.bounds.intersection(clip)
  guard !area.isEmpty else { return }
  let sink = sink
  // The tint at each of the 256 mask levels, so a pixel costs one lookup and one blend.
  let tints = (0...255).map { scalePixel(color, UInt32($0)) }
  tints.withUnsafeBufferPointer { tint in
    mask.data.withUnsafeBufferPointer { m in
      for y in area.y0..<area.y1 {
        let row = sink.base + ((y &- sink.originY) &* sink.stride &- sink.originX)
        let mrow = m.baseAddress! + ((y &- mask.bounds.y0) &* mask.bounds.width &- mask.bounds.x0)
        if let c = clipMask {
          for x in area.x0..<area.x1 where mrow[x] != 0 {
            let a = div255(UInt32(mrow[x]) &* UInt32(c.value(x: x, y: y)))
            row[x] = sourceOver(tint[Int(a)], row[x])
          }
        } else {
          // A blurred mask has long runs of one value (its inside, the middle of its edges):
          // each run is one tint composited across it.
          forEachRun(mrow, area.x0, area.x1) { x, end, m in
            if m != 0 { blendRun(row + x, end &- x, tint[Int(m)]) }
          }
        }
      }
    }
  }
}

/// Composites `sink`'s paint through a coverage mask placed `dx, dy` pixels from its own origin,
/// within `clip`. Used for glyphs, whose masks are small and cached.
func blitCoverage(_ mask: Mask, dx: Int, dy: Int, clip: PixelRect, into sink: inout PixelSink) {
  let placed = PixelRect(
    x0: mask.bounds.x0 + dx, y0: mask.bounds.y0 + dy, x1: mask.bounds.x1 + dx,
    y1: mask.bounds.y1 + dy)
  let area = placed.intersection(clip)
  guard !area.isEmpty else { return }
  let w = mask.bounds.width
  mask.data.withUnsafeBufferPointer { m in
    if sink.shader == nil && sink.clipMask == nil {
      // A solid colour and no clip mask (most text): each row's coverage in one C call, the
      // same arithmetic as a span of each coverage value.
      for y in area.y0..<area.y1 {
        popshot_coverage_solid(
          sink.base + ((y &- sink.originY) &* sink.stride &- sink.originX &+ area.x0),
          m.baseAddress! + ((y &- placed.y0) &* w &- placed.x0 &+ area.x0), area.x1 &- area.x0,
          sink.color)
      }
      return
    }
    for y in area.y0..<area.y1 {
      // Runs of equal coverage (a glyph's solid interior) go to the sink as one span.
      forEachRun(m.baseAddress! + (y - placed.y0) * w - placed.x0, area.x0, area.x1) {
        x, end, a in
        if a != 0 { sink.span(y: y, x: x, count: end - x, alpha: a) }
      }
    }
  }
}

/// Calls `body(start, end, value)` for each run of equal values of `row[lo..<hi]`, left to
/// right: masks are long runs of one value (a shape's inside, a glyph's interior, a blur's
/// middle), each composited at once.
@inline(__always)
func forEachRun(
  _ row: UnsafePointer<UInt8>, _ lo: Int, _ hi: Int, _ body: (Int, Int, UInt8) -> Void
) {
  var i = lo
  while i < hi {
    let v = row[i]
    // Edges are runs of a byte or two, looked at here; a run still going after eight bytes (a
    // shape's inside, as wide as the shape) is followed sixteen bytes at a time.
    var end = i &+ 1
    let near = min(hi, i &+ 8)
    while end < near && row[end] == v { end &+= 1 }
    if end == near && end < hi && row[end] == v {
      end &+= popshot_run_length(row + end, hi &- end, v)
    }
    body(i, end, v)
    i = end
  }
}
