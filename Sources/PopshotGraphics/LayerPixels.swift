// The pixel arithmetic of layer effects, on premultiplied RGBA8, in integers only.
//
// Blend modes (W3C Compositing and Blending Level 1, §5.8 and §10.1), for premultiplied source
// S (alpha Sa) over backdrop D (alpha Da), each channel scaled to 0…255:
//   out = round((S·(255 − Da) + D·(255 − Sa) + T) / 255),   out.a = Sa + round(Da·(255 − Sa)/255)
// where T = Sa·Da·B(D/Da, S/Sa) written in premultiplied terms (units of 1/255²):
//   normal S·Da · multiply S·D · screen S·Da + D·Sa − S·D · darken min(S·Da, D·Sa) · lighten max
//   difference |S·Da − D·Sa| · overlay 2·S·D if 2D ≤ Da, else Sa·Da − 2(Da − D)(Sa − S).
// plus-lighter is min(255, S + D) on every channel, alpha included (§9.1.13).
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
  if mode == .plusLighter {
    var out: UInt32 = 0
    for shift in stride(from: 0, through: 24, by: 8) {
      let v = min(255, Int((s >> UInt32(shift)) & 255) + Int((d >> UInt32(shift)) & 255))
      out |= UInt32(v) << UInt32(shift)
    }
    return out
  }
  let a = sa + Int(div255(UInt32(da * (255 - sa))))
  var out = UInt32(a) << 24
  for shift in stride(from: 0, through: 16, by: 8) {
    let sc = Int((s >> UInt32(shift)) & 255)
    let dc = Int((d >> UInt32(shift)) & 255)
    let t: Int
    switch mode {
    case .multiply: t = sc * dc
    case .screen: t = sc * da + dc * sa - sc * dc
    case .darken: t = min(sc * da, dc * sa)
    case .lighten: t = max(sc * da, dc * sa)
    case .difference: t = abs(sc * da - dc * sa)
    case .overlay: t = 2 * dc <= da ? 2 * sc * dc : sa * da - 2 * (da - dc) * (sa - sc)
    case .normal, .plusLighter: t = sc * da
    }
    let n = sc * (255 - da) + dc * (255 - sa) + t
    let v = min(a, max(0, (n + 127) / 255))
    out |= UInt32(v) << UInt32(shift)
  }
  return out
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
