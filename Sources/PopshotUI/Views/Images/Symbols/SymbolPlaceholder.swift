// What a name Popshot does not draw shows: a rounded square of the symbol's size (1 em) with a
// question mark inside, so a still makes the gap obvious; its semantic element carries the
// `isPlaceholder` trait and names the symbol (Image.swift).
import PopshotGraphics

extension SymbolArt {
  static let placeholder: SymbolArt = {
    var art = SymbolArt(width: 1, height: 1) { pen in
      let line = 0.08 * pen.side * pen.weightScale
      let outline = Path.roundedRect(
        Rect(x: 0.08, y: 0.08, width: 0.84, height: 0.84), cornerRadius: 0.15)
      var hook = Path()
      hook.arc(center: Point(x: 0.5, y: 0.39), radius: 0.14, from: 190, to: 400)
      hook.line(to: Point(x: 0.5, y: 0.6))
      let dot = Path.circle(center: Point(x: 0.5, y: 0.74), radius: line / pen.side * 0.8)
      return [
        .stroke(outline.applying(pen.unit), StrokeStyle(width: line), pen.primary),
        .stroke(
          hook.applying(pen.unit), StrokeStyle(width: line, cap: .round, join: .round),
          pen.primary),
        .fill(dot.applying(pen.unit), pen.primary, .nonZero),
      ]
    }
    art.isPlaceholder = true
    return art
  }()
}
