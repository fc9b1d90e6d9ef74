// SF Symbols drawn with a glyph of Material Design Icons 1.6.50 (Debian's
// fonts-materialdesignicons-webfont; icons CC-BY 4.0, font SIL OFL 1.1, © Austin Andrews and
// Google), for the most used names that Popshot has no drawing of its own for. Each name is
// mapped to the icon of the same meaning (MaterialSymbolTable.swift lists every name, its icon
// and how close the icon is; docs/symbols.md says how the list was made).
//
// The icons are drawn on a 24-unit grid (512 font units) with a 2-unit margin and 2-unit
// strokes; SF Symbols' regular strokes are thinner (FontWeight.symbolStem). So a glyph is scaled
// to 0.06 em a grid unit (a full-size icon is 1.2 em, as Popshot's own drawings are; a gear is
// 1.2 em in both) and its strokes are made thinner or bolder to the weight's stem with FreeType's
// integer emboldening. The glyph box is the regular weight's outline bounds at that scale, so a
// weight changes the ink, not the layout.
import PopshotGraphics
import PopshotText
import Synchronization

enum MaterialSymbols {
  /// Ems of the point size per font unit: 0.06 em a grid unit, 512/24 units a grid unit.
  static let emPerUnit = 0.06 * 24 / 512
  /// The icons' stroke: 2 grid units, in ems.
  static let iconStem = 2 * 0.06

  /// The SF name to the icon's codepoint, from the table.
  static let codepoints: [String: UInt32] = Dictionary(
    MaterialSymbolTable.rows.map { ($0.sf, $0.codepoint) }, uniquingKeysWith: { first, _ in first })

  /// The drawings read so far, by name (nil: the face lacks the glyph).
  private static let drawn = Mutex<[String: SymbolArt?]>([:])

  /// The drawing of an SF name in the table, read from the font the first time it is asked for;
  /// nil for a name not in the table or a glyph the face lacks.
  static func art(named name: String) -> SymbolArt? {
    guard let codepoint = codepoints[name] else { return nil }
    if let known = drawn.withLock({ $0[name] }) { return known }
    let made = art(codepoint)
    drawn.withLock { $0[name] = made }
    return made
  }

  /// The face, or nil when fonts-materialdesignicons-webfont is not installed (the names then
  /// draw the placeholder, named in the semantics, like any unknown symbol).
  static let face: FontFace? = try? FontCatalog.shared.materialIcons()

  /// The font units by which a glyph's strokes change for a weight (its stem over the regular's,
  /// `weightScale`): from the icons' stem to the weight's, thinning by at most 0.06 em.
  static func embolden(weightScale: Double) -> Int {
    let em = max(FontWeight.regular.symbolStem * weightScale - iconStem, -0.06)
    return Int((em / emPerUnit).rounded())
  }

  /// The glyph at a weight. FreeType cannot embolden an outline whose contours have no overall
  /// direction (`code-braces`, `code-tags`): those keep the icons' own stroke.
  static func outline(_ face: FontFace, _ glyph: UInt32, weightScale: Double) -> Path? {
    face.outline(glyph: glyph, embolden: embolden(weightScale: weightScale))
      ?? face.outline(glyph: glyph)
  }

  /// The drawing of the icon at `codepoint`, nil when the face lacks it.
  static func art(_ codepoint: UInt32) -> SymbolArt? {
    guard let face, let scalar = Unicode.Scalar(codepoint),
      let glyph = face.glyph(for: scalar),
      let regular = outline(face, glyph, weightScale: 1)
    else { return nil }
    let box = regular.controlBounds
    guard box.width > 0, box.height > 0 else { return nil }
    return SymbolArt(width: box.width * emPerUnit, height: box.height * emPerUnit) { pen in
      let outline = MaterialSymbols.outline(face, glyph, weightScale: pen.weightScale) ?? regular
      // Font units (y up) onto the frame (y down), the regular box filling it.
      let sx = pen.frame.width / box.width
      let sy = pen.frame.height / box.height
      let t = Transform(
        a: sx, b: 0, c: 0, d: -sy, tx: pen.frame.minX - box.minX * sx,
        ty: pen.frame.minY + box.maxY * sy)
      return [.fill(outline.applying(t), pen.primary, .nonZero)]
    }
  }
}
