// Layers and backdrops: the painter's groups, composited through their effect when they close.
//
// A layer covers the device-pixel bounds of what is drawn in it (found before drawing, see
// `Painter.groupBounds`), clipped like anything else drawn there, except a blur's: it draws its
// content unclipped and grown by the blur's spread, and applies the clips under it as it is
// composited, so content just outside a clip or the frame still blurs into it, as in SwiftUI.
// An opacity layer is composited exactly as it always was (bytes of existing baselines).

extension PaintState {
  mutating func pushLayer(_ effect: LayerEffect, index: Int) {
    let group = groupBounds[index] ?? frame
    var bounds: PixelRect
    var depth: Int?
    if case .blur(let r, let opaque) = effect {
      bounds = opaque ? group : group.outset(Blur.extent(sigma: painter.blurSigma(r)))
      depth = clips.count
    } else {
      bounds = group.intersection(clip.rect).intersection(top.bounds)
    }
    if bounds.isEmpty { bounds = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
    var opacity: UInt32 = 255
    if case .opacity(let o) = effect { opacity = UInt32(SRGBColor.to8(o)) }
    layers.append(
      Layer(
        bounds: bounds, pixels: [UInt32](repeating: 0, count: bounds.width * bounds.height),
        opacity: opacity, effect: effect, clipDepth: depth))
    if depth != nil { clips.append(Clip(rect: bounds, mask: nil)) }
  }

  /// Switches a mask layer from its content to its mask.
  mutating func beginMask() {
    let i = layers.count - 1
    guard i > 0, case .mask = layers[i].effect, layers[i].content == nil else { return }
    layers[i].content = layers[i].pixels
    layers[i].pixels = [UInt32](
      repeating: 0, count: layers[i].bounds.width * layers[i].bounds.height)
  }

  mutating func popLayer() {
    let layer = layers.removeLast()
    if let d = layer.clipDepth, clips.count > d { clips.removeSubrange(d...) }
    guard var src = layer.pixels, !layer.bounds.isEmpty, layer.opacity > 0 else { return }
    let b = layer.bounds
    var mode = BlendMode.normal
    var outerClip: Clip?
    switch layer.effect {
    case .group, .opacity: break
    case .filter(let m): FixedColorMatrix(m).apply(&src)
    case .blend(let m): mode = m
    case .blur(let r, let opaque):
      Blur.blurPixels(
        &src, width: b.width, height: b.height, sigma: painter.blurSigma(r), extendEdges: opaque)
      outerClip = clip
    case .mask:
      if let content = layer.content {
        for i in src.indices { src[i] = scalePixel(content[i], src[i] >> 24) }
      }
    }
    composite(src, bounds: b, factor: layer.opacity, mode: mode, clip: outerClip)
  }

  /// Composites a layer's pixels into the layer under it, at `factor`/255, through `clip`.
  private mutating func composite(
    _ src: [UInt32], bounds b: PixelRect, factor f: UInt32, mode: BlendMode, clip: Clip?
  ) {
    materialize()
    let i = layers.count - 1
    let pb = layers[i].bounds
    let area = clip.map { b.intersection($0.rect) } ?? b
    let r = area.intersection(pb)
    guard !r.isEmpty else { return }
    let mask = clip?.mask
    layers[i].pixels!.withUnsafeMutableBufferPointer { dst in
      for y in r.y0..<r.y1 {
        let srow = (y - b.y0) * b.width - b.x0
        let drow = (y - pb.y0) * pb.width - pb.x0
        for x in r.x0..<r.x1 {
          let p = src[srow + x]
          if p == 0 { continue }
          var s = f == 255 ? p : scalePixel(p, f)
          if let mask {
            let m = UInt32(mask.value(x: x, y: y))
            if m == 0 { continue }
            if m != 255 { s = scalePixel(s, m) }
          }
          dst[drow + x] = blendPixel(s, dst[drow + x], mode)
        }
      }
    }
  }

  /// A material: the pixels under the path's bounds, blurred with their edges extended,
  /// saturated, put in place through the path's coverage, then the tint filled over them.
  mutating func backdrop(_ p: Path, _ style: Backdrop) {
    if let look = style.glass { return glass(p, sigma: painter.blurSigma(style.radius), look) }
    let area = drawArea(p.controlBounds)
    if area.isEmpty { return }
    materialize()
    var ras = Rasterizer(clip: area)
    for poly in p.polygons(tolerance: painter.tolerance) { ras.addPolygon(poly) }
    var sink = MaskSink(mask: Mask(bounds: area), multiplier: clip.mask)
    ras.sweep(rule: .nonZero, into: &sink)
    let coverage = sink.mask.data
    let i = layers.count - 1
    let lb = layers[i].bounds
    let (w, h) = (area.width, area.height)
    var image = [UInt32](repeating: 0, count: w * h)
    for y in 0..<h {
      let row = (y + area.y0 - lb.y0) * lb.width + area.x0 - lb.x0
      for x in 0..<w { image[y * w + x] = layers[i].pixels![row + x] }
    }
    Blur.blurPixels(
      &image, width: w, height: h, sigma: painter.blurSigma(style.radius), extendEdges: true)
    if style.saturation != 1 { FixedColorMatrix(.saturation(style.saturation)).apply(&image) }
    layers[i].pixels!.withUnsafeMutableBufferPointer { dst in
      for y in 0..<h {
        let row = (y + area.y0 - lb.y0) * lb.width + area.x0 - lb.x0
        for x in 0..<w {
          let m = UInt32(coverage[y * w + x])
          if m == 0 { continue }
          dst[row + x] = m == 255 ? image[y * w + x] : mixPixel(image[y * w + x], dst[row + x], m)
        }
      }
    }
    if style.tint.alpha > 0 { fill(p, .solid(style.tint), .nonZero) }
  }

}

/// b·m + d·(255 − m), over 255, rounded once per channel (so no channel exceeds its alpha).
@inline(__always)
func mixPixel(_ b: UInt32, _ d: UInt32, _ m: UInt32) -> UInt32 {
  var out: UInt32 = 0
  for shift in stride(from: UInt32(0), through: 24, by: 8) {
    out |= div255(((b >> shift) & 255) * m + ((d >> shift) & 255) * (255 - m)) << shift
  }
  return out
}

extension Pixmap {
  /// The pixels of `r` (which must lie inside the pixmap).
  public func cropped(to r: PixelRect) throws(PixmapError) -> Pixmap {
    var out = [UInt32]()
    out.reserveCapacity(r.width * r.height)
    for y in r.y0..<r.y1 {
      out.append(contentsOf: pixels[(y * width + r.x0)..<(y * width + r.x1)])
    }
    return try Pixmap(width: r.width, height: r.height, premultipliedPixels: out)
  }
}
