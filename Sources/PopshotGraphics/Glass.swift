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
  mutating func glass(_ p: Path, sigma: Double, _ look: GlassLook) {
    let area = drawArea(p.controlBounds)
    if area.isEmpty { return }
    materialize()
    let polys = p.polygons(tolerance: painter.tolerance)
    var ras = Rasterizer(clip: area)
    for poly in polys { ras.addPolygon(poly) }
    var sink = MaskSink(mask: Mask(bounds: area), multiplier: clip.mask)
    ras.sweep(rule: .nonZero, into: &sink)
    let coverage = sink.mask.data
    let i = layers.count - 1
    let lb = layers[i].bounds
    let (w, h) = (area.width, area.height)
    var image = [UInt32](repeating: 0, count: w * h)
    var lumaSum: Int64 = 0
    var weight: Int64 = 0
    for y in 0..<h {
      let row = (y + area.y0 - lb.y0) * lb.width + area.x0 - lb.x0
      for x in 0..<w {
        let px = layers[i].pixels![row + x]
        image[y * w + x] = px
        let m = Int64(coverage[y * w + x])
        if m == 0 { continue }
        let luma =
          13933 * Int64(px & 255) + 46871 * Int64((px >> 8) & 255) + 4732
          * Int64((px >> 16) & 255)
        lumaSum += luma * m
        weight += m
      }
    }
    if weight == 0 { return }
    Blur.blurPixels(&image, width: w, height: h, sigma: sigma, extendEdges: true)
    let gain = Int64((look.gain * 65536).rounded())
    let lifts = look.lifts(luma: lumaSum / weight)
    let rim = rimMask(polys, area: area, look: look)
    layers[i].pixels!.withUnsafeMutableBufferPointer { dst in
      for y in 0..<h {
        let row = (y + area.y0 - lb.y0) * lb.width + area.x0 - lb.x0
        for x in 0..<w {
          let m = UInt32(coverage[y * w + x])
          if m == 0 { continue }
          let b = image[y * w + x]
          let a = Int64(b >> 24)
          var out = UInt32(a) << 24
          for c in 0..<3 {
            let v = Int64((b >> UInt32(8 * c)) & 255)
            let lift = a == 255 ? lifts[c] : (lifts[c] * a + 127) / 255
            out |= UInt32(min(a, (gain * v + lift + 32768) >> 16)) << UInt32(8 * c)
          }
          if let rim, case let r = UInt32(rim[y * w + x]), r > 0 {
            let white = r * 0x0101_0101
            out = sourceOver(white, out)
          }
          dst[row + x] = m == 255 ? out : mixPixel(out, dst[row + x], m)
        }
      }
    }
  }

  /// The rim's alpha (0…255) for each pixel of `area`, nil when it has none.
  private func rimMask(_ polys: [[Point]], area: PixelRect, look: GlassLook) -> [UInt8]? {
    let r = Int((look.rimWidth * painter.scale).rounded())
    let top = Int64(SRGBColor.to8(look.rimAlpha))
    guard r > 0, top > 0 else { return nil }
    // The shape's own coverage, unclipped, over the area and the box's reach around it: a clip
    // or the frame's edge is not an edge of the glass.
    let reach = area.outset(r)
    var ras = Rasterizer(clip: reach)
    for poly in polys { ras.addPolygon(poly) }
    var sink = MaskSink(mask: Mask(bounds: reach), multiplier: nil)
    ras.sweep(rule: .nonZero, into: &sink)
    let cov = sink.mask.data
    let (rw, rh) = (reach.width, reach.height)
    let n = 2 * r + 1
    // Box sums along rows, then along columns: exact, no rounding until the end.
    var rows = [Int32](repeating: 0, count: rw * rh)
    for y in 0..<rh {
      var sum: Int32 = 0
      for x in 0..<min(r, rw) { sum += Int32(cov[y * rw + x]) }
      for x in 0..<rw {
        if x + r < rw { sum += Int32(cov[y * rw + x + r]) }
        rows[y * rw + x] = sum
        if x - r >= 0 { sum -= Int32(cov[y * rw + x - r]) }
      }
    }
    let (w, h) = (area.width, area.height)
    var out = [UInt8](repeating: 0, count: w * h)
    let full = Int64(n * n * 255)
    let den = Int64(r) * full
    for x in 0..<w {
      let cx = x + r
      var sum: Int64 = 0
      for y in 0..<(2 * r) { sum += Int64(rows[y * rw + cx]) }
      for y in 0..<h {
        sum += Int64(rows[(y + 2 * r) * rw + cx])
        if cov[(y + r) * rw + cx] != 0 {
          let num = (full - sum) * Int64(n) * top
          out[y * w + x] = UInt8(min(top, (num + den / 2) / den))
        }
        sum -= Int64(rows[y * rw + cx])
      }
    }
    return out
  }
}
