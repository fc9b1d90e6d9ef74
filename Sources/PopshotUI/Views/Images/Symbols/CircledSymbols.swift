// Circled and enclosed forms: a mark in a ring (the ring is the secondary layer), or knocked out
// of a disc for `.fill` (drawn over a secondary disc when the rendering mode has layers).
import PopshotGraphics

extension Symbol {
  static let circledSymbols: [String: SymbolArt] = {
    let size = 1.2
    let c = pt(0.6, 0.6)
    let ring = Path.circle(center: c, radius: 0.6)
    /// The marks, as filled outlines built for the stem (half of it is `w`).
    let marks: [String: @Sendable (_ w: Double) -> Path] = [
      "info": { w in
        joined([
          .circle(center: pt(0.6, 0.33), radius: w * 1.3),
          rrect(0.6 - w, 0.5, 2 * w, 0.38, w),
        ])
      },
      "exclamationmark": { w in
        joined([
          rrect(0.6 - w, 0.26, 2 * w, 0.44, w), .circle(center: pt(0.6, 0.88), radius: w * 1.3),
        ])
      },
      "questionmark": { w in
        let hook = arcPoints(pt(0.6, 0.45), 0.17, from: 195, to: 400) + [pt(0.6, 0.7)]
        return joined([band(hook, halfWidth: w), .circle(center: pt(0.6, 0.9), radius: w * 1.3)])
      },
      "checkmark": { w in band([pt(0.34, 0.62), pt(0.52, 0.8), pt(0.86, 0.4)], halfWidth: w) },
      "xmark": { w in cross(center: c, arm: 0.25, halfWidth: w) },
      "plus": { w in plusMark(c, arm: 0.3, halfWidth: w) },
      "minus": { w in rrect(0.3, 0.6 - w, 0.6, 2 * w, w) },
      "ellipsis": { w in
        joined([0.32, 0.6, 0.88].map { .circle(center: pt($0, 0.6), radius: w * 1.4) })
      },
    ]
    var table: [String: SymbolArt] = [
      "circle": .drawn(size, size) { _ in [.stroke(ring)] },
      "circle.fill": .drawn(size, size) { _ in [.solid(ring)] },
      "square": .drawn(1.1, 1.1) { _ in [.stroke(rrect(0, 0, 1.1, 1.1, 0.22))] },
      "square.fill": .drawn(1.1, 1.1) { _ in [.solid(rrect(0, 0, 1.1, 1.1, 0.22))] },
      "exclamationmark.triangle": .drawn(1.3, 1.15) { s in
        let w = s / 2
        return [
          .stroke(polygon([pt(0.65, 0), pt(1.3, 1.15), pt(0, 1.15)]), secondary: true),
          .fill(
            joined([
              rrect(0.65 - w, 0.38, 2 * w, 0.4, w),
              .circle(center: pt(0.65, 0.95), radius: w * 1.3),
            ])),
        ]
      },
    ]
    for (name, mark) in marks {
      table["\(name).circle"] = .drawn(size, size) { s in
        [.stroke(ring, secondary: true), .fill(mark(s / 2))]
      }
      // The seeds draw info, checkmark and xmark circle.fill already.
      guard !["info", "checkmark", "xmark"].contains(name) else { continue }
      table["\(name).circle.fill"] = .drawn(size, size) { s in
        [.solid(ring, holes: mark(s / 2), layered: true)]
      }
    }
    return table
  }()
}
