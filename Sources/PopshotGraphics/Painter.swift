// Executes a DisplayList into a Pixmap. This is where points become device pixels: every path,
// width, radius and gradient is scaled here by the scale factor, and nowhere else.
//
// Rendering one frame is single-threaded and uses integer arithmetic after fixed-point conversion
// (see Rasterizer, Blend, Blur), so the same list gives the same bytes in every build and on any
// thread; parallelism comes from rendering several frames at once.

import CPopshotShims

/// Renders display lists at a scale factor.
public struct Painter: Sendable {
  /// The scale factor: device pixels per point (2 or 3 on iPhones).
  public var scale: Double
  /// How far a flattened curve may stray from the true curve, in device pixels. Chords lie
  /// inside convex curves, so on average an edge moves in by about ⅔ of this: 0.02 px keeps that
  /// under one percent of a pixel's coverage (2–3 alpha levels), and costs little, since the
  /// rasterizer's work grows with pixels crossed rather than with segments.
  public var tolerance: Double = 0.02

  public init(scale: Double) { self.scale = scale }

  /// The size in pixels of a frame of `size` points: each side rounded to the nearest pixel.
  public func pixelSize(of size: Size) -> (width: Int, height: Int) {
    (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
  }

  /// Draws `list` on a transparent frame of `size` points.
  ///
  /// Push and pop items are expected in matching pairs; a stray pop is ignored and groups or
  /// clips left open at the end are closed, so a malformed list still gives a whole image.
  public func render(_ list: DisplayList, size: Size) throws(PixmapError) -> Pixmap {
    let (w, h) = pixelSize(of: size)
    return try render(list, region: PixelRect(x0: 0, y0: 0, x1: w, y1: h))
  }

  /// Draws the whole frame, and copies each region in `before` as the frame stands just before
  /// the item at its index is drawn, if nothing is open over the frame then (no opacity group or
  /// layer): the frame so far. Drawn on top of everything, a text's background is exactly the
  /// frame so far where the text is (the audit measures contrast this way). A region must lie in
  /// the frame; an index the draw reaches inside a group gets no copy.
  public func render(_ list: DisplayList, size: Size, before: Set<FrameCopy>)
    throws(PixmapError) -> (frame: Pixmap, before: [FrameCopy: Pixmap])
  {
    let (w, h) = pixelSize(of: size)
    let whole = PixelRect(x0: 0, y0: 0, x1: w, y1: h)
    return try draw(
      list, region: whole, groupBounds: groupBounds(list, offsetX: 0, offsetY: 0).groups,
      replacing: [:], before: before)
  }

  /// A region of the frame as it stands before the item at `index` is drawn.
  public struct FrameCopy: Hashable, Sendable {
    public var index: Int
    public var region: PixelRect
    public init(index: Int, region: PixelRect) {
      self.index = index
      self.region = region
    }
  }

  /// Draws only `region` (device pixels) of the frame: the pixmap is the region's size and its
  /// pixels are exactly those the full frame has there. The audit measures text this way.
  public func render(_ list: DisplayList, region: PixelRect) throws(PixmapError) -> Pixmap {
    try render(list, region: region, replacing: [:])
  }

  /// Draws `region` of `list` with some items replaced (by index; a nil replacement leaves the
  /// item out): the same pixels as drawing the edited list, without copying it. The audit draws a
  /// frame with and without one text this way, however many items the frame has.
  ///
  /// A backdrop (a material) reads what lies under it, which may lie outside the region, and a
  /// shape the region cuts is scan-converted in other rounded steps than the whole frame's
  /// (`rigidAreas`): give `frame`, the whole frame's pixels, and the region is drawn together
  /// with every backdrop's area and every such shape it meets, so its pixels stay exactly those
  /// of the whole frame. Without `frame`, a pixel along the edge of a shape the region cuts may
  /// differ by one.
  public func render(
    _ list: DisplayList, region: PixelRect, replacing: [Int: DisplayItem?],
    frame: PixelRect? = nil
  ) throws(PixmapError) -> Pixmap {
    let (bounds, backdrops) = groupBounds(list, offsetX: region.x0, offsetY: region.y0)
    if let frame {
      let wider = Self.widened(
        region, backdrops: backdrops.map(\.area), rigid: rigidAreas(list), in: frame)
      if wider != region {
        let whole = try render(list, region: wider, replacing: replacing)
        return try whole.cropped(to: region.offsetBy(-wider.x0, -wider.y0))
      }
    }
    return try draw(list, region: region, groupBounds: bounds, replacing: replacing, before: [])
      .frame
  }

  /// Draws `region` of `list`, items replaced as `replacing` says, copying the regions `before`
  /// asks for (in the region's own pixels) as the region stands before their items are drawn,
  /// when no group or layer is open then.
  func draw(
    _ list: DisplayList, region: PixelRect, groupBounds: [Int: PixelRect],
    replacing: [Int: DisplayItem?], before: Set<FrameCopy>
  ) throws(PixmapError) -> (frame: Pixmap, before: [FrameCopy: Pixmap]) {
    let (w, h) = (region.width, region.height)
    try Pixmap.check(width: w, height: h)
    var state = PaintState(
      width: w, height: h, painter: self, groupBounds: groupBounds, offsetX: region.x0,
      offsetY: region.y0)
    let wanted = Dictionary(grouping: before, by: \.index)
    var copies: [FrameCopy: Pixmap] = [:]
    for (index, item) in list.items.enumerated() {
      for c in wanted.isEmpty ? [] : wanted[index] ?? [] where state.layers.count == 1 {
        let r = c.region
        guard !r.isEmpty, r.intersection(state.frame) == r else { continue }
        var copy: [UInt32] = []
        if let frame = state.layers[0].pixels {
          copy.reserveCapacity(r.width * r.height)
          for y in r.y0..<r.y1 { copy.append(contentsOf: frame[(y * w + r.x0)..<(y * w + r.x1)]) }
        } else {
          // Still one colour (see `PaintState.uniform`).
          copy = Array(repeating: state.uniform, count: r.width * r.height)
        }
        copies[c] = try Pixmap(width: r.width, height: r.height, premultipliedPixels: copy)
      }
      if let replacement = replacing[index] {
        if let replacement { state.draw(replacement, index: index) }
      } else {
        state.draw(item, index: index)
      }
    }
    return (try state.finish(), copies)
  }

  /// `region` of the frame drawn from the item at `start` on over `base`, the region as it stood
  /// just before that item (its `FrameCopy`): the clips open at `start` are set again, then the
  /// items from `start` on are drawn. These are the pixels the whole list draws in the region
  /// when no group or layer is open at `start`, no backdrop from `start` on reaches the region
  /// (one inside a blur layer reaches the whole frame), and the region cuts no shape drawn from
  /// `start` on nor clip shape open then (`rigidAreas`); otherwise nil, since a backdrop reads
  /// what lies around it, outside the region, and a cut shape is scan-converted in other
  /// rounded steps. The
  /// audit draws a text's region without the text this way: the copy taken before the text, and
  /// what is drawn over it later.
  public func render(_ list: DisplayList, region: PixelRect, from start: Int, over base: Pixmap)
    throws(PixmapError) -> Pixmap?
  {
    let items = list.items
    guard base.width == region.width, base.height == region.height, start >= 0 else { return nil }
    // The clips open at `start`, found as `PaintState` keeps them: a pop leaves the frame's own
    // clip, and a blur layer's clip closes with the layer, taking any pushed after it.
    var clips: [Int] = []
    var layers: [Int?] = []
    for i in 0..<min(start, items.count) {
      switch items[i] {
      case .pushClip: clips.append(i)
      case .popClip: if !clips.isEmpty { clips.removeLast() }
      case .pushOpacity: layers.append(nil)
      case .pushLayer(let effect):
        if case .blur = effect {
          layers.append(clips.count)
          clips.append(-1)
        } else {
          layers.append(nil)
        }
      case .popOpacity, .popLayer:
        guard let layer = layers.popLast() else { continue }
        if let d = layer, clips.count > d { clips.removeSubrange(d...) }
      default: break
      }
    }
    guard layers.isEmpty else { return nil }
    let (bounds, backdrops) = groupBounds(list, offsetX: region.x0, offsetY: region.y0)
    // What a region render would widen for (`reach`) stops this one: a backdrop that meets
    // the region, or a shape it cuts (`rigidAreas`).
    guard
      !backdrops.contains(where: { $0.index >= start && !$0.area.intersection(region).isEmpty }),
      !rigidAreas(list).contains(where: {
        ($0.index >= start || clips.contains($0.index)) && $0.isCut(by: region)
      })
    else { return nil }
    var state = PaintState(
      width: region.width, height: region.height, painter: self, groupBounds: bounds,
      offsetX: region.x0, offsetY: region.y0)
    state.layers[0].pixels = base.pixels
    for i in clips { state.draw(items[i], index: i) }
    for i in start..<max(start, items.count) { state.draw(items[i], index: i) }
    return try state.finish()
  }

  /// Draws `list` over a copy of `base`, a whole frame at this painter's scale: the same pixels
  /// as drawing the frame's own list followed by `list`, without drawing the frame again.
  public func render(_ list: DisplayList, over base: Pixmap) throws(PixmapError) -> Pixmap {
    var state = PaintState(
      width: base.width, height: base.height, painter: self,
      groupBounds: groupBounds(list, offsetX: 0, offsetY: 0).groups)
    state.layers[0].pixels = base.pixels
    for (index, item) in list.items.enumerated() { state.draw(item, index: index) }
    return try state.finish()
  }

  /// Each backdrop's index and the device pixels it reaches: its area, or the whole frame inside
  /// a blur layer, whose blur spreads what it draws. A region render widens by those that meet it
  /// (`reach`); drawing over a copy stops at any that comes after the copy and meets the region.
  public func backdrops(of list: DisplayList) -> [(index: Int, area: PixelRect)] {
    groupBounds(list, offsetX: 0, offsetY: 0).backdrops
  }

  /// Whether every side of `r` (device pixels) falls on a pixel boundary: a clip to it needs no
  /// mask.
  static func isPixelAligned(_ r: Rect) -> Bool {
    [r.minX, r.minY, r.maxX, r.maxY].allSatisfy { Rasterizer.fixed($0) & 255 == 0 }
  }

  /// The rectangle to draw so that `region`'s pixels are exactly the whole frame's: the region
  /// with the area of every backdrop that draws into it, then of every backdrop that draws into
  /// those areas, and so on (a backdrop reads only what lies under its own area). A backdrop that
  /// reaches none of them cannot change the region and is left out; its area may be far away
  /// (a bar at the top of the screen, for a text in a sheet at the bottom).
  ///
  /// Each pass takes in every backdrop the rectangle meets; after a few passes it takes all
  /// of them, so a list of many chained backdrops costs a few scans, not one per backdrop.
  static func reach(of region: PixelRect, through backdrops: [PixelRect], in frame: PixelRect)
    -> PixelRect
  {
    let areas = backdrops.map { $0.intersection(frame) }.filter { !$0.isEmpty }
    var wider = region
    var taken = [Bool](repeating: false, count: areas.count)
    for _ in 0..<4 {
      var grew = false
      for (i, a) in areas.enumerated() where !taken[i] && !a.intersection(wider).isEmpty {
        taken[i] = true
        wider = wider.union(a)
        grew = true
      }
      if !grew { return wider }
    }
    return areas.reduce(wider) { $0.union($1) }
  }

  /// For each pushOpacity and pushLayer, the device-pixel bounds of everything inside its group
  /// (a blur's spread not included: the layer adds it), and each backdrop's index and
  /// device-pixel bounds (in the frame's pixels, not the region's).
  func groupBounds(_ list: DisplayList, offsetX: Int, offsetY: Int)
    -> (groups: [Int: PixelRect], backdrops: [(index: Int, area: PixelRect)])
  {
    var open: [(index: Int, bounds: Rect, effect: LayerEffect)] = []
    var result: [Int: PixelRect] = [:]
    var backdrops: [(index: Int, area: PixelRect)] = []
    for (i, item) in list.items.enumerated() {
      switch item {
      case .backdrop(let p, _):
        // Inside a blur, a backdrop's pixels spread beyond its area: say it reaches the frame.
        let blurred = open.contains {
          if case .blur = $0.effect { return true } else { return false }
        }
        backdrops.append(
          (
            i,
            blurred
              ? PixelRect(x0: .min / 4, y0: .min / 4, x1: .max / 4, y1: .max / 4)
              : device(p.controlBounds)
          ))
        if !open.isEmpty {
          open[open.count - 1].bounds = open[open.count - 1].bounds.union(p.controlBounds)
        }
      case .pushOpacity(let o): open.append((i, .zero, .opacity(o)))
      case .pushLayer(let e): open.append((i, .zero, e))
      case .popOpacity, .popLayer:
        guard let g = open.popLast() else { continue }
        result[g.index] = device(g.bounds).offsetBy(-offsetX, -offsetY)
        var reach = g.bounds
        if case .blur(let r, false) = g.effect, !reach.isEmpty {
          let pad = Double(Blur.extent(sigma: blurSigma(r)) + 1) / scale
          reach = reach.insetBy(dx: -pad, dy: -pad)
        }
        if !open.isEmpty {
          open[open.count - 1].bounds = open[open.count - 1].bounds.union(reach)
        }
      default:
        if let b = item.bounds, !open.isEmpty {
          open[open.count - 1].bounds = open[open.count - 1].bounds.union(b)
        }
      }
    }
    for g in open { result[g.index] = device(g.bounds).offsetBy(-offsetX, -offsetY) }
    return (result, backdrops)
  }

  /// A blur's deviation in device pixels. Beyond a few hundred pixels a blur is a flat haze; the
  /// cap keeps box sums in 32 bits.
  func blurSigma(_ radius: Double) -> Double { min(max(0, radius * scale), 250) }

  func device(_ r: Rect) -> PixelRect {
    r.isEmpty
      ? PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
      : PixelRect(covering: r.applyingScale(scale)).outset(1)
  }
}

extension Rect {
  /// Points to device pixels: every coordinate times `s`.
  public func applyingScale(_ s: Double) -> Rect {
    Rect(x: minX * s, y: minY * s, width: width * s, height: height * s)
  }
}

/// A clip: a rectangle of pixels, and inside it an optional anti-aliased mask.
struct Clip {
  var rect: PixelRect
  var mask: Mask?
}

/// A layer being drawn into: the frame itself, or an opacity group over part of it.
struct Layer {
  var bounds: PixelRect
  /// nil while the base frame is still one uniform colour (see `PaintState.uniform`).
  var pixels: [UInt32]?
  var opacity: UInt32
  /// What the layer does when it is composited (`.opacity` for an opacity group).
  var effect: LayerEffect = .group
  /// A mask layer's content, kept while its mask is drawn into `pixels`.
  var content: [UInt32]? = nil
  /// A blur layer draws its content unclipped and applies the clips under it when composited:
  /// how many clips there were when it was pushed.
  var clipDepth: Int? = nil
}

struct PaintState {
  let width: Int, height: Int
  let painter: Painter
  let groupBounds: [Int: PixelRect]
  let transform: Transform
  /// The region's top-left corner in device pixels (0, 0 for a whole frame).
  let offsetX: Int, offsetY: Int
  var layers: [Layer]
  var clips: [Clip]
  /// Until something draws less than the whole frame, the frame is one colour and is not
  /// allocated: full-frame solid fills (a background, a scrim) only change this value.
  var uniform: UInt32 = 0

