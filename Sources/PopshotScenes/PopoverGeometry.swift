// Where a popover goes: on the side of its anchor its arrow edge names (or, with none, below it
// when the content fits there, else above, else beside it), centred on the anchor and kept inside
// the safe area less the screen margins; the arrow's tip touches the anchor, its base centred on
// the anchor and kept clear of the card's rounded corners.
import PopshotGraphics
import PopshotUI

/// A popover's card and arrow on the screen.
struct PopoverGeometry: Equatable {
  /// The card, without its arrow.
  var card: Rect
  /// The edge of the anchor the arrow points from (the popover lies on that side of it).
  var edge: Edge
  /// The arrow's tip, on the anchor's edge.
  var tip: Point
  /// The middle of the arrow's base, on the card's edge.
  var base: Point

  init(anchor a: Rect, content: Size, bounds: Rect, arrowEdge: Edge?, metrics m: PopoverMetrics) {
    let h = m.arrowHeight
    // The room on each side of the anchor, arrow included.
    func room(_ e: Edge) -> Double {
      switch e {
      case .bottom: return bounds.maxY - a.maxY - h
      case .top: return a.minY - bounds.minY - h
      case .trailing: return bounds.maxX - a.maxX - h
      case .leading: return a.minX - bounds.minX - h
      }
    }
    func fits(_ e: Edge) -> Bool {
      e == .top || e == .bottom
        ? room(e) >= content.height && bounds.width >= content.width
        : room(e) >= content.width && bounds.height >= content.height
    }
    let edge =
      arrowEdge ?? [Edge.bottom, .top, .trailing, .leading].first(where: fits)
      ?? (room(.bottom) >= room(.top) ? .bottom : .top)
    self.edge = edge
    let vertical = edge == .top || edge == .bottom
    let w = min(content.width, vertical ? bounds.width : max(0, room(edge)))
    let ht = min(content.height, vertical ? max(0, room(edge)) : bounds.height)
    func clamp(_ v: Double, _ lo: Double, _ hi: Double) -> Double { max(lo, min(v, hi)) }
    let x: Double
    let y: Double
    switch edge {
    case .bottom, .top:
      x = clamp(a.midX - w / 2, bounds.minX, bounds.maxX - w)
      y = edge == .bottom ? a.maxY + h : a.minY - h - ht
    case .trailing, .leading:
      y = clamp(a.midY - ht / 2, bounds.minY, bounds.maxY - ht)
      x = edge == .trailing ? a.maxX + h : a.minX - h - w
    }
    card = Rect(x: x, y: y, width: w, height: ht)
    let inset = m.cornerRadius + m.arrowBase / 2
    switch edge {
    case .bottom, .top:
      let bx = clamp(a.midX, card.minX + inset, card.maxX - inset)
      base = Point(x: bx, y: edge == .bottom ? card.minY : card.maxY)
      tip = Point(x: bx, y: edge == .bottom ? a.maxY : a.minY)
    case .trailing, .leading:
      let by = clamp(a.midY, card.minY + inset, card.maxY - inset)
      base = Point(x: edge == .trailing ? card.minX : card.maxX, y: by)
      tip = Point(x: edge == .trailing ? a.maxX : a.minX, y: by)
    }
  }

  /// The arrow: a triangle from the card's edge to the tip, its base sunk 1 pt into the card so
  /// that no seam shows between them.
  func arrow(_ m: PopoverMetrics) -> Path {
    let half = m.arrowBase / 2
    var p = Path()
    let vertical = edge == .top || edge == .bottom
    let dx = tip.x - base.x
    let dy = tip.y - base.y
    let length = max(abs(dx), abs(dy), 1)
    let sink = Point(x: base.x - dx / length, y: base.y - dy / length)
    if vertical {
      p.move(to: Point(x: sink.x - half, y: sink.y))
      p.line(to: Point(x: base.x - half, y: base.y))
      p.line(to: tip)
      p.line(to: Point(x: base.x + half, y: base.y))
      p.line(to: Point(x: sink.x + half, y: sink.y))
    } else {
      p.move(to: Point(x: sink.x, y: sink.y - half))
      p.line(to: Point(x: base.x, y: base.y - half))
      p.line(to: tip)
      p.line(to: Point(x: base.x, y: base.y + half))
      p.line(to: Point(x: sink.x, y: sink.y + half))
    }
    p.close()
    return p
  }
}
