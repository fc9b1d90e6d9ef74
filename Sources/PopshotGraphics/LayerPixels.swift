// The pixel arithmetic of layer effects, on premultiplied RGBA8, in integers only.
//
// Blend modes (W3C Compositing and Blending Level 1, §5.8 and §10.1), for premultiplied source
// S (alpha Sa) over backdrop D (alpha Da), each channel scaled to 0…255:
//   out = round((S·(255 − Da) + D·(255 − Sa) + T) / 255),   out.a = Sa + round(Da·(255 − Sa)/255)
// where T = Sa·Da·B(D/Da, S/Sa) written in premultiplied terms (units of 1/255²):
//   normal S·Da · multiply S·D · screen S·Da + D·Sa − S·D · darken min(S·Da, D·Sa) · lighten max
//   difference |S·Da − D·Sa| · exclusion S·Da + D·Sa − 2·S·D · overlay 2·S·D if 2D ≤ Da, else
//   Sa·Da − 2(Da − D)(Sa − S) · hard-light the same with S and D swapped · color-dodge
//   min(Sa·Da, D·Sa²/(Sa − S)) · color-burn Sa·Da − min(Sa·Da, (Da − D)·Sa²/S), with the
//   spec's special cases; soft-light and the non-separable modes (§10.2) in doubles.
// plus-lighter is min(255, S + D) on every channel, alpha included (§9.1.13); the other
// Porter-Duff modes are at `porterDuff`.
// One division per channel, rounded to nearest; the result is clamped to its alpha.
//
// Colour matrices act on straight components: each pixel is unpremultiplied (c·255/a, rounded),
// multiplied by the matrix in 16.16 fixed point with rounding to nearest, clamped to 0…255, and
// premultiplied again with `div255`. Fully transparent pixels stay transparent.

/// `s` composited over `d` with `mode`.
@inline(__always)
func blendPixel(_ s: UInt32, _ d: UInt32, _ mode: BlendMode) -> UInt32 {
  if mode == .normal { return sourceOver(s, d) }
  let sa = Int(s >> 24)
  let da = Int(d >> 24)
  switch mode {
  case .plusLighter, .plusDarker, .sourceAtop, .destinationOver, .destinationOut:
    return porterDuff(s, d, mode)
  default: break
  }
  let a = sa + Int(div255(UInt32(da * (255 - sa))))
  let sc = (Int(s & 255), Int((s >> 8) & 255), Int((s >> 16) & 255))
  let dc = (Int(d & 255), Int((d >> 8) & 255), Int((d >> 16) & 255))
  let t: (Int, Int, Int)
  switch mode {
  case .hue, .saturation, .color, .luminosity:
    t = nonSeparable(sc, dc, sa, da, mode)
  default:
    func term(_ sc: Int, _ dc: Int) -> Int {
      switch mode {
      case .multiply: return sc * dc
      case .screen: return sc * da + dc * sa - sc * dc
      case .darken: return min(sc * da, dc * sa)
      case .lighten: return max(sc * da, dc * sa)
      case .difference: return abs(sc * da - dc * sa)
      case .exclusion: return sc * da + dc * sa - 2 * sc * dc
      case .overlay: return 2 * dc <= da ? 2 * sc * dc : sa * da - 2 * (da - dc) * (sa - sc)
      case .hardLight: return 2 * sc <= sa ? 2 * sc * dc : sa * da - 2 * (da - dc) * (sa - sc)
      case .colorDodge:
        // B = min(1, Cb / (1 − Cs)): 0 on a black backdrop, 1 under a white source.
        if dc == 0 { return 0 }
        if sc >= sa { return sa * da }
        return min(sa * da, (dc * sa * sa + (sa - sc) / 2) / (sa - sc))
      case .colorBurn:
        // B = 1 − min(1, (1 − Cb) / Cs): 1 on a white backdrop, 0 under a black source.
        if dc >= da { return sa * da }
        if sc == 0 { return 0 }
        return sa * da - min(sa * da, ((da - dc) * sa * sa + sc / 2) / sc)
      case .softLight: return softLight(sc, dc, sa, da)
      default: return sc * da
      }
    }
    t = (term(sc.0, dc.0), term(sc.1, dc.1), term(sc.2, dc.2))
  }
  func channel(_ sc: Int, _ dc: Int, _ t: Int) -> UInt32 {
    let n = sc * (255 - da) + dc * (255 - sa) + t
    return UInt32(min(a, max(0, (n + 127) / 255)))
  }
  return UInt32(a) << 24 | channel(sc.0, dc.0, t.0) | channel(sc.1, dc.1, t.1) << 8
    | channel(sc.2, dc.2, t.2) << 16
}

