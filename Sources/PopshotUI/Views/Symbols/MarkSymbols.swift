// Marks: the check, plus and minus, the chevrons, the arrows.
import PopshotGraphics

extension Symbol {
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
      "checkmark": .drawn(0.96, 0.9) { _ in
        [.stroke(polyline([pt(0, 0.5), pt(0.33, 0.9), pt(0.96, 0)]))]
      },
      "plus": .drawn(0.94, 0.94) { _ in
        [.stroke(lines([pt(0.47, 0), pt(0.47, 0.94)], [pt(0, 0.47), pt(0.94, 0.47)]))]
      },
      "minus": .drawn(0.94, 0.2) { _ in [.stroke(lines([pt(0, 0.1), pt(0.94, 0.1)]))] },
      "chevron.up.chevron.down": .drawn(0.62, 1.05) { _ in
        [
          .stroke(
            lines(
              [pt(0, 0.36), pt(0.31, 0), pt(0.62, 0.36)],
              [pt(0, 0.69), pt(0.31, 1.05), pt(0.62, 0.69)]))
        ]
      },
      "arrow.up.right": .drawn(0.82, 0.82) { _ in
        [.stroke(lines([pt(0, 0.82), pt(0.82, 0)], [pt(0.2, 0), pt(0.82, 0), pt(0.82, 0.62)]))]
      },
      "arrow.clockwise": circular(mirrored: false),
      "arrow.counterclockwise": circular(mirrored: true),
    ]
    table.merge(turns([right], cw, ch, "chevron")) { a, _ in a }
    table.merge(turns(arrow, aw, ah, "arrow")) { a, _ in a }
    return table
  }()
}
