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

  /// A mark Popshot adds to an icon, for names MDI 1.6.50 has no icon of.
  enum Mark: Sendable {
    /// An exclamation mark knocked out of a filled icon (`knockout`), or drawn inside an
    /// outlined one.
    case exclamation(knockout: Bool)
    /// A notification badge: a disc at the top right, set apart from the icon by a gap.
    case badge
    /// An "add" badge: a disc with a plus at the bottom right, the icon beside it
    /// (`plusBadgeArt`).
    case plusBadge
  }

  /// Names drawn as an MDI icon with a mark on it.
  static let marked: [String: (codepoint: UInt32, mark: Mark)] = [
    "exclamationmark.shield.fill": (0xF498, .exclamation(knockout: true)),  // shield
    "exclamationmark.shield": (0xF499, .exclamation(knockout: false)),  // shield-outline
    "bell.badge.fill": (0xF09A, .badge),  // bell
    "bell.badge": (0xF09C, .badge),  // bell-outline
    "person.fill.badge.plus": (0xF004, .plusBadge),  // account
    "person.badge.plus": (0xF013, .plusBadge),  // account-outline
  ]

  /// Names beyond the 1,000 of the census that the reference corpus's views use
  /// (docs/reference-ports.md), drawn with the icon of the same meaning (docs/symbols.md).
  static let beyondCensus: [String: UInt32] = [
    "ladybug": 0xF0E4  // bug (close)
  ]

  /// The drawing of an SF name in the table, read from the font the first time it is asked for;
  /// nil for a name not in the table or a glyph the face lacks.
  static func art(named name: String) -> SymbolArt? {
    let extra = marked[name]
    guard let codepoint = extra?.codepoint ?? codepoints[name] ?? beyondCensus[name] else {
      return nil
    }
    if let known = drawn.withLock({ $0[name] }) { return known }
    let made = art(codepoint, mark: extra?.mark)
    drawn.withLock { $0[name] = made }
    return made
  }

  /// The badge of `bell.badge.fill` in the box the symbol inks, as iOS 26 draws it at about
  /// 45 pt (tv-maniac's notification sheet: 122 × 136 px of ink at 3x): a disc 0.378 of the
  /// width across centred at (0.758, 0.165) of the box, and around it a gap to 0.25 of the width
  /// from its centre, cut out of the bell.
  static func badge(in box: Rect) -> (disc: Path, gap: Path) {
    let c = Point(x: box.minX + box.width * 0.758, y: box.minY + box.height * 0.165)
    return (
      .circle(center: c, radius: box.width * 0.189), .circle(center: c, radius: box.width * 0.25)
    )
  }

  /// The exclamation mark of `exclamationmark.shield.fill` in the box the shield inks, as iOS 18
  /// draws it at 120 pt (CoatOfArms' error view, 96 × 116.7 pt of ink, docs/platform.md
  /// "Symbols"): a round-ended bar 0.111 of the width across (10.7 pt, the regular stem),
  /// centred, from 0.217 to 0.574 of the height, and a dot 0.132 of the width across centred at
  /// 0.69 of the height. Both widen with the weight.
  static func exclamationMark(in box: Rect, weightScale: Double) -> Path {
    let w = box.width * 0.111 * weightScale
    let x = box.midX
    let top = box.minY + box.height * 0.217
    let bottom = box.minY + box.height * 0.574
    var path = Path.roundedRect(
      Rect(x: x - w / 2, y: top, width: w, height: bottom - top), cornerRadius: w / 2)
    path.append(
      .circle(
        center: Point(x: x, y: box.minY + box.height * 0.69),
        radius: box.width * 0.066 * weightScale))
    return path
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

  /// The drawing of the icon at `codepoint`, nil when the face lacks it, with `mark` on it.
  static func art(_ codepoint: UInt32, mark: Mark? = nil) -> SymbolArt? {
    guard let face, let scalar = Unicode.Scalar(codepoint),
      let glyph = face.glyph(for: scalar),
      let regular = outline(face, glyph, weightScale: 1)
    else { return nil }
    let box = regular.controlBounds
    guard box.width > 0, box.height > 0 else { return nil }
    if case .plusBadge = mark { return plusBadgeArt(face, glyph, regular: regular) }
    return SymbolArt(width: box.width * emPerUnit, height: box.height * emPerUnit) { pen in
      let outline = MaterialSymbols.outline(face, glyph, weightScale: pen.weightScale) ?? regular
      // Font units (y up) onto the frame (y down), the regular box filling it.
      let icon = placed(outline, box: box, in: pen.frame)
      switch mark {
      case nil, .plusBadge:  // `.plusBadge` has its own drawing (above)
        return [.fill(icon, pen.primary, .nonZero)]
      case .exclamation(let knockout):
        let mark = exclamationMark(in: pen.frame, weightScale: pen.weightScale)
        guard knockout else {
          return [.fill(icon, pen.primary, .nonZero), .fill(mark, pen.primary, .nonZero)]
        }
        var cut = icon
        cut.append(mark)
        return [.fill(cut, pen.primary, .evenOdd)]
      case .badge:
        // The bell clipped to everything but the gap (a rectangle around it with the gap's disc,
        // even-odd), then the badge.
        let (disc, gap) = badge(in: pen.frame)
        var outside = Path.rect(pen.frame.insetBy(dx: -pen.frame.width, dy: -pen.frame.height))
        outside.append(gap)
        return [
          .pushClip(outside, .evenOdd), .fill(icon, pen.primary, .nonZero), .popClip,
          .fill(disc, pen.primary, .nonZero),
        ]
      }
    }
  }

  /// `person.fill.badge.plus` as iOS 18 draws it at 48.2 pt (StanfordSpezi/SpeziViews'
  /// `ListHeader`, docs/platform.md "Symbols"). The layout frame is the person's: 1 em wide
  /// (an estimate) and 1.097 em tall, the person 0.837 × 0.892 em centred across it, its top
  /// 0.078 em below the frame's. The ink, 1.093 × 1.079 em from the person's top left, reaches
  /// past the frame's right and bottom: a disc 0.462 of the ink's width across centred at
  /// (0.769, 0.760) of it, cut out of the person with a gap to 0.294 of the width from its
  /// centre. A plus 0.285 of the width long, its bars 0.0697 wide at regular (they widen with
  /// the weight; the circled symbols' square-ended `plusMark`), is knocked out of the disc; with `.multicolor` the disc is systemGreen and the
  /// plus white.
  static func plusBadgeArt(_ face: FontFace, _ glyph: UInt32, regular: Path) -> SymbolArt {
    let box = regular.controlBounds
    let (personWidth, frameHeight) = (40.33 / 48.2, 52.87 / 48.2)
    return SymbolArt(width: 1, height: frameHeight) { pen in
      let (ex, ey) = (pen.frame.width, pen.frame.height / frameHeight)
      let f = Rect(
        x: pen.frame.midX - personWidth * ex / 2, y: pen.frame.minY + 0.078 * ey,
        width: 52.67 / 48.2 * ex, height: 52.0 / 48.2 * ey)
      let ink = Rect(x: f.minX, y: f.minY, width: f.width * 0.766, height: f.height * 0.827)
      let outline = MaterialSymbols.outline(face, glyph, weightScale: pen.weightScale) ?? regular
      let icon = placed(outline, box: box, in: ink)
      let c = Point(x: f.minX + f.width * 0.769, y: f.minY + f.height * 0.760)
      let disc = Path.circle(center: c, radius: f.width * 0.231)
      var outside = Path.rect(f.insetBy(dx: -f.width, dy: -f.height))
      outside.append(.circle(center: c, radius: f.width * 0.294))
      let plus = Symbol.plusMark(
        c, arm: f.width * 0.285 / 2, halfWidth: f.width * 0.0697 * pen.weightScale / 2)
      let person: [DisplayItem] = [
        .pushClip(outside, .evenOdd), .fill(icon, pen.primary, .nonZero), .popClip,
      ]
      if let colours = pen.multicolorBadge {
        return person + [.fill(disc, colours.disc, .nonZero), .fill(plus, colours.mark, .nonZero)]
      }
      // The plus knocked out of the disc: one outline inside the other, even-odd.
      var badge = disc
      badge.append(plus)
      return person + [.fill(badge, pen.primary, .evenOdd)]
    }
  }

  /// A glyph's outline in font units (y up) stretched so that `box` (its regular weight's
  /// bounds) fills `rect` (points, y down).
  static func placed(_ outline: Path, box: Rect, in rect: Rect) -> Path {
    let sx = rect.width / box.width
    let sy = rect.height / box.height
    return outline.applying(
      Transform(
        a: sx, b: 0, c: 0, d: -sy, tx: rect.minX - box.minX * sx, ty: rect.minY + box.maxY * sy))
  }
}
