// Lines, dots and grids: the ellipsis, the menu and list marks, the sliders, the 2×2 grid.
import PopshotGraphics

extension Symbol {
  static let listSymbols: [String: SymbolArt] = {
    /// A dot a little bolder than the stroke, as SF's ellipsis and bullets are.
    @Sendable func dot(_ c: Point, _ s: Double) -> Path {
      .circle(center: c, radius: 0.05 + s * 0.55)
    }
    let grid = [pt(0, 0), pt(0.6, 0), pt(0, 0.6), pt(0.6, 0.6)].map {
      rrect($0.x, $0.y, 0.4, 0.4, 0.1)
    }
    return [
      "ellipsis": .drawn(1.05, 0.24) { s in
        [.fill(joined([0.06, 0.525, 0.99].map { dot(pt($0, 0.12), s) }))]
      },
      "line.3.horizontal": .drawn(1.0, 0.72) { _ in
        [
          .stroke(
            lines([pt(0, 0), pt(1, 0)], [pt(0, 0.36), pt(1, 0.36)], [pt(0, 0.72), pt(1, 0.72)]))
        ]
      },
      "list.bullet": .drawn(1.12, 0.78) { s in
        [
          .fill(joined([0, 0.39, 0.78].map { dot(pt(0.04, $0), s * 0.8) })),
          .stroke(
            lines(
              [pt(0.34, 0), pt(1.12, 0)], [pt(0.34, 0.39), pt(1.12, 0.39)],
              [pt(0.34, 0.78), pt(1.12, 0.78)])),
        ]
      },
      "slider.horizontal.3": .drawn(1.12, 0.9) { s in
        let rows: [(y: Double, x: Double)] = [(0.12, 0.78), (0.45, 0.32), (0.78, 0.62)]
        let r = 0.12
        var bars: [Path] = []
        var knobs: [Path] = []
        for row in rows {
          let gap = r + s * 0.9
          bars.append(
            lines(
              [pt(0, row.y), pt(row.x - gap, row.y)], [pt(row.x + gap, row.y), pt(1.12, row.y)]))
          knobs.append(.circle(center: pt(row.x, row.y), radius: r))
        }
        return [.stroke(joined(bars), secondary: true), .stroke(joined(knobs))]
      },
      "square.grid.2x2": .drawn(1.0, 1.0) { _ in [.stroke(joined(grid))] },
      "square.grid.2x2.fill": .drawn(1.0, 1.0) { _ in grid.map { .solid($0) } },
    ]
  }()
}
