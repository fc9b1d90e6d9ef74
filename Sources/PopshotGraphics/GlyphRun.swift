// Glyph runs: text as the painter sees it. The text layer shapes and positions glyphs; the painter
// turns each glyph's outline into a coverage mask with the same rasterizer as every other shape
// and caches the masks.
//
// Why outlines through our rasterizer rather than FreeType's anti-aliased bitmaps: one coverage
// model for shapes and text (exact area, the same rounding, so the auditor's "with and without the
// text" renders differ only where glyphs are), no hinting anywhere (iOS does not hint), and no
// dependence on FreeType's rasterizer version for the pixels. Measured with popshot-bench: drawing
// the reference toast's two text elements from a warm cache costs 0.12–0.2 ms at 3×, and a cold
// cache adds about 1 ms for the frame's ~45 distinct glyphs.
import Foundation
import Synchronization

/// Where glyph outlines come from (a font face). Implementations must be safe to call from any
/// thread.
public protocol GlyphOutlineSource: AnyObject, Sendable {
  /// Identifies the face for caching; equal keys must mean equal outlines.
  var cacheKey: String { get }
  /// The font's design units per em.
  var unitsPerEm: Double { get }
  /// The outline of `glyph` in font units, y up as fonts store it; nil when the glyph is blank.
  func outline(glyph: UInt32) -> Path?
}

/// Positioned glyphs of one face at one size, painted with one paint.
public struct GlyphRun: Hashable, Sendable {
  public var source: any GlyphOutlineSource
  /// The em size in points.
  public var size: Double
  public var glyphs: [UInt32]
  /// Each glyph's baseline origin, in points.
  public var positions: [Point]
  public var paint: Paint
  /// The text element the run belongs to, so that an audit can render a scene without it.
  public var elementID: String?

  public init(
    source: any GlyphOutlineSource, size: Double, glyphs: [UInt32], positions: [Point],
    paint: Paint, elementID: String? = nil
  ) {
    self.source = source
    self.size = size
    self.glyphs = glyphs
    self.positions = positions
    self.paint = paint
    self.elementID = elementID
  }

  public static func == (a: GlyphRun, b: GlyphRun) -> Bool {
    a.source.cacheKey == b.source.cacheKey && a.size == b.size && a.glyphs == b.glyphs
      && a.positions == b.positions && a.paint == b.paint && a.elementID == b.elementID
  }

  public func hash(into h: inout Hasher) {
    h.combine(source.cacheKey)
    h.combine(size)
    h.combine(glyphs)
    h.combine(positions)
    h.combine(paint)
    h.combine(elementID)
  }

  /// A box that contains every glyph: ascenders and descenders stay within 1.5 em of the baseline
  /// in the faces Popshot uses.
  public var bounds: Rect {
    guard let first = positions.first else { return .zero }
    var r = Rect(origin: first, size: .zero)
    for p in positions { r = r.union(Rect(x: p.x, y: p.y, width: 0.001, height: 0.001)) }
    return r.insetBy(dx: -1.5 * size, dy: -1.5 * size)
  }
}

/// Coverage masks of glyphs, keyed by face, glyph, pixel size and subpixel offset. Safe for
/// concurrent rendering: a mask is a pure function of its key, so which thread fills an entry
/// first never changes a pixel.
public final class GlyphCache: @unchecked Sendable {
  /// Positions are quantized to a quarter pixel in x and y: at most 1/8 px from exact, and at
  /// most 16 masks per glyph and size.
  public static let subpixelSteps = 4
  /// The cache shared by every painter.
  public static let shared = GlyphCache()
  /// Past this many masks the cache starts afresh (a long run over many fonts and sizes).
  public var capacity = 50_000

  struct Key: Hashable {
    var face: String
    var glyph: UInt32
    var pixelSize: Double
    var subX: Int
    var subY: Int
    var tolerance: Double
  }

  private let masks = Mutex<[Key: Mask?]>([:])

  public init() {}

  /// Drops every cached mask (the benchmark measures a cold first frame this way).
  public func removeAll() {
    masks.withLock { $0.removeAll() }
  }

  public var count: Int { masks.withLock { $0.count } }

  /// The mask of a glyph whose origin is `subX/steps, subY/steps` px right of and below a pixel
  /// corner; its bounds are relative to that corner. nil for a blank glyph.
  func mask(
    _ source: any GlyphOutlineSource, glyph: UInt32, pixelSize: Double, subX: Int, subY: Int,
    tolerance: Double
  ) -> Mask? {
    let key = Key(
      face: source.cacheKey, glyph: glyph, pixelSize: pixelSize, subX: subX, subY: subY,
      tolerance: tolerance)
    if let hit = masks.withLock({ $0[key] }) { return hit }
    let made = GlyphCache.render(
      source, glyph: glyph, pixelSize: pixelSize, subX: subX, subY: subY, tolerance: tolerance)
    let capacity = self.capacity
    masks.withLock { masks in
      if masks.count >= capacity { masks.removeAll(keepingCapacity: true) }
      masks[key] = made
    }
    return made
  }

  private static func render(
    _ source: any GlyphOutlineSource, glyph: UInt32, pixelSize: Double, subX: Int, subY: Int,
    tolerance: Double
  ) -> Mask? {
    guard let outline = source.outline(glyph: glyph) else { return nil }
    let k = pixelSize / source.unitsPerEm
    let step = Double(subpixelSteps)
    // Font units are y up; the frame is y down.
    let path = outline.applying(
      Transform(a: k, b: 0, c: 0, d: -k, tx: Double(subX) / step, ty: Double(subY) / step))
    let polys = path.polygons(tolerance: tolerance)
    // A glyph with no area (no points, or all on one line) draws nothing.
    guard let box = PointBounds(polys).rect, box.width > 0, box.height > 0 else { return nil }
    let bounds = PixelRect(covering: box)
    var ras = Rasterizer(clip: bounds)
    for poly in polys { ras.addPolygon(poly) }
    var sink = MaskSink(mask: Mask(bounds: bounds), multiplier: nil)
    ras.sweep(rule: .nonZero, into: &sink)
    return sink.mask
  }
}
