// Symbols drawn in ems: each drawing is a list of layers built for the pen's stroke width, in a
// box of the symbol's size in ems whose edges are the strokes' centrelines (so the outer edge of
// a stroke touches the glyph box at every weight).
import PopshotGraphics

/// One part of a symbol drawn in ems.
enum SymbolLayer: Sendable {
  /// Lines stroked at the weight's width with round caps and joins.
  case stroke(Path, secondary: Bool = false)
  /// A filled outline.
  case fill(Path, rule: FillRule = .nonZero, secondary: Bool = false)
  /// A filled outline with the same footprint as its stroked form (a `.fill` variant), with
  /// `holes` knocked out of it. `layered` symbols (the circled marks) draw their holes as the
  /// primary layer over a secondary base when the rendering mode has layers.
  case solid(Path, holes: Path? = nil, layered: Bool = false)

  /// The display items of the layer through `t` (ems to points).
  func items(_ t: Transform, _ pen: SymbolPen) -> [DisplayItem] {
    let line = StrokeStyle(width: pen.stem, cap: .round, join: .round)
    switch self {
    case .stroke(let p, let secondary):
      let path = p.applying(t)
      return pen.painted(secondary: secondary) { [.stroke(path, line, $0)] }
    case .fill(let p, let rule, let secondary):
      let path = p.applying(t)
      return pen.painted(secondary: secondary) { [.fill(path, $0, rule)] }
    case .solid(let p, let holes, let layered):
      let base = p.applying(t)
      guard let holes else {
        return [.fill(base, pen.primary, .nonZero), .stroke(base, line, pen.primary)]
      }
      let marks = holes.applying(t)
      if layered && pen.hasLayers {
        return pen.painted(secondary: true) {
          [.fill(base, $0, .nonZero), .stroke(base, line, $0)]
        }
          + [.fill(marks, pen.primary, .nonZero)]
      }
      var cut = base
      cut.append(marks)
      return [.fill(cut, pen.primary, .evenOdd), .stroke(base, line, pen.primary)]
    }
  }
}

extension SymbolArt {
  /// A symbol drawn in a `width` × `height` em box; `build` gets the stroke width in ems.
  static func drawn(
    _ width: Double, _ height: Double,
    _ build: @escaping @Sendable (_ stem: Double) -> [SymbolLayer]
  ) -> SymbolArt {
    SymbolArt(width: width, height: height) { pen in
      let f = pen.frame
      let r = pen.stem / 2
      let sx = max(0, f.width - 2 * r) / width
      let sy = max(0, f.height - 2 * r) / height
      let t = Transform(a: sx, b: 0, c: 0, d: sy, tx: f.minX + r, ty: f.minY + r)
      let scale = max((sx + sy) / 2, 1e-9)
      return build(pen.stem / scale).flatMap { $0.items(t, pen) }
    }
  }

  /// A symbol and its `.fill` form from one outline: stroked, then solid. `shared` layers are
  /// drawn on both; `inner` details only on the outline form; `holes` are knocked out of the
  /// solid form (all built for the stem).
  static func pair(
    _ width: Double, _ height: Double, _ outline: @escaping @Sendable (_ stem: Double) -> Path,
    shared: @escaping @Sendable (_ stem: Double) -> [SymbolLayer] = { _ in [] },
    inner: @escaping @Sendable (_ stem: Double) -> [SymbolLayer] = { _ in [] },
    holes: (@Sendable (_ stem: Double) -> Path)? = nil
  ) -> (SymbolArt, SymbolArt) {
    let plain = drawn(width, height) { s in [.stroke(outline(s))] + inner(s) + shared(s) }
    let filled = drawn(width, height) { s in [.solid(outline(s), holes: holes?(s))] + shared(s) }
    return (plain, filled)
  }
}

extension Dictionary where Key == String, Value == SymbolArt {
  /// Adds a symbol and its `.fill` form.
  mutating func add(_ name: String, _ forms: (SymbolArt, SymbolArt)) {
    self[name] = forms.0
    self[name + ".fill"] = forms.1
  }
}
