// SF Symbols stand-ins: Popshot's own vector drawings of the symbols apps use, sized by the font
// like symbols are (the glyph box is a multiple of the point size; SF's medium scale). They are
// drawn to read as the same symbol at a glance, not to match Apple's artwork. Each group of
// symbols is a table in its own file under Views/Images/Symbols/; `Symbol.tables` lists them. The
// rest of the 1,000 most used names draw a Material Design Icons glyph (MaterialSymbols.swift). A
// folder of the team's own SVG exports (`POPSHOT_SYMBOLS`, SymbolFolder.swift) takes precedence.
import PopshotGraphics

/// A named symbol and how to draw it.
public struct Symbol: Hashable, Sendable {
  public let name: String
  public init(name: String) { self.name = name }

  /// Every table of drawn symbols, by group.
  static let tables: [[String: SymbolArt]] = [
    seedSymbols, controlSymbols, markSymbols, listSymbols, circledSymbols, objectSymbols,
    contentSymbols, deviceSymbols, natureSymbols, characterSymbols,
  ]

  /// Popshot's own drawings by name, their ink as large as iOS draws it (`measuredScale`) in
  /// their layout box.
  static let catalog: [String: SymbolArt] = tables.reduce(into: [:]) { all, table in
    all.merge(table) { first, _ in first }
  }.reduce(into: [:]) { all, entry in all[entry.key] = measured(entry.key, entry.value) }

  /// `art` as large as iOS inks it: in its measured frame (`measuredFrame`), else scaled by
  /// `measuredScale` in its own box.
  static func measured(_ name: String, _ art: SymbolArt, material: Bool = false) -> SymbolArt {
    if let m = measuredFrame(name, art, material: material) {
      return art.framed(m.frame, ink: m.ink, offset: m.offset)
    }
    return art.inked(measuredScale(name, material: material))
  }

  /// The drawing of `name`: Popshot's own, else the Material Design Icons glyph of a name it has
  /// none for (MaterialSymbols.swift, each glyph read when first asked for), nil for others.
  static func drawing(_ name: String) -> SymbolArt? {
    catalog[name] ?? MaterialSymbols.art(named: name).map { measured(name, $0, material: true) }
  }

  /// How much smaller iOS inks a symbol than the drawing's own box, from reference recordings
  /// (docs/platform.md, "Symbols"): a circle-enclosed symbol's ink is 1.0 em across, not 1.2
  /// (`questionmark.circle` at 56 pt: 56 × 56; `checkmark.circle.fill` at 27 pt: 27 × 27);
  /// `photo` 0.89 of its box (69.3 × 54 at 60 pt). The warning triangle: `measuredFrame`.
  /// A square-enclosed symbol (`square`, `checkmark.square`, `xmark.square.fill`) inks 0.85 em
  /// across (17 × 17 at 20 pt: next-to-go's filter list, iOS 17), where Popshot's 1.1 em square
  /// inked 21 pt and the Material glyphs 20 (`material`), measured alike. A shield inks 96 ×
  /// 116.7 at 120 pt (0.80 × 0.97 em: juanjo72/CoatOfArms' error view, iOS 18), where the
  /// Material shield inked 126.7 × 155.3: 0.755 of it (0.758 wide, 0.751 tall), for every shield
  /// name Material draws.
  /// The layout box stays: the same recordings put the views around these symbols where a frame
  /// larger than the ink puts them. Other names: not measured.
  static func measuredScale(_ name: String, material: Bool = false) -> Double {
    let parts = name.split(separator: ".")
    if parts.contains("circle") { return 1.0 / 1.2 }
    if (parts.last == "fill" ? parts.dropLast().last : parts.last) == "square" {
      return material ? 17.0 / 20 : 17.0 / 21
    }
    if material && parts.contains("shield") { return 0.755 }
    switch parts.first {
    case "photo" where parts.count <= 2: return 0.89
    default: return 1
    }
  }

