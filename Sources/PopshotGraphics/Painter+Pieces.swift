// Drawing only the parts of a frame that some measurement reads (the audit's text regions):
// each part exactly the whole frame's pixels there, the rest never cleared or drawn.

extension PixelRect {
  /// The smallest rectangle holding both.
  public func union(_ o: PixelRect) -> PixelRect {
    if isEmpty { return o }
    if o.isEmpty { return self }
    return PixelRect(
      x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
  }

  /// Whether `o` lies wholly inside.
  public func contains(_ o: PixelRect) -> Bool {
    o.x0 >= x0 && o.y0 >= y0 && o.x1 <= x1 && o.y1 <= y1
  }

  /// The number of pixels.
  public var area: Int { width * height }
}

/// Some rectangles of a frame, each with the frame's pixels there: what `Painter.render(_:size:
/// covering:before:)` draws. The rectangles do not overlap.
public struct FramePieces: Sendable {
  public private(set) var pieces: [(area: PixelRect, pixels: Pixmap)]

  /// The whole frame as one piece.
  public init(whole frame: Pixmap) {
    pieces = [(PixelRect(x0: 0, y0: 0, x1: frame.width, y1: frame.height), frame)]
  }

  init(pieces: [(area: PixelRect, pixels: Pixmap)]) { self.pieces = pieces }

  /// The frame's pixels in `region` (frame pixels), if one piece holds all of it; else nil.
  public func cropped(to region: PixelRect) -> Pixmap? {
    guard let p = pieces.first(where: { $0.area.contains(region) }) else { return nil }
    if p.area == region { return p.pixels }
    return try? p.pixels.cropped(to: region.offsetBy(-p.area.x0, -p.area.y0))
  }

  /// The pixels drawn, over all pieces.
  public var drawnArea: Int { pieces.reduce(0) { $0 + $1.area.area } }
}

extension Painter {
  /// Beyond this many regions the frame is drawn whole: planning costs the square of the count.
  static let mostPieces = 64

  /// Draws the parts of the frame of `size` points that hold `regions` (device pixels), and the
  /// copies `before` asks for (`render(_:size:before:)`; a copy's region should lie in one of
  /// `regions`, else it is left out). Each part has exactly the whole frame's pixels:
  /// - a region is widened by every backdrop that reads into it (`reach`), as a region render
  ///   is;
  /// - regions that meet, or whose common rectangle is hardly larger than the two, are drawn as
  ///   one (each part draws the display list again, culled to its rectangle);
  /// - when the parts would cover more than half the frame, or there are more than
  ///   `mostPieces` regions, the whole frame is drawn as one part.
  ///
  /// The pixels outside the parts are never cleared nor drawn: that is the saving, for a
  /// frame whose texts are a small share of it.
  public func render(
    _ list: DisplayList, size: Size, covering regions: [PixelRect], before: Set<FrameCopy>
  ) throws(PixmapError) -> (frame: FramePieces, before: [FrameCopy: Pixmap]) {
    let (w, h) = pixelSize(of: size)
    let whole = PixelRect(x0: 0, y0: 0, x1: w, y1: h)
    let parts = Self.parts(
      covering: regions, backdrops: backdrops(of: list).map(\.area), rigid: rigidAreas(list),
      in: whole)
    guard let parts else {
      let drawn = try render(list, size: size, before: before)
      return (FramePieces(whole: drawn.frame), drawn.before)
    }
    var pieces: [(area: PixelRect, pixels: Pixmap)] = []
    var copies: [FrameCopy: Pixmap] = [:]
    for part in parts {
      // The copies this part holds, in its own pixels.
      var local: [FrameCopy: FrameCopy] = [:]
      for c in before where part.contains(c.region) {
        local[FrameCopy(index: c.index, region: c.region.offsetBy(-part.x0, -part.y0))] = c
      }
      let drawn = try draw(
        list, region: part,
        groupBounds: groupBounds(list, offsetX: part.x0, offsetY: part.y0).groups,
        replacing: [:], before: Set(local.keys))
      pieces.append((part, drawn.frame))
      for (key, copy) in drawn.before { if let c = local[key] { copies[c] = copy } }
    }
    return (FramePieces(pieces: pieces), copies)
  }

  /// Where an item draws, in device pixels, and the shape whose edges run there: a region that
  /// meets `area` and the box of one of `outline`'s segments grown by `pad` points (any part of
  /// `area` when there is no outline) must hold all of `area` for its pixels to be the whole
  /// frame's (`rigidAreas`).
  struct Rigid {
    var index: Int
    var area: PixelRect
    var outline: Path? = nil
    var pad = 0.0
    var scale = 1.0

    /// Whether drawing `region` alone would cut this item. The segments' boxes are worked out
    /// only for a region that meets the item's area.
    func isCut(by region: PixelRect) -> Bool {
      guard !area.intersection(region).isEmpty, !region.contains(area) else { return false }
      guard let outline else { return true }
      return Painter(scale: scale).segmentBoxes(outline, pad: pad).contains {
        !$0.intersection(region).isEmpty
      }
    }
  }

