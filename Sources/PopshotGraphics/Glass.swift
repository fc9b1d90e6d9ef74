// Liquid Glass, painted: what lies behind a shape, blurred, through a measured transfer, then a
// rim of white along the inside of the edge (docs/platform.md, "Liquid Glass material").
//
// The transfer is not an alpha composite. Per channel, over an opaque backdrop,
//   out = k · blur(backdrop) + lift,   lift = L₀ + ΔL · smoothstep(lo, hi, Ȳ)
// where Ȳ is the mean Rec. 709 luma of the backdrop under the shape (coverage-weighted). A tint
// of alpha α replaces that share of the lift by (1 − k) · tint, so a fully tinted glass is the
// tint over k of the backdrop. The rim's alpha falls from `rimAlpha` at the edge to 0 at
// `rimWidth` inside it: one minus a box average of the shape's coverage, over a box of 2R + 1
// pixels (R = the rim's width in pixels), is R − i over 2R + 1 at i pixels inside a straight
// edge, so scaled by (2R + 1)/R it is the linear ramp, and it follows the outline of any shape
// (a union's inner edges have no rim). Everything past the blur is integer or 16.16 fixed
// point, so the bytes are the same in every build.

import CPopshotShims

/// The look of Liquid Glass, resolved for an appearance and a size (PopshotUI's GlassMetrics).
public struct GlassLook: Hashable, Sendable {
  /// k: how much of the blurred backdrop comes through (0…1).
  public var gain: Double
  /// L₀: the lift over a dark backdrop, in 0…1 of full scale.
  public var lift: Double
  /// ΔL: how much more the lift is over a bright backdrop.
  public var adaptiveLift: Double
  /// The mean luma (0…1) where the adaptive lift starts and where it is complete.
  public var adaptFrom: Double, adaptTo: Double
  /// A colour that takes its alpha's share of the lift (Glass.tint).
  public var tint: SRGBColor?
  /// The rim: its width in points and its alpha at the edge.
  public var rimWidth: Double, rimAlpha: Double

  public init(
    gain: Double, lift: Double, adaptiveLift: Double, adaptFrom: Double, adaptTo: Double,
    tint: SRGBColor?, rimWidth: Double, rimAlpha: Double
  ) {
    self.gain = gain
    self.lift = lift
    self.adaptiveLift = adaptiveLift
    self.adaptFrom = adaptFrom
    self.adaptTo = adaptTo
    self.tint = tint
    self.rimWidth = rimWidth
    self.rimAlpha = rimAlpha
  }

  /// The lift of each channel (R, G, B), in 8-bit units times 65536, over a backdrop of mean
  /// luma `luma` (8-bit units times 65536).
  func lifts(luma: Int64) -> [Int64] {
    let full = 255.0 * 65536
    let lo = Int64((adaptFrom * full).rounded())
    let hi = Int64((adaptTo * full).rounded())
    var t: Int64 = luma >= hi ? 65536 : 0
    if hi > lo, luma > lo, luma < hi { t = (luma - lo) * 65536 / (hi - lo) }
    let s = t * t / 65536 * (3 * 65536 - 2 * t) / 65536
    let base =
      Int64((lift * full).rounded()) + Int64((adaptiveLift * full).rounded()) * s / 65536
    guard let tint, tint.alpha > 0 else { return [base, base, base] }
    let a = Int64(SRGBColor.to8(tint.alpha))
    let rest = 65536 - Int64((gain * 65536).rounded())
    return [tint.red, tint.green, tint.blue].map { c in
      (base * (255 - a) + rest * Int64(SRGBColor.to8(c)) * a + 127) / 255
    }
  }
}