/// The Porter-Duff style modes, on all four premultiplied channels: plus-lighter
/// min(255, S + D); plus-darker a = min(255, Sa + Da), c = max(0, a − ((Sa − S) + (Da − D)));
/// source-atop S·Da + D·(255 − Sa) with the backdrop's alpha; destination-over
/// D + S·(255 − Da); destination-out D·(255 − Sa) (each product over 255, rounded).
@inline(__always)
private func porterDuff(_ s: UInt32, _ d: UInt32, _ mode: BlendMode) -> UInt32 {
  let sa = Int(s >> 24)
  let da = Int(d >> 24)
  let plusAlpha = min(255, sa + da)
  var out: UInt32 = 0
  for shift in stride(from: 0, through: 24, by: 8) {
    let sv = Int((s >> UInt32(shift)) & 255)
    let dv = Int((d >> UInt32(shift)) & 255)
    let isAlpha = shift == 24
    let v: Int
    switch mode {
    case .plusDarker:
      v = isAlpha ? plusAlpha : max(0, plusAlpha - ((sa - sv) + (da - dv)))
    case .sourceAtop:
      v = isAlpha ? da : Int(div255(UInt32(sv * da + dv * (255 - sa))))
    case .destinationOver: v = dv + Int(div255(UInt32(sv * (255 - da))))
    case .destinationOut: v = Int(div255(UInt32(dv * (255 - sa))))
    default: v = min(255, sv + dv)  // plus-lighter
    }
    out |= UInt32(min(255, v)) << UInt32(shift)
  }
  return out
}

/// Sa·Da·B for soft-light (§10.1.11), from the straight components; in doubles, whose square
/// root is correctly rounded, so the result is the same on every build.
@inline(__always)
private func softLight(_ sc: Int, _ dc: Int, _ sa: Int, _ da: Int) -> Int {
  guard sa > 0, da > 0 else { return 0 }
  let cs = min(1, Double(sc) / Double(sa))
  let cb = min(1, Double(dc) / Double(da))
  let b: Double
  if cs <= 0.5 {
    b = cb - (1 - 2 * cs) * cb * (1 - cb)
  } else {
    let dcb = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
    b = cb + (2 * cs - 1) * (dcb - cb)
  }
  return Int((b * Double(sa * da)).rounded())
}

/// Sa·Da·B per channel for the non-separable modes (§10.2): hue, saturation, color and
/// luminosity, on straight components with the spec's Lum, ClipColor, SetLum, Sat and SetSat.
private func nonSeparable(
  _ s: (Int, Int, Int), _ d: (Int, Int, Int), _ sa: Int, _ da: Int, _ mode: BlendMode
) -> (Int, Int, Int) {
  guard sa > 0, da > 0 else { return (0, 0, 0) }
  // Three channels in a SIMD value: no allocation per pixel.
  typealias RGB = SIMD3<Double>
  func straight(_ c: (Int, Int, Int), _ a: Int) -> RGB {
    let v = RGB(Double(c.0), Double(c.1), Double(c.2)) / Double(a)
    return v.replacing(with: 1, where: v .> 1)
  }
  let cs = straight(s, sa)
  let cb = straight(d, da)
  func lum(_ c: RGB) -> Double { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }
  func clipColor(_ c: RGB) -> RGB {
    let l = lum(c)
    let n = c.min()
    let x = c.max()
    var c = c
    if n < 0 { c = l + (c - l) * l / (l - n) }
    if x > 1 { c = l + (c - l) * (1 - l) / (x - l) }
    return c
  }
  func setLum(_ c: RGB, _ l: Double) -> RGB { clipColor(c + (l - lum(c))) }
  func sat(_ c: RGB) -> Double { c.max() - c.min() }
  func setSat(_ c: RGB, _ s: Double) -> RGB {
    // The largest component becomes s, the smallest 0, the middle one in proportion; ties go
    // to the earlier channel, so the order is fixed (a three-element sorting network).
    func before(_ a: Int, _ b: Int) -> Bool { c[a] < c[b] || (c[a] == c[b] && a < b) }
    var (lo, mid, hi) = (0, 1, 2)
    if before(mid, lo) { swap(&lo, &mid) }
    if before(hi, mid) { swap(&mid, &hi) }
    if before(mid, lo) { swap(&lo, &mid) }
    var out = RGB(repeating: 0)
    if c[hi] > c[lo] {
      out[mid] = (c[mid] - c[lo]) * s / (c[hi] - c[lo])
      out[hi] = s
    }
    return out
  }
  let b: RGB
  switch mode {
  case .hue: b = setLum(setSat(cs, sat(cb)), lum(cb))
  case .saturation: b = setLum(setSat(cb, sat(cs)), lum(cb))
  case .color: b = setLum(cs, lum(cb))
  default: b = setLum(cb, lum(cs))  // luminosity
  }
  let t = (b * Double(sa * da)).rounded(.toNearestOrAwayFromZero)
  return (Int(t.x), Int(t.y), Int(t.z))
}

