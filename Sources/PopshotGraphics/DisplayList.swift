/// One drawing operation, in points. The painter applies the scale factor; nothing else does.
public enum DisplayItem: Hashable, Sendable {
  /// Fills a path.
  case fill(Path, Paint, FillRule)
  /// Strokes a path's outline.
  case stroke(Path, StrokeStyle, Paint)
  /// A drop shadow of a filled shape, as SwiftUI's `.shadow(color:radius:x:y:)`: the shape's
  /// coverage moved by `offset`, blurred with a Gaussian of deviation `radius`, tinted `color`.
  case shadow(Path, color: SRGBColor, radius: Double, offset: Point)
  /// Clips everything until the matching `popClip` to the inside of the path (anti-aliased).
  case pushClip(Path, FillRule)
  case popClip
  /// Draws everything until the matching `popOpacity` into a group, then composites the group at
  /// `opacity` (so overlapping parts do not show through each other).
  case pushOpacity(Double)
  case popOpacity
  /// Draws everything until the matching `popLayer` into a group, then composites the group
  /// through `effect` (an opacity, a colour filter, a blur, a blend mode, a mask).
  case pushLayer(LayerEffect)
  /// In a `.mask` layer: what follows, up to `popLayer`, is the mask, not the content.
  case beginMask
  case popLayer
  /// Fills a path with what has already been drawn under it, blurred, saturated and tinted (a
  /// material). It reads only pixels inside the path's bounds, so the painter stays a function
  /// of the list.
  case backdrop(Path, Backdrop)
  /// Draws positioned glyphs (text); see `GlyphRun`.
  case glyphRun(GlyphRun)
  /// Draws part of a bitmap (an asset image); see `BitmapDraw`.
  case image(BitmapDraw)

  /// The area in points this item may touch (nil for the push/pop markers).
  public var bounds: Rect? {
    switch self {
    case .fill(let p, _, _): return p.controlBounds
    case .stroke(let p, let s, _):
      let pad =
        s.width / 2 * max(1, s.join == .miter ? s.miterLimit : 1) + (s.cap == .square ? s.width : 0)
      return p.controlBounds.insetBy(dx: -pad, dy: -pad)
    case .shadow(let p, _, let r, let o):
      return p.controlBounds.offsetBy(dx: o.x, dy: o.y).insetBy(dx: -3 * r - 1, dy: -3 * r - 1)
    case .glyphRun(let run): return run.bounds
    case .image(let d): return d.outline.controlBounds
    case .backdrop(let p, _): return p.controlBounds
    case .pushClip, .popClip, .pushOpacity, .popOpacity, .pushLayer, .beginMask, .popLayer:
      return nil
    }
  }
}

/// An ordered list of drawing operations in points: the only input of the painter.
public struct DisplayList: Hashable, Sendable {
  public var items: [DisplayItem]
  public init(_ items: [DisplayItem] = []) { self.items = items }

  public mutating func append(_ item: DisplayItem) { items.append(item) }

  /// Fills `path` with a solid colour.
  public mutating func fill(_ path: Path, _ color: SRGBColor, rule: FillRule = .nonZero) {
    items.append(.fill(path, .solid(color), rule))
  }
  /// Strokes `path` with a solid colour.
  public mutating func stroke(_ path: Path, _ color: SRGBColor, style: StrokeStyle) {
    items.append(.stroke(path, style, .solid(color)))
  }
  /// Runs `body` with everything it appends clipped to `path`.
  public mutating func clipped(
    to path: Path, rule: FillRule = .nonZero, _ body: (inout DisplayList) -> Void
  ) {
    items.append(.pushClip(path, rule))
    body(&self)
    items.append(.popClip)
  }
  /// Runs `body` with everything it appends drawn as one group at `opacity`.
  public mutating func withOpacity(_ opacity: Double, _ body: (inout DisplayList) -> Void) {
    items.append(.pushOpacity(opacity))
    body(&self)
    items.append(.popOpacity)
  }
  /// Runs `body` with everything it appends drawn as one group through `effect`.
  public mutating func withLayer(_ effect: LayerEffect, _ body: (inout DisplayList) -> Void) {
    items.append(.pushLayer(effect))
    body(&self)
    items.append(.popLayer)
  }
  /// Draws `content` times the alpha of `mask`.
  public mutating func masked(
    _ content: (inout DisplayList) -> Void, by mask: (inout DisplayList) -> Void
  ) {
    items.append(.pushLayer(.mask))
    content(&self)
    items.append(.beginMask)
    mask(&self)
    items.append(.popLayer)
  }
}