  /// The items whose pixels in a region are the whole frame's only when the region holds all of
  /// them or meets none of their edges. A shape is scan-converted within the region's bounds,
  /// and an edge that enters the region across its side is walked from that side, in rounded
  /// steps that need not fall where the whole frame's do (a pixel or two along the edge would
  /// differ by one). An edge that stays outside the region is exact: above, below or right of
  /// it, it is dropped; left of it, it becomes a vertical line on the region's left side,
  /// which covers each row the same.
  /// - fills other than rectangles, strokes and clip shapes other than pixel-aligned
  ///   rectangles: their segments' boxes (control points included, a stroke's half width and
  ///   joins around them) are the edges;
  /// - shadows (a blurred mask), bitmap images and blur layers with their spread: cut by any
  ///   region that meets them.
  /// A rectangle's pixels are worked out one by one from its sides, and a glyph is composited
  /// from its mask at a whole pixel, so a region may cut either.
  func rigidAreas(_ list: DisplayList) -> [Rigid] {
    var out: [Rigid] = []
    var blurs: [(Int, Double)] = []
    for (i, item) in list.items.enumerated() {
      switch item {
      case .fill(let p, _, _):
        if p.rectangle == nil {
          out.append(Rigid(index: i, area: device(p.controlBounds), outline: p, scale: scale))
        }
      case .stroke(let p, _, _):
        guard let b = item.bounds else { continue }
        // The half width with the joins and caps, as `DisplayItem.bounds` pads the path.
        let pad = (b.width - p.controlBounds.width) / 2
        out.append(Rigid(index: i, area: device(b), outline: p, pad: pad, scale: scale))
      case .image:
        if let b = item.bounds { out.append(Rigid(index: i, area: device(b))) }
      case .shadow(let p, _, let r, let o):
        let ext = Blur.extent(sigma: blurSigma(r)) + 2
        out.append(
          Rigid(index: i, area: device(p.controlBounds.offsetBy(dx: o.x, dy: o.y)).outset(ext)))
      case .pushClip(let p, _):
        // As `PaintState.pushClip` decides, on the path in device pixels.
        if !(p.rectangle.map { Self.isPixelAligned($0.applyingScale(scale)) } ?? false) {
          out.append(Rigid(index: i, area: device(p.controlBounds), outline: p, scale: scale))
        }
      case .pushLayer(let effect):
        if case .blur(let r, _) = effect { blurs.append((i, r)) }
      default: break
      }
    }
    if !blurs.isEmpty {
      let groups = groupBounds(list, offsetX: 0, offsetY: 0).groups
      for (i, r) in blurs {
        guard let g = groups[i], !g.isEmpty else { continue }
        out.append(Rigid(index: i, area: g.outset(Blur.extent(sigma: blurSigma(r)) + 2)))
      }
    }
    return out
  }

  /// The device-pixel box of each segment of `p` (a curve with its control points, and the
  /// closing line of every subpath, which a fill adds), grown by `pad` points.
  func segmentBoxes(_ p: Path, pad: Double) -> [PixelRect] {
    var out: [PixelRect] = []
    var current = Point(x: 0, y: 0)
    var start = current
    func add(_ pts: [Point]) {
      let xs = pts.map(\.x)
      let ys = pts.map(\.y)
      let (x0, x1, y0, y1) = (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
      out.append(
        device(Rect(x: x0 - pad, y: y0 - pad, width: x1 - x0 + 2 * pad, height: y1 - y0 + 2 * pad))
          .outset(1))
    }
    for e in p.elements {
      switch e {
      case .move(let q):
        if current != start { add([current, start]) }
        current = q
        start = q
      case .line(let q):
        add([current, q])
        current = q
      case .quad(let c, let q):
        add([current, c, q])
        current = q
      case .cubic(let c1, let c2, let q):
        add([current, c1, c2, q])
        current = q
      case .close:
        if current != start { add([current, start]) }
        current = start
      }
    }
    if current != start { add([current, start]) }
    return out
  }

  /// `region` grown until it cuts none of `rigid` and holds every backdrop that reads into it
  /// (`reach`): its pixels are then exactly the whole frame's.
  static func widened(
    _ region: PixelRect, backdrops: [PixelRect], rigid: [Rigid], in frame: PixelRect
  ) -> PixelRect {
    var wider = region
    // Each pass takes in every backdrop the rectangle meets and every item it cuts; a few
    // passes settle it, and past them everything is taken, as `reach` does.
    for _ in 0..<6 {
      let before = wider
      wider = reach(of: wider, through: backdrops, in: frame)
      for r in rigid where r.isCut(by: wider) {
        wider = wider.union(r.area.intersection(frame))
      }
      if wider == before { return wider }
    }
    return rigid.reduce(reach(of: wider, through: backdrops, in: frame)) {
      $0.union($1.area.intersection(frame))
    }
  }

  /// The rectangles to draw for `regions` (nil: the whole frame), disjoint, each holding every
  /// region it meets widened by the backdrops that read into it and the items it would cut
  /// (`widened`).
  static func parts(
    covering regions: [PixelRect], backdrops: [PixelRect], rigid: [Rigid] = [],
    in frame: PixelRect
  ) -> [PixelRect]? {
    guard regions.count <= mostPieces else { return nil }
    var parts = regions.map { $0.intersection(frame) }.filter { !$0.isEmpty }
      .map { widened($0, backdrops: backdrops, rigid: rigid, in: frame) }
    // Two parts become one when they meet or when the rectangle holding both is at most a
    // 64-pixel square larger than the two: each part draws the list again, and a backdrop
    // widens every part it reaches to the same area. Merged parts may meet others: go on until
    // none changes.
    let slack = 64 * 64
    var merged = true
    while merged {
      merged = false
      var i = 0
      while i < parts.count {
        var j = i + 1
        while j < parts.count {
          let u = parts[i].union(parts[j])
          if !parts[i].intersection(parts[j]).isEmpty
            || u.area <= parts[i].area + parts[j].area + slack
          {
            parts[i] = widened(u, backdrops: backdrops, rigid: rigid, in: frame)
            parts.remove(at: j)
            merged = true
          } else {
            j += 1
          }
        }
        i += 1
      }
    }
    let drawn = parts.reduce(0) { $0 + $1.area }
    return drawn * 2 > frame.area ? nil : parts
  }
}
