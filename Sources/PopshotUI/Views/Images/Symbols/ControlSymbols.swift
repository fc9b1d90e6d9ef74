// The symbols the controls draw: a menu picker's up-and-down chevrons, an inline picker's
// checkmark, a stepper's minus and plus.
import PopshotGraphics

extension Symbol {
  static let controlSymbols: [String: SymbolArt] = {
    func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
    var chevrons = Path()
    // iOS 18's menu picker in a form row, at 12 pt medium: two chevrons inked 8.33 pt wide and
    // 4.67 tall, 2.67 apart, 12 pt in all, in a frame 1.67 pt wider than the ink on each side
    // (docs/platform.md, "Pickers").
    chevrons.move(to: p(0.2, 0.348))
    chevrons.line(to: p(0.5, 0.096))
    chevrons.line(to: p(0.8, 0.348))
    chevrons.move(to: p(0.2, 0.652))
    chevrons.line(to: p(0.5, 0.904))
    chevrons.line(to: p(0.8, 0.652))

    // iOS 18's check at 16 pt (ModularHomeInventory's filter sheet): 13.67 × 13.33 pt of ink, a
    // 1.4 pt stroke from (0.74, 7.06) down to (5.17, 12.33) and up to (12.84, 0.66), points
    // from the ink's top left: a short arm and a long one reaching the top right corner.
    var check = Path()
    check.move(to: p(0.054, 0.53))
    check.line(to: p(0.378, 0.925))
    check.line(to: p(0.939, 0.05))

    var minus = Path()
    minus.move(to: p(0.08, 0.5))
    minus.line(to: p(0.92, 0.5))

    var plus = minus
    plus.move(to: p(0.5, 0.08))
    plus.line(to: p(0.5, 0.92))

    return [
      "chevron.up.chevron.down": .stroked(0.9725, 1.1, lineWidth: 0.09, chevrons),
      "checkmark": .stroked(13.67 / 16, 13.33 / 16, lineWidth: 1.4 / 13.33, check),
      "minus": .stroked(0.9, 0.9, lineWidth: 0.1, minus),
      "plus": .stroked(0.9, 0.9, lineWidth: 0.1, plus),
    ]
  }()
}