  /// The layout frame and ink, in ems, of symbols whose recordings fix both (`art` is the
  /// drawing, `material` whether it is a Material glyph): `house.fill` at 80 pt inks 93.33 × 82
  /// pt, centred in a frame 93.4 pt tall (the views above and below it sit 5.7 pt from its
  /// ink; ModularHomeInventory's About screen, iOS 18, docs/platform.md "Symbols"); the frame
  /// is 1.25 em wide (an estimate: the recording fixes only its height).
  /// `faceid` at 16 pt inks 15.33 pt square centred in a frame 19.33 pt wide.
  /// `chevron.left` (`.backward`) with `.imageScale(.large)` at 17 pt (21.93 pt) inks 10.33 ×
  /// 18.33 pt, its centre 1.67 pt left of its frame's (SPLYT's navigation bar, iOS 17); the
  /// frame keeps the drawing's 0.56 × 0.98 em, and `chevron.right` (`.forward`) is its mirror.
  static func measuredFrame(_ name: String, _ art: SymbolArt, material: Bool)
    -> (frame: Size, ink: Size, offset: Point)?
  {
    let chevronInk = Size(width: 10.33 / 21.93, height: 18.33 / 21.93)
    switch name {
    case "house", "house.fill":
      return (
        Size(width: 1.25, height: 93.4 / 80), Size(width: 93.33 / 80, height: 82.0 / 80), .zero
      )
    case "exclamationmark.triangle", "exclamationmark.triangle.fill":
      // Inked 51.33 × 46.33 pt at 50 pt in a frame 54.2 pt tall (the confirmation dialog's title
      // sits 20 pt under it as on iOS), the ink's centre 0.5 pt below the frame's; the drawing
      // fills 0.974 × 0.942 of its box, so the box is drawn 52.7 × 49.2, 1 pt lower.
      return (
        Size(width: art.width, height: 54.2 / 50), Size(width: 52.7 / 50, height: 49.2 / 50),
        Point(x: 0, y: 1.0 / 50)
      )
    case "atom":
      // Inked 23.3 × 25.7 pt at 17 pt, yet its list row is as tall as the text rows (Pulse's
      // topic editor, iOS 26: every row 52 pt at Large): the frame is no taller than 1.2 em (an
      // estimate that keeps the row; the recording fixes only that bound), the ink centred on it.
      return (
        Size(width: art.width, height: 1.2), Size(width: art.width, height: art.height), .zero
      )
    case "globe":
      // Inked 21.67 pt across at 17 pt (Pulse's topic list, iOS 26), where the drawing's 1.2 em
      // box inked 20.33.
      let side = 21.67 / 17
      return (Size(width: side, height: side), Size(width: side, height: side), .zero)
    case "heart.text.square":
      // Drawn as large as iOS 26 inks it (19.67 pt square at 17 pt), not at the 0.85 em of a
      // square-enclosed symbol (`measuredScale`).
      return (
        Size(width: art.width, height: art.height), Size(width: art.width, height: art.height),
        .zero
      )
    case "faceid":
      // Inked 15.33 pt square at 16 pt, 2 pt inside a frame 19.33 pt wide: the text after it in
      // a stack starts 8 pt after the frame (ModularHomeInventory's privacy settings, iOS 18).
      return (
        Size(width: 19.33 / 16, height: art.height), Size(width: art.width, height: art.height),
        .zero
      )
    case "chevron.left", "chevron.backward":
      return (
        Size(width: art.width, height: art.height), chevronInk, Point(x: -1.67 / 21.93, y: 0)
      )
    case "chevron.right", "chevron.forward":
      return (
        Size(width: art.width, height: art.height), chevronInk, Point(x: 1.67 / 21.93, y: 0)
      )
    default:
      // A Material shield, inked at `measuredScale`, in a frame 0.178 em shorter than its glyph
      // cell: the views under CoatOfArms' 120 pt shield sit 10.67 pt higher on iOS.
      guard material && name.split(separator: ".").contains("shield") else { return nil }
      let k = measuredScale(name, material: true)
      return (
        Size(width: art.width, height: art.height - 0.178),
        Size(width: art.width * k, height: art.height * k), .zero
      )
    }
  }

  /// The names Popshot can draw, in alphabetical order.
  public static let known: [String] = {
    let material =
      MaterialSymbols.face == nil
      ? []
      : Array(
        Set(MaterialSymbols.codepoints.keys).union(MaterialSymbols.marked.keys)
          .union(MaterialSymbols.beyondCensus.keys))
    return (Array(catalog.keys) + material).sorted()
  }()
  /// Whether Popshot draws this name (its own drawing or an SVG in `POPSHOT_SYMBOLS`).
  public var isKnown: Bool {
    Symbol.drawing(name) != nil || SymbolFolder.current?.has(name) == true
  }

  /// A fixture's error for a name Popshot does not draw, with the nearest known name.
  static func unknown(_ name: String, nearest: String) -> String {
    "unknown symbol \"\(name)\"\(nearest); Popshot draws \(known.count) names (docs/symbols.md"
      + " lists the 1,000 most used)"
  }

  /// The symbol's drawing: the team's SVG, Popshot's own, or the placeholder.
  var art: SymbolArt {
    SymbolFolder.current?.art(named: name) ?? Symbol.drawing(name) ?? .placeholder
  }

  /// The symbol's size at a font's point size (medium scale).
  public func size(pointSize: Double) -> Size {
    let art = art
    return Size(width: art.width * pointSize, height: art.height * pointSize)
  }
}