extension PaintState {
  /// Liquid Glass in path `p` (device pixels), over what is drawn under it.
  ///
  /// The blur runs on block averages of d × d pixels (d = ⌊σ/1.4⌋ from σ = 4 px: 6 at 3×, 4 at
  /// 2×; 1 below, where the blur is exact) with σ/d, and is brought back by bilinear
  /// interpolation, as GPUs blur: the blocks and the interpolation widen it by about 7 % at 3×.
  /// The transfer is linear, so it is applied to the blocks; the mean luma is taken over them,
  /// weighted by the coverage at their centres. The full-resolution passes are C
  /// (popshot_glass.c), integers only.
  mutating func glass(_ p: Path, sigma: Double, _ look: GlassLook) {
    let area = drawArea(p.controlBounds)
    if area.isEmpty { return }
    materialize()
    let r = max(0, Int((look.rimWidth * painter.scale).rounded()))
    let top = Int32(SRGBColor.to8(look.rimAlpha))
    // The shape's own coverage, unclipped, over the area and the rim's reach around it: a clip
    // or the frame's edge is not an edge of the glass.
    let reach = area.outset(r)
    var ras = Rasterizer(clip: reach)
    for poly in p.polygons(tolerance: painter.tolerance) { ras.addPolygon(poly) }
    var sink = MaskSink(mask: Mask(bounds: reach), multiplier: nil)
    ras.sweep(rule: .nonZero, into: &sink)
    let grown = sink.mask.data
    let (w, h) = (area.width, area.height)
    let rw = reach.width
    // What is drawn: the coverage inside the area, times the clip's mask.
    var clipped: [UInt8]?
    if let mask = clip.mask {
      var c = [UInt8](repeating: 0, count: w * h)
      for y in 0..<h {
        for x in 0..<w {
          let m =
            UInt32(grown[(y + r) * rw + x + r]) * UInt32(mask.value(x: x + area.x0, y: y + area.y0))
          c[y * w + x] = UInt8(div255(m))
        }
      }
      clipped = c
    }
    let d = sigma < 4 ? 1 : Int(sigma / 1.4)
    let (lw, lh) = ((w + d - 1) / d, (h + d - 1) / d)
    var low = [UInt32](repeating: 0, count: lw * lh)
    let i = layers.count - 1
    let lb = layers[i].bounds
    let origin = (area.y0 - lb.y0) * lb.width + area.x0 - lb.x0
    layers[i].pixels!.withUnsafeBufferPointer { src in
      popshot_glass_downsample(
        src.baseAddress! + origin, lb.width, Int32(w), Int32(h), Int32(d), &low)
    }
    // The mean luma under the shape, from the blocks.
    var lumaSum: Int64 = 0
    var weight: Int64 = 0
    for j in 0..<lh {
      let cy = min(j * d + d / 2, h - 1) + r
      for i in 0..<lw {
        let m = Int64(grown[cy * rw + min(i * d + d / 2, w - 1) + r])
        if m == 0 { continue }
        let px = low[j * lw + i]
        let luma =
          13933 * Int64(px & 255) + 46871 * Int64((px >> 8) & 255) + 4732
          * Int64((px >> 16) & 255)
        lumaSum += luma * m
        weight += m
      }
    }
    if weight == 0 { return }
    // The blocks' blur: Blur's boxes and edges, in C.
    let lowSigma = sigma / Double(d)
    let boxes = Blur.boxes(sigma: lowSigma).flatMap { [Int32($0.left), Int32($0.right)] }
    if !boxes.isEmpty {
      popshot_glass_blur(
        &low, Int32(lw), Int32(lh), boxes, Int32(boxes.count / 2),
        Int32(Blur.extent(sigma: lowSigma)))
    }
    let gain = Int64((look.gain * 65536).rounded())
    let lifts = look.lifts(luma: lumaSum / weight)
    for k in low.indices {
      let b = low[k]
      let a = Int64(b >> 24)
      var out = UInt32(a) << 24
      for c in 0..<3 {
        let v = Int64((b >> UInt32(8 * c)) & 255)
        let lift = a == 255 ? lifts[c] : (lifts[c] * a + 127) / 255
        out |= UInt32(min(a, (gain * v + lift + 32768) >> 16)) << UInt32(8 * c)
      }
      low[k] = out
    }
    // Where each pixel samples the blocks: block coordinate (x + ½)/d − ½, in 1/(2d) units.
    func samples(_ n: Int, _ count: Int) -> (index: [Int32], weight: [Int32]) {
      var index = [Int32](repeating: 0, count: n)
      var weight = [Int32](repeating: 0, count: n)
      for x in 0..<n {
        let u = 2 * x + 1 - d
        guard u > 0 else { continue }
        let i0 = u / (2 * d)
        if i0 >= count - 1 {
          index[x] = Int32(count - 1)
          continue
        }
        index[x] = Int32(i0)
        weight[x] = Int32(((u - i0 * 2 * d) * 256 + d) / (2 * d))
      }
      return (index, weight)
    }
    let xs = samples(w, lw)
    let ys = samples(h, lh)
    // The rim is written near the outline only (uninitialized elsewhere, never read there).
    let hasRim = r > 0 && top > 0
    let rim = UnsafeMutablePointer<UInt8>.allocate(capacity: hasRim ? w * h : 1)
    var inside = [Int32](repeating: 0, count: 2 * h)
    defer { rim.deallocate() }
    if hasRim { popshot_glass_rim(grown, Int32(w), Int32(h), Int32(r), top, rim, &inside) }
    let cov = clipped ?? grown
    let covOffset = clipped == nil ? r * rw + r : 0
    let covStride = clipped == nil ? rw : w
    let stride = lb.width
    layers[i].pixels!.withUnsafeMutableBufferPointer { dst in
      cov.withUnsafeBufferPointer { c in
        popshot_glass_compose(
          low, Int32(lw), Int32(lh), xs.index, xs.weight, ys.index, ys.weight,
          c.baseAddress! + covOffset, covStride, hasRim ? rim : nil, inside,
          dst.baseAddress! + origin, stride, Int32(w), Int32(h))
      }
    }
  }
}
