// Marks: the chevrons and the arrows (the check, plus, minus and the up-and-down chevrons are
// the controls' drawings, ControlSymbols.swift).
import PopshotGraphics

extension Symbol {
  /// `arrow.triangle.2.circlepath` as iOS 18 inks it at 16 pt (ModularHomeInventory's
  /// notification settings): 19.33 × 16 pt, two arcs of one circle (16 pt across to the
  /// stroke's outside) turning clockwise, each ending in a filled triangle at the side: the
  /// upper arc from 143° before three o'clock to the right, its head pointing down; the lower one
  /// the same turned half a turn, its head at the left pointing up. Each head's base 4.7 pt wide
  /// and 1.05 pt off the centre line, its point 3.15 pt past the base. Drawn in points of the
  /// recording; MDI's `sync` drew the arcs turned a quarter, their heads at the top and bottom.
  static let twoCirclingArrows = SymbolArt(width: 19.33 / 16, height: 1) { pen in
    let f = pen.frame
    let (w, h) = (19.33, 16.0)
    let (kx, ky) = (f.width / w, f.height / h)
    func p(_ x: Double, _ y: Double) -> Point { Point(x: f.minX + x * kx, y: f.minY + y * ky) }
    let k = (kx + ky) / 2
    let centre = p(9.665, 8)
    // The centreline: the stroke's outside 8 pt from the centre at every weight.
    let r = 8 * k - pen.stem / 2
    let lift = asin(1.05 * k / r) * 180 / .pi
    var arcs = Path()
    arcs.arc(center: centre, radius: r, from: -143, to: -lift)
    var lower = Path()
    lower.arc(center: centre, radius: r, from: 37, to: 180 - lift)
    arcs.append(lower)
    // The heads, at each arc's end on the horizontal through the centre.
    let (half, reach, off) = (2.35 * k, 3.15 * k, 1.05 * k)
    var heads = polygon([
      Point(x: centre.x + r - half, y: centre.y - off),
      Point(x: centre.x + r + half, y: centre.y - off),
      Point(x: centre.x + r, y: centre.y - off + reach),
    ])
    heads.append(
      polygon([
        Point(x: centre.x - r + half, y: centre.y + off),
        Point(x: centre.x - r - half, y: centre.y + off),
        Point(x: centre.x - r, y: centre.y + off - reach),
      ]))
    return [
      .stroke(arcs, StrokeStyle(width: pen.stem, cap: .round, join: .round), pen.primary),
      .fill(heads, pen.primary, .nonZero),
    ]
  }

  static let markSymbols: [String: SymbolArt] = {
    // A chevron pointing right in its box, and the other three by turning its points.
    let (cw, ch) = (0.56, 0.98)
    let right = [pt(0, 0), pt(cw, ch / 2), pt(0, ch)]
    // An arrow pointing right, turned the same way.
    let (aw, ah) = (0.95, 0.86)
    let arrow = [
      [pt(0, ah / 2), pt(aw, ah / 2)], [pt(aw - 0.42, 0), pt(aw, ah / 2), pt(aw - 0.42, ah)],
    ]
    func turned(_ parts: [[Point]], _ w: Double, _ f: @escaping @Sendable (Point) -> Point) -> Path
    {
      joined(parts.map { polyline($0.map(f)) })
    }
    func turns(_ parts: [[Point]], _ w: Double, _ h: Double, _ name: String) -> [String: SymbolArt]
    {
      let r = turned(parts, w) { $0 }
      let l = turned(parts, w) { pt(w - $0.x, $0.y) }
      let u = turned(parts, w) { pt($0.y, w - $0.x) }
      let d = turned(parts, w) { pt($0.y, $0.x) }
      return [
        "\(name).right": .drawn(w, h) { _ in [.stroke(r)] },
        "\(name).left": .drawn(w, h) { _ in [.stroke(l)] },
        "\(name).up": .drawn(h, w) { _ in [.stroke(u)] },
        "\(name).down": .drawn(h, w) { _ in [.stroke(d)] },
      ]
    }
    // The circular arrows: an arc open at the upper right, its head at the top pointing right.
    func circular(mirrored: Bool) -> SymbolArt {
      let (w, c, r) = (0.92, pt(0.46, 0.6), 0.44)
      var path = arc(c, r, from: -45, to: 270)
      path.append(polyline([pt(0.34, 0.0), pt(0.5, 0.16), pt(0.34, 0.32)]))
      let f = mirrored ? path.applying(Transform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)) : path
      return .drawn(w, 1.04) { _ in [.stroke(f)] }
    }
    var table: [String: SymbolArt] = [
      "arrow.up.right": .drawn(0.82, 0.82) { _ in
        [.stroke(lines([pt(0, 0.82), pt(0.82, 0)], [pt(0.2, 0), pt(0.82, 0), pt(0.82, 0.62)]))]
      },
      "arrow.clockwise": circular(mirrored: false),
      "arrow.counterclockwise": circular(mirrored: true),
      "arrow.triangle.2.circlepath": twoCirclingArrows,
    ]
    table.merge(turns([right], cw, ch, "chevron")) { a, _ in a }
    // The reading-direction names draw the same chevrons (turned in right-to-left text by the
    // image, Image.swift).
    table["chevron.backward"] = table["chevron.left"]
    table["chevron.forward"] = table["chevron.right"]
    table.merge(turns(arrow, aw, ah, "arrow")) { a, _ in a }
    return table
  }()
}
