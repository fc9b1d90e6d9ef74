// Draws a BitmapDraw: each device pixel inside the drawn quadrilateral is mapped back into the
// bitmap through the inverse transform and sampled there (nearest or bilinear, with integer
// weights), so the same list gives the same bytes everywhere. The quadrilateral's coverage comes
// from the same rasterizer as shapes, so an image's edges match a rectangle drawn over them.

extension PaintState {
  mutating func bitmap(_ draw: BitmapDraw) {
    let m = draw.transform.concatenating(transform)
    let det = m.a * m.d - m.b * m.c
    let sw = draw.source.width
    let sh = draw.source.height
    guard sw > 0, sh > 0, det.isFinite, det.magnitude > 1e-12 else { return }
    let quad = draw.outline.applying(transform)
    let area = drawArea(quad.controlBounds)
    if area.isEmpty { return }
    var ras = Rasterizer(clip: area)
    for poly in quad.polygons(tolerance: painter.tolerance) { ras.addPolygon(poly) }
    var sink = MaskSink(mask: Mask(bounds: area), multiplier: nil)
    ras.sweep(rule: .nonZero, into: &sink)
    let coverage = sink.mask
    // Device pixels back to the source's own pixel coordinates.
    let ia = m.d / det
    let ib = -m.b / det
    let ic = -m.c / det
    let id = m.a / det
    let itx = -(m.tx * ia + m.ty * ic)
    let ity = -(m.tx * ib + m.ty * id)
    let pixmap = draw.bitmap.pixmap
    let (sx0, sy0) = (draw.source.x0, draw.source.y0)
    let tint = draw.tint.map { $0.premultiplied.packed }
    let clipMask = clip.mask
    let nearest = draw.sampling == .nearest
    // Source pixels per device pixel along each axis: past 1.5, a smooth bitmap is averaged
    // over that footprint (a box filter) rather than sampled at four pixels, so a large image
    // drawn small is as smooth as iOS draws it, not aliased.
    let footU = ia.magnitude + ic.magnitude
    let footV = ib.magnitude + id.magnitude
    let boxed = !nearest && (footU > 1.5 || footV > 1.5)
    let antialiased = draw.antialiased
    materialize()
    let li = layers.count - 1
    let lb = layers[li].bounds
    pixmap.pixels.withUnsafeBufferPointer { src in
      layers[li].pixels!.withUnsafeMutableBufferPointer { dst in
        @inline(__always) func at(_ x: Int, _ y: Int) -> UInt32 {
          src[(sy0 + min(max(y, 0), sh - 1)) * pixmap.width + sx0 + min(max(x, 0), sw - 1)]
        }
        for y in area.y0..<area.y1 {
          let py = Double(y) + 0.5
          let drow = (y - lb.y0) * lb.width - lb.x0
          for x in area.x0..<area.x1 {
            var cov = UInt32(coverage.value(x: x, y: y))
            if !antialiased { cov = cov >= 128 ? 255 : 0 }
            if let c = clipMask { cov = div255(cov &* UInt32(c.value(x: x, y: y))) }
            if cov == 0 { continue }
            let px = Double(x) + 0.5
            let u = ia * px + ic * py + itx
            let v = ib * px + id * py + ity
            var p: UInt32
            if nearest {
              p = at(Int(u.rounded(.down)), Int(v.rounded(.down)))
            } else if boxed {
              p = box(u, v, max(1, footU), max(1, footV), at)
            } else {
              p = bilinear(u - 0.5, v - 0.5, at)
            }
            if let tint { p = scalePixel(tint, p >> 24) }
            if cov != 255 { p = scalePixel(p, cov) }
            if p == 0 { continue }
            dst[drow + x] = p >> 24 == 255 ? p : sourceOver(p, dst[drow + x])
          }
        }
      }
    }
  }
}

/// The mean of the source pixels whose centres lie within `fu` × `fv` source pixels around
/// (u, v), channel by channel (premultiplied), rounded to the nearest value; at least the one
/// pixel under (u, v).
@inline(__always)
private func box(
  _ u: Double, _ v: Double, _ fu: Double, _ fv: Double, _ at: (Int, Int) -> UInt32
) -> UInt32 {
  var x0 = Int((u - fu / 2 - 0.5).rounded(.up))
  var x1 = Int((u + fu / 2 - 0.5).rounded(.down))
  var y0 = Int((v - fv / 2 - 0.5).rounded(.up))
  var y1 = Int((v + fv / 2 - 0.5).rounded(.down))
  if x1 < x0 { (x0, x1) = (Int(u.rounded(.down)), Int(u.rounded(.down))) }
  if y1 < y0 { (y0, y1) = (Int(v.rounded(.down)), Int(v.rounded(.down))) }
  var sums: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
  for y in y0...y1 {
    for x in x0...x1 {
      let p = at(x, y)
      sums.0 &+= p & 255
      sums.1 &+= (p >> 8) & 255
      sums.2 &+= (p >> 16) & 255
      sums.3 &+= p >> 24
    }
  }
  let n = UInt32((x1 - x0 + 1) * (y1 - y0 + 1))
  let h = n / 2
  return (sums.0 + h) / n | ((sums.1 + h) / n) << 8 | ((sums.2 + h) / n) << 16
    | ((sums.3 + h) / n) << 24
}

/// The four pixels around (u, v) weighted in 1/256 steps, channel by channel (premultiplied, so
/// a colour never bleeds out of a transparent neighbour).
@inline(__always)
private func bilinear(_ u: Double, _ v: Double, _ at: (Int, Int) -> UInt32) -> UInt32 {
  let fu = u.rounded(.down)
  let fv = v.rounded(.down)
  let x = Int(fu)
  let y = Int(fv)
  let wx = UInt32(((u - fu) * 256).rounded())
  let wy = UInt32(((v - fv) * 256).rounded())
  let p00 = at(x, y)
  let p10 = at(x + 1, y)
  let p01 = at(x, y + 1)
  let p11 = at(x + 1, y + 1)
  let w00 = (256 - wx) * (256 - wy)
  let w10 = wx * (256 - wy)
  let w01 = (256 - wx) * wy
  let w11 = wx * wy
  var out: UInt32 = 0
  for shift in stride(from: UInt32(0), through: 24, by: 8) {
    let c =
      ((p00 >> shift) & 255) * w00 + ((p10 >> shift) & 255) * w10
      + ((p01 >> shift) & 255) * w01 + ((p11 >> shift) & 255) * w11
    out |= ((c + 32768) >> 16) << shift
  }
  return out
}