  init(
    width: Int, height: Int, painter: Painter, groupBounds: [Int: PixelRect], offsetX: Int = 0,
    offsetY: Int = 0
  ) {
    self.width = width
    self.height = height
    self.painter = painter
    self.groupBounds = groupBounds
    self.offsetX = offsetX
    self.offsetY = offsetY
    // Points to device pixels, then to the region's own pixels.
    transform = Transform.scale(painter.scale, painter.scale).concatenating(
      .translation(Double(-offsetX), Double(-offsetY)))
    let frame = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
    layers = [Layer(bounds: frame, pixels: nil, opacity: 255)]
    clips = [Clip(rect: frame, mask: nil)]
  }

  var clip: Clip { clips[clips.count - 1] }
  var frame: PixelRect { PixelRect(x0: 0, y0: 0, x1: width, y1: height) }

  mutating func draw(_ item: DisplayItem, index: Int) {
    switch item {
    case .fill(let path, let paint, let rule):
      let p = path.applying(transform)
      if layers.count == 1, layers[0].pixels == nil, clip.mask == nil, clip.rect == frame,
        case .solid(let color) = paint, let r = p.rectangle, covers(r, frame)
      {
        uniform = sourceOver(color.premultiplied.packed, uniform)
        return
      }
      fill(p, paint.applying(transform), rule)
    case .stroke(let path, var style, let paint):
      style.width *= painter.scale
      let polys = Stroker.polygons(
        of: path.applying(transform), style: style, tolerance: painter.tolerance)
      fillPolygons(polys, paint.applying(transform), .nonZero)
    case .shadow(let path, let color, let radius, let offset):
      shadow(path, color: color, radius: radius, offset: offset)
    case .pushClip(let path, let rule):
      pushClip(path.applying(transform), rule)
    case .popClip:
      if clips.count > 1 { clips.removeLast() }
    case .pushOpacity(let opacity):
      pushLayer(.opacity(opacity), index: index)
    case .pushLayer(let effect):
      pushLayer(effect, index: index)
    case .popOpacity, .popLayer:
      if layers.count > 1 { popLayer() }
    case .beginMask:
      beginMask()
    case .backdrop(let path, let style):
      backdrop(path.applying(transform), style)
    case .glyphRun(let run):
      glyphs(run)
    case .image(let draw):
      bitmap(draw)
    }
  }

