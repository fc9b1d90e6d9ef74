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

  /// The layout frame and ink, in ems, of a symbol whose recordings fix them
  /// (`MeasuredFrame.table`), the drawing's own box where they fix none; `art` is the drawing,
  /// `material` whether it is a Material glyph. A Material shield is inked at `measuredScale`,
  /// in a frame 0.178 em shorter than its glyph cell: the views under CoatOfArms' 120 pt shield
  /// sit 10.67 pt higher on iOS.
  static func measuredFrame(_ name: String, _ art: SymbolArt, material: Bool)
    -> (frame: Size, ink: Size, offset: Point)?
  {
    if let m = MeasuredFrame.table[name] {
      return (
        Size(width: m.frame.width ?? art.width, height: m.frame.height ?? art.height),
        Size(width: m.ink.width ?? art.width, height: m.ink.height ?? art.height), m.offset
      )
    }
    guard material && name.split(separator: ".").contains("shield") else { return nil }
    let k = measuredScale(name, material: true)
    return (
      Size(width: art.width, height: art.height - 0.178),
      Size(width: art.width * k, height: art.height * k), .zero
    )
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
