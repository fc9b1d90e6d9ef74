// SF Symbols stand-ins: Popshot's own vector drawings of the symbols apps use, sized by the font
// like symbols are (the glyph box is a multiple of the point size; SF's medium scale). They are
// drawn to read as the same symbol at a glance, not to match Apple's artwork. Each group of
// symbols is a table in its own file under Views/Images/Symbols/; `Symbol.tables` lists them. A folder
// of the team's own SVG exports (`POPSHOT_SYMBOLS`, SymbolFolder.swift) takes precedence.
import PopshotGraphics

/// A named symbol and how to draw it.
public struct Symbol: Hashable, Sendable {
  public let name: String
  public init(name: String) { self.name = name }

  /// Every table of drawn symbols, by group.
  static let tables: [[String: SymbolArt]] = [
    seedSymbols, controlSymbols, markSymbols, listSymbols, circledSymbols, objectSymbols,
    contentSymbols, deviceSymbols, natureSymbols,
  ]

  /// The drawings by name.
  static let catalog: [String: SymbolArt] = tables.reduce(into: [:]) { all, table in
    all.merge(table) { first, _ in first }
  }

  /// The names Popshot can draw, in alphabetical order.
  public static let known: [String] = catalog.keys.sorted()
  /// Whether Popshot draws this name (its own drawing or an SVG in `POPSHOT_SYMBOLS`).
  public var isKnown: Bool {
    Symbol.catalog[name] != nil || SymbolFolder.current?.has(name) == true
  }

  /// The symbol's drawing: the team's SVG, Popshot's own, or the placeholder.
  var art: SymbolArt {
    SymbolFolder.current?.art(named: name) ?? Symbol.catalog[name] ?? .placeholder
  }

  /// The symbol's size at a font's point size (medium scale).
  public func size(pointSize: Double) -> Size {
    let art = art
    return Size(width: art.width * pointSize, height: art.height * pointSize)
  }
}