  mutating func finish() throws(PixmapError) -> Pixmap {
    while layers.count > 1 { popLayer() }
    materialize()
    return try Pixmap(width: width, height: height, premultipliedPixels: layers[0].pixels!)
  }

  var top: Layer { layers[layers.count - 1] }

  /// True when the fixed-point rectangle covers every pixel of `area` completely.
  private func covers(_ r: Rect, _ area: PixelRect) -> Bool {
    Rasterizer.fixed(r.minX) <= area.x0 << 8 && Rasterizer.fixed(r.minY) <= area.y0 << 8
      && Rasterizer.fixed(r.maxX) >= area.x1 << 8 && Rasterizer.fixed(r.maxY) >= area.y1 << 8
  }

  /// Gives the frame its pixels, all the uniform colour so far, when it has none yet.
  /// `overwritten`: the draw about to be made writes every pixel of the frame without reading
  /// it (an opaque gradient over the whole frame), so the pixels are left unset.
  mutating func materialize(overwritten: Bool = false) {
    if layers[0].pixels == nil {
      // wmemset (wchar_t is 32 bits on Linux) is glibc's vectorised fill with streaming stores
      // for large sizes; it is about twice as fast here as Array(repeating:count:).
      let fill = uniform
      layers[0].pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buf, n in
        if let p = buf.baseAddress, !overwritten {
          popshot_fill32(p, fill, buf.count)
        }
        n = buf.count
      }
    }
  }

