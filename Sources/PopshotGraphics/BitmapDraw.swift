// A bitmap drawn into a display list (an asset image): the part of the bitmap shown, where it
// lands in points, and how its pixels are sampled. Kept as an immutable class so a display
// list copies one reference per image, and compared by the bitmap's pixel hash, not its pixels.

/// Decoded pixels shared by every draw of one image file.
public final class Bitmap: Hashable, Sendable {
  public let pixmap: Pixmap
  /// What the pixels came from, for reports ("Assets.xcassets/logo.imageset/logo@2x.png").
  public let source: String
  /// The pixels' hash, computed once: equality and hashing use it.
  public let pixelHash: String

  public init(_ pixmap: Pixmap, source: String) {
    self.pixmap = pixmap
    self.source = source
    pixelHash = pixmap.pixelHash
  }
  public static func == (a: Bitmap, b: Bitmap) -> Bool {
    a === b || (a.pixelHash == b.pixelHash && a.pixmap.width == b.pixmap.width)
  }
  public func hash(into h: inout Hasher) { h.combine(pixelHash) }
}

/// How a bitmap's pixels become device pixels when it is scaled.
public enum BitmapSampling: String, Hashable, Sendable, CaseIterable {
  /// The source pixel under each device pixel's centre: hard pixel edges.
  case nearest
  /// The four source pixels around the centre, weighted by distance (in 1/256 steps).
  case bilinear
}

/// One draw of part of a bitmap.
public final class BitmapDraw: Hashable, Sendable {
  public let bitmap: Bitmap
  /// The bitmap pixels drawn.
  public let source: PixelRect
  /// From the source's own pixel coordinates (0...source.width, 0...source.height) to points.
  public let transform: Transform
  public let sampling: BitmapSampling
  /// Edges covered in proportion (true), or a device pixel is in when its centre is.
  public let antialiased: Bool
  /// A template image: the bitmap's alpha paints this colour; nil draws its own colours.
  public let tint: SRGBColor?

  public init(
    bitmap: Bitmap, source: PixelRect, transform: Transform, sampling: BitmapSampling,
    antialiased: Bool, tint: SRGBColor?
  ) {
    self.bitmap = bitmap
    self.source = source
    self.transform = transform
    self.sampling = sampling
    self.antialiased = antialiased
    self.tint = tint
  }

  /// The part `source` of `bitmap` stretched over `rect` (points).
  public convenience init(
    bitmap: Bitmap, source: PixelRect, in rect: Rect, sampling: BitmapSampling,
    antialiased: Bool = true, tint: SRGBColor? = nil
  ) {
    let sx = source.width > 0 ? rect.width / Double(source.width) : 0
    let sy = source.height > 0 ? rect.height / Double(source.height) : 0
    self.init(
      bitmap: bitmap, source: source,
      transform: Transform(a: sx, b: 0, c: 0, d: sy, tx: rect.minX, ty: rect.minY),
      sampling: sampling, antialiased: antialiased, tint: tint)
  }

  /// The drawn area's outline in points.
  public var outline: Path {
    var p = Path()
    let w = Double(source.width)
    let h = Double(source.height)
    p.move(to: transform.apply(Point(x: 0, y: 0)))
    p.line(to: transform.apply(Point(x: w, y: 0)))
    p.line(to: transform.apply(Point(x: w, y: h)))
    p.line(to: transform.apply(Point(x: 0, y: h)))
    p.close()
    return p
  }

  /// The same draw through `t` (points to points) afterwards.
  public func applying(_ t: Transform) -> BitmapDraw {
    BitmapDraw(
      bitmap: bitmap, source: source, transform: transform.concatenating(t), sampling: sampling,
      antialiased: antialiased, tint: tint)
  }

  public static func == (a: BitmapDraw, b: BitmapDraw) -> Bool {
    a === b
      || (a.bitmap == b.bitmap && a.source == b.source && a.transform == b.transform
        && a.sampling == b.sampling && a.antialiased == b.antialiased && a.tint == b.tint)
  }
  public func hash(into h: inout Hasher) {
    h.combine(bitmap)
    h.combine(source)
    h.combine(transform)
  }
}