extension Paint {
  /// The paint moved by (dx, dy) points.
  func translatedBy(dx: Double, dy: Double) -> Paint {
    applying(.translation(dx, dy))
  }
}

extension DisplayItem {
  /// The item moved by (dx, dy) points.
  public func translatedBy(dx: Double, dy: Double) -> DisplayItem {
    let t = Transform.translation(dx, dy)
    switch self {
    case .fill(let p, let paint, let rule):
      return .fill(p.applying(t), paint.translatedBy(dx: dx, dy: dy), rule)
    case .stroke(let p, let s, let paint):
      return .stroke(p.applying(t), s, paint.translatedBy(dx: dx, dy: dy))
    case .shadow(let p, let c, let r, let o):
      return .shadow(p.applying(t), color: c, radius: r, offset: o)
    case .pushClip(let p, let rule): return .pushClip(p.applying(t), rule)
    case .backdrop(let p, let b): return .backdrop(p.applying(t), b)
    case .popClip, .pushOpacity, .popOpacity, .pushLayer, .beginMask, .popLayer: return self
    case .glyphRun(var run):
      run.positions = run.positions.map { Point(x: $0.x + dx, y: $0.y + dy) }
      run.paint = run.paint.translatedBy(dx: dx, dy: dy)
      return .glyphRun(run)
    case .image(let d): return .image(d.applying(t))
    }
  }
}

extension DisplayItem {
  /// The item drawn through `t` (points to points): paths and gradients are mapped, widths, blur
  /// radii and em sizes scaled by the transform's mean scale. A glyph run under a uniform scale
  /// and translation stays a glyph run at the scaled size; under any other transform its glyphs
  /// become filled outlines, so a rotated text is drawn exactly by the same rasterizer.
  public func applying(_ t: Transform) -> [DisplayItem] {
    let k = t.meanScale
    switch self {
    case .fill(let p, let paint, let rule):
      return [.fill(p.applying(t), paint.applying(t), rule)]
    case .stroke(let p, var s, let paint):
      s.width *= k
      return [.stroke(p.applying(t), s, paint.applying(t))]
    case .shadow(let p, let c, let r, let o):
      let offset = Point(x: t.a * o.x + t.c * o.y, y: t.b * o.x + t.d * o.y)
      return [.shadow(p.applying(t), color: c, radius: r * k, offset: offset)]
    case .pushClip(let p, let rule): return [.pushClip(p.applying(t), rule)]
    case .image(let d): return [.image(d.applying(t))]
    case .backdrop(let p, var b):
      b.radius *= k
      b.glass?.rimWidth *= k
      return [.backdrop(p.applying(t), b)]
    case .pushLayer(.blur(let r, let opaque)):
      return [.pushLayer(.blur(radius: r * k, opaque: opaque))]
    case .popClip, .pushOpacity, .popOpacity, .pushLayer, .beginMask, .popLayer: return [self]
    case .glyphRun(var run):
      if t.isAxisAligned && t.a == t.d && t.a > 0 {
        run.size *= t.a
        run.positions = run.positions.map(t.apply)
        run.paint = run.paint.applying(t)
        return [.glyphRun(run)]
      }
      var outlines = Path()
      let em = run.size / run.source.unitsPerEm
      for (glyph, origin) in zip(run.glyphs, run.positions) {
        guard let outline = run.source.outline(glyph: glyph) else { continue }
        // Font units, y up, to points at the glyph's origin, then through `t`.
        let place = Transform(a: em, b: 0, c: 0, d: -em, tx: origin.x, ty: origin.y)
        outlines.append(outline.applying(place.concatenating(t)))
      }
      return [.fill(outlines, run.paint.applying(t), .nonZero)]
    }
  }
}

extension DisplayItem {
  /// The item mirrored left to right about the vertical line at `x`: paths, clips, images and
  /// paints through the reflection; a glyph run's origins only (its glyphs stay upright), so two
  /// mirrorings move a run without changing it. Right-to-left layout mirrors a view's place and
  /// keeps its content as drawn (`Output.mirror`).
  public func mirroredHorizontally(around x: Double) -> DisplayItem {
    if case .glyphRun(var run) = self {
      let t = Transform(a: -1, b: 0, c: 0, d: 1, tx: 2 * x, ty: 0)
      run.positions = run.positions.map { Point(x: 2 * x - $0.x, y: $0.y) }
      run.paint = run.paint.applying(t)
      return .glyphRun(run)
    }
    return applying(Transform(a: -1, b: 0, c: 0, d: 1, tx: 2 * x, ty: 0))[0]
  }
}