  /// Runs `body` with a sink that composites into the top layer. `columns`, the columns the
  /// draw reaches, lets a linear gradient work out its per-column term once.
  private mutating func withSink(
    _ paint: Paint, columns: Range<Int>? = nil, coversFrame: Bool = false,
    _ body: (inout PixelSink) -> Void
  ) {
    var shader = GradientShader(paint)
    if let columns { shader?.prepareColumns(columns) }
    materialize(overwritten: coversFrame && layers.count == 1 && shader?.lutOpaque == true)
    let i = layers.count - 1
    let b = layers[i].bounds
    let color: UInt32
    if case .solid(let c) = paint { color = c.premultiplied.packed } else { color = 0 }
    let clipMask = clip.mask
    layers[i].pixels!.withUnsafeMutableBufferPointer { buf in
      guard let base = buf.baseAddress else { return }
      // The clip mask's bytes are borrowed for the whole draw, not taken again for each span
      // (which retained and released the mask's array at every span of every glyph).
      func draw(_ mask: PixelSink.ClipView?) {
        var sink = PixelSink(
          base: base, originX: b.x0, originY: b.y0, stride: b.width, color: color, shader: shader,
          clipMask: mask)
        body(&sink)
      }
      guard let m = clipMask else { return draw(nil) }
      m.data.withUnsafeBufferPointer { bytes in
        draw(PixelSink.ClipView(bytes: bytes.baseAddress, bounds: m.bounds))
      }
    }
  }

