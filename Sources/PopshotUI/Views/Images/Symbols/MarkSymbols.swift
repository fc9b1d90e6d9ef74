// Marks: the chevrons and the arrows (the check, plus, minus and the up-and-down chevrons are
// the controls' drawings, ControlSymbols.swift).
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
      "arrow.up.right": .drawn(0.82, 0.82) { _ in
        [.stroke(lines([pt(0, 0.82), pt(0.82, 0)], [pt(0.2, 0), pt(0.82, 0), pt(0.82, 0.62)]))]
      },
      "arrow.clockwise": circular(mirrored: false),
      "arrow.counterclockwise": circular(mirrored: true),
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