/// A colour matrix in 16.16 fixed point, applied to premultiplied pixels.
struct FixedColorMatrix {
  let k: [Int]

  init(_ matrix: ColorMatrix) {
    // Offsets are in 0…1 units: times 255 so that they add to 8-bit components.
    k = matrix.m.enumerated().map { i, v in
      Int((v * (i % 5 == 4 ? 255 : 1) * 65536).rounded())
    }
  }

  /// The filtered pixel.
  @inline(__always)
  func apply(_ p: UInt32) -> UInt32 {
    let a = Int(p >> 24)
    if a == 0 { return 0 }
    func straight(_ v: Int) -> Int { a == 255 ? v : min(255, (v * 255 + a / 2) / a) }
    let r = straight(Int(p & 255))
    let g = straight(Int((p >> 8) & 255))
    let b = straight(Int((p >> 16) & 255))
    func row(_ i: Int) -> UInt8 {
      let j = i * 5
      let sum = k[j] * r + k[j + 1] * g + k[j + 2] * b + k[j + 3] * a + k[j + 4]
      return UInt8(min(255, max(0, (sum + 32768) >> 16)))
    }
    return PremultipliedColor(r: row(0), g: row(1), b: row(2), a: row(3)).packed
  }

  func apply(_ pixels: inout [UInt32]) {
    for i in pixels.indices where pixels[i] != 0 { pixels[i] = apply(pixels[i]) }
  }
}

extension Blur {
  /// Blurs premultiplied pixels (`width` × `height`) channel by channel. Without `extendEdges`
  /// pixels beyond the rectangle count as transparent, and the caller has padded it by
  /// `extent(sigma:)`; with it, they repeat the nearest edge pixel (a backdrop, an opaque blur).
  static func blurPixels(
    _ pixels: inout [UInt32], width w: Int, height h: Int, sigma: Double, extendEdges: Bool
  ) {
    let e = extendEdges ? extent(sigma: sigma) : 0
    guard w > 0, h > 0, !boxes(sigma: sigma).isEmpty else { return }
    let pw = w + 2 * e
    let ph = h + 2 * e
    let bounds = PixelRect(x0: 0, y0: 0, x1: pw, y1: ph)
    for shift in stride(from: 0, through: 24, by: 8) {
      var mask = Mask(bounds: bounds)
      mask.data.withUnsafeMutableBufferPointer { m in
        for y in 0..<ph {
          let sy = min(max(y - e, 0), h - 1)
          for x in 0..<pw {
            let sx = min(max(x - e, 0), w - 1)
            m[y * pw + x] = UInt8(truncatingIfNeeded: pixels[sy * w + sx] >> UInt32(shift))
          }
        }
      }
      blur(&mask, sigma: sigma)
      let keep = ~(UInt32(255) << UInt32(shift))
      for y in 0..<h {
        for x in 0..<w {
          let v = UInt32(mask.data[(y + e) * pw + x + e])
          pixels[y * w + x] = (pixels[y * w + x] & keep) | v << UInt32(shift)
        }
      }
    }
  }
}
