// What a display list draws, as a stable 64-bit value: every field of every item that reaches the
// painter (paths, paints, strokes, effects, glyphs by face and position, bitmaps by their pixels'
// hash), with the frame's size and scale. The painter is a function of exactly these (and of the
// renderer and the fonts' files, which sidecars record beside it), so two lists with the same
// fingerprint draw the same pixels: a verifier can skip drawing a frame whose fingerprint its
// baseline recorded. Doubles go in by bit pattern, so -0 and 0 differ: a false difference only
// costs drawing the frame. The text element ids of glyph runs are left out; they draw nothing.
import CPopshotShims

extension DisplayList {
  /// The fingerprint of this list drawn on a `size` (points) frame at `scale`: "dl1:" and 16
  /// hexadecimal digits.
  public func fingerprint(size: Size, scale: Double) -> String {
    var f = Fingerprint()
    f.add(size.width)
    f.add(size.height)
    f.add(scale)
    f.add(items.count)
    for item in items { f.add(item) }
    return "dl1:" + f.hex
  }
}

/// The bytes a fingerprint hashes, written field by field.
struct Fingerprint {
  private(set) var bytes: [UInt8] = []

  init() { bytes.reserveCapacity(4096) }

  var hex: String {
    let h = bytes.withUnsafeBytes { popshot_hash64($0.baseAddress, $0.count, 0x646C_3100) }
    let digits = String(h, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  mutating func tag(_ t: UInt8) { bytes.append(t) }
  mutating func add(_ v: UInt64) {
    withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) }
  }
  mutating func add(_ v: Double) { add(v.bitPattern) }
  mutating func add(_ v: Int) { add(UInt64(bitPattern: Int64(v))) }
  mutating func add(_ v: Bool) { tag(v ? 1 : 0) }
  mutating func add(_ s: String) {
    add(s.utf8.count)
    bytes.append(contentsOf: s.utf8)
  }
  mutating func add(_ p: Point) {
    add(p.x)
    add(p.y)
  }
  mutating func add(_ c: SRGBColor) {
    add(c.red)
    add(c.green)
    add(c.blue)
    add(c.alpha)
  }
  mutating func add(_ c: SRGBColor?) {
    add(c != nil)
    if let c { add(c) }
  }

  mutating func add(_ path: Path) {
    add(path.elements.count)
    for e in path.elements {
      switch e {
      case .move(let p):
        tag(1)
        add(p)
      case .line(let p):
        tag(2)
        add(p)
      case .quad(let a, let b):
        tag(3)
        add(a)
        add(b)
      case .cubic(let a, let b, let c):
        tag(4)
        add(a)
        add(b)
        add(c)
      case .close: tag(5)
      }
    }
    // Derived from the elements, but it picks the painter's rectangle path: in, to be safe.
    add(path.rectangle != nil)
    if let r = path.rectangle {
      add(r.origin)
      add(r.width)
      add(r.height)
    }
  }

  mutating func add(_ stops: [GradientStop]) {
    add(stops.count)
    for s in stops {
      add(s.location)
      add(s.color)
    }
  }

  mutating func add(_ paint: Paint) {
    switch paint {
    case .solid(let c):
      tag(1)
      add(c)
    case .linearGradient(let stops, let start, let end):
      tag(2)
      add(stops)
      add(start)
      add(end)
    case .radialGradient(let stops, let center, let r0, let r1):
      tag(3)
      add(stops)
      add(center)
      add(r0)
      add(r1)
    case .angularGradient(let stops, let center, let a0, let a1):
      tag(4)
      add(stops)
      add(center)
      add(a0)
      add(a1)
    case .ellipticalGradient(let stops, let center, let size, let f0, let f1):
      tag(5)
      add(stops)
      add(center)
      add(size.width)
      add(size.height)
      add(f0)
      add(f1)
    }
  }

  mutating func add(_ rule: FillRule) { tag(rule == .nonZero ? 1 : 2) }

  mutating func add(_ s: StrokeStyle) {
    add(s.width)
    add(s.cap.rawValue)
    add(s.join.rawValue)
    add(s.miterLimit)
  }

  mutating func add(_ effect: LayerEffect) {
    switch effect {
    case .group: tag(1)
    case .opacity(let o):
      tag(2)
      add(o)
    case .filter(let m):
      tag(3)
      add(m.m.count)
      for v in m.m { add(v) }
    case .blur(let radius, let opaque):
      tag(4)
      add(radius)
      add(opaque)
    case .blend(let mode):
      tag(5)
      add(mode.rawValue)
    case .mask: tag(6)
    }
  }

  mutating func add(_ b: Backdrop) {
    add(b.radius)
    add(b.saturation)
    add(b.tint)
    add(b.glass != nil)
    if let g = b.glass {
      for v in [g.gain, g.lift, g.adaptiveLift, g.adaptFrom, g.adaptTo, g.rimWidth, g.rimAlpha] {
        add(v)
      }
      add(g.tint)
    }
  }

  mutating func add(_ run: GlyphRun) {
    add(run.source.cacheKey)
    add(run.source.unitsPerEm)
    add(run.size)
    add(run.glyphs.count)
    for g in run.glyphs { add(UInt64(g)) }
    add(run.positions.count)
    for p in run.positions { add(p) }
    add(run.paint)
  }

  mutating func add(_ d: BitmapDraw) {
    add(d.bitmap.pixelHash)
    add(d.bitmap.pixmap.width)
    add(d.bitmap.pixmap.height)
    for v in [d.source.x0, d.source.y0, d.source.x1, d.source.y1] { add(v) }
    let t = d.transform
    for v in [t.a, t.b, t.c, t.d, t.tx, t.ty] { add(v) }
    add(d.sampling.rawValue)
    add(d.antialiased)
    add(d.tint)
  }

  mutating func add(_ item: DisplayItem) {
    switch item {
    case .fill(let p, let paint, let rule):
      tag(1)
      add(p)
      add(paint)
      add(rule)
    case .stroke(let p, let style, let paint):
      tag(2)
      add(p)
      add(style)
      add(paint)
    case .shadow(let p, let color, let radius, let offset):
      tag(3)
      add(p)
      add(color)
      add(radius)
      add(offset)
    case .pushClip(let p, let rule):
      tag(4)
      add(p)
      add(rule)
    case .popClip: tag(5)
    case .pushOpacity(let o):
      tag(6)
      add(o)
    case .popOpacity: tag(7)
    case .pushLayer(let effect):
      tag(8)
      add(effect)
    case .beginMask: tag(9)
    case .popLayer: tag(10)
    case .backdrop(let p, let b):
      tag(11)
      add(p)
      add(b)
    case .glyphRun(let run):
      tag(12)
      add(run)
    case .image(let d):
      tag(13)
      add(d)
    }
  }
}