  func drawArea(_ r: Rect) -> PixelRect {
    PixelRect(covering: r).intersection(clip.rect).intersection(top.bounds)
  }

  mutating func fill(_ p: Path, _ paint: Paint, _ rule: FillRule) {
    // A transparent colour changes no pixel (over anything, in a group or a mask): not swept. A
    // `Color.clear` background or an invisible scrim is common, and as large as the screen.
    if case .solid(let c) = paint, c.premultiplied.packed == 0 { return }
    let area = drawArea(p.controlBounds)
    if area.isEmpty { return }
    if let r = p.rectangle {
      // A rectangle over the whole unclipped frame is swept at full coverage over every pixel.
      let whole = clip.mask == nil && clip.rect == frame && covers(r, frame)
      withSink(paint, columns: area.x0..<area.x1, coversFrame: whole) { sink in
        Rasterizer.sweepRect(r, clip: area, into: &sink)
      }
      return
    }
    fillPolygons(p.polygons(tolerance: painter.tolerance), paint, rule)
  }

  private mutating func fillPolygons(_ polys: [[Point]], _ paint: Paint, _ rule: FillRule) {
    guard let area = polygonArea(polys) else { return }
    var ras = Rasterizer(clip: area)
    for poly in polys { ras.addPolygon(poly) }
    withSink(paint, columns: area.x0..<area.x1) { sink in ras.sweep(rule: rule, into: &sink) }
  }

  private func polygonArea(_ polys: [[Point]]) -> PixelRect? {
    guard let box = PointBounds(polys).rect else { return nil }
    let area = drawArea(box)
    return area.isEmpty ? nil : area
  }

  private mutating func shadow(_ path: Path, color: SRGBColor, radius: Double, offset: Point) {
    let s = painter.scale
    let p = path.applying(transform.concatenating(.translation(offset.x * s, offset.y * s)))
    // Beyond a few hundred pixels a shadow is a flat haze; the cap keeps box sums in 32 bits.
    let sigma = min(max(0, radius * s), 250)
    let ext = Blur.extent(sigma: sigma)
    let reach = clip.rect.intersection(top.bounds).outset(ext)
    let bounds = PixelRect(covering: p.controlBounds).outset(ext + 1).intersection(reach)
    if bounds.isEmpty { return }
    var ras = Rasterizer(clip: bounds)
    for poly in p.polygons(tolerance: painter.tolerance) { ras.addPolygon(poly) }
    var sink = MaskSink(mask: Mask(bounds: bounds), multiplier: nil)
    ras.sweep(rule: .nonZero, into: &sink)
    Blur.blur(&sink.mask, sigma: sigma)
    let tint = color.premultiplied.packed
    let area = clip.rect.intersection(top.bounds)
    let clipMask = clip.mask
    let mask = sink.mask
    withSink(.solid(color)) { pixelSink in
      blitMask(mask, color: tint, clip: area, clipMask: clipMask, into: &pixelSink)
    }
  }

  /// Each glyph's origin is split into a whole pixel and a quarter-pixel step; the cached mask
  /// for that step is composited at the whole pixel.
  private mutating func glyphs(_ run: GlyphRun) {
    let s = painter.scale
    let steps = Double(GlyphCache.subpixelSteps)
    let pixelSize = run.size * s
    guard pixelSize > 0,
      !drawArea(run.bounds.applyingScale(s).offsetBy(dx: Double(-offsetX), dy: Double(-offsetY)))
        .isEmpty
    else { return }
    let (ox, oy) = (offsetX, offsetY)
    let area = clip.rect.intersection(top.bounds)
    let tolerance = painter.tolerance
    withSink(run.paint.applying(transform)) { sink in
      for (glyph, p) in zip(run.glyphs, run.positions) {
        let qx = (p.x * s * steps).rounded()
        let qy = (p.y * s * steps).rounded()
        let ix = Int((qx / steps).rounded(.down))
        let iy = Int((qy / steps).rounded(.down))
        let subX = Int(qx - Double(ix) * steps)
        let subY = Int(qy - Double(iy) * steps)
        guard
          let mask = GlyphCache.shared.mask(
            run.source, glyph: glyph, pixelSize: pixelSize, subX: subX, subY: subY,
            tolerance: tolerance)
        else { continue }
        blitCoverage(mask, dx: ix - ox, dy: iy - oy, clip: area, into: &sink)
      }
    }
  }

  private mutating func pushClip(_ p: Path, _ rule: FillRule) {
    let old = clip
    let rect = PixelRect(covering: p.controlBounds).intersection(old.rect)
    if rect.isEmpty {
      clips.append(Clip(rect: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0), mask: nil))
      return
    }
    if let r = p.rectangle, Painter.isPixelAligned(r) {
      clips.append(Clip(rect: rect, mask: old.mask))
      return
    }
    var ras = Rasterizer(clip: rect)
    for poly in p.polygons(tolerance: painter.tolerance) { ras.addPolygon(poly) }
    var sink = MaskSink(mask: Mask(bounds: rect), multiplier: old.mask)
    ras.sweep(rule: rule, into: &sink)
    clips.append(Clip(rect: rect, mask: sink.mask))
  }

}
