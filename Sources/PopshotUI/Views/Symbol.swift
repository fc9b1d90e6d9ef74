// SF Symbols stand-ins: Popshot's own vector drawings of the symbols apps use, sized by the font
// like symbols are (the glyph box is a multiple of the point size; SF's medium scale). They are
// drawn to read as the same symbol at a glance, not to match Apple's artwork. Each group of
// symbols is a table in its own file under Views/Symbols/; `Symbol.tables` lists them.
import PopshotGraphics

/// A named symbol and how to draw it.
public struct Symbol: Hashable, Sendable {
  public let name: String
  public init(name: String) { self.name = name }

  /// Every table of drawn symbols, by group.
  static let tables: [[String: SymbolArt]] = [seedSymbols, controlSymbols]

  /// The drawings by name.
  static let catalog: [String: SymbolArt] = tables.reduce(into: [:]) { all, table in
    all.merge(table) { first, _ in first }
  }

  /// The names Popshot can draw, in alphabetical order.
  public static let known: [String] = catalog.keys.sorted()
  public var isKnown: Bool { Symbol.catalog[name] != nil }

  /// The symbol's drawing: Popshot's own, or the placeholder.
  var art: SymbolArt { Symbol.catalog[name] ?? .placeholder }

  /// The symbol's size at a font's point size.
  public func size(pointSize: Double) -> Size {
    let art = art
    return Size(width: art.width * pointSize, height: art.height * pointSize)
  }
}

/// How a symbol is drawn: its glyph box in ems (multiples of the point size) and its drawing in
/// the unit square, mapped onto the frame by `t`.
struct SymbolArt: Sendable {
  let width: Double, height: Double
  /// The display items, given the unit square's transform, the frame's smaller side (for stroke
  /// widths) and the paint.
  let draw: @Sendable (_ t: Transform, _ side: Double, _ paint: Paint) -> [DisplayItem]

  /// A filled outline.
  static func filled(
    _ width: Double, _ height: Double, rule: FillRule = .evenOdd, _ path: Path
  ) -> SymbolArt {
    SymbolArt(width: width, height: height) { t, _, paint in [.fill(path.applying(t), paint, rule)]
    }
  }

  /// Lines stroked with a width that is a fraction of the frame's smaller side.
  static func stroked(
    _ width: Double, _ height: Double, lineWidth: Double, join: LineJoin = .round, _ path: Path
  ) -> SymbolArt {
    SymbolArt(width: width, height: height) { t, side, paint in
      [
        .stroke(
          path.applying(t), StrokeStyle(width: lineWidth * side, cap: .round, join: join), paint)
      ]
    }
  }

  /// The drawing operations of the symbol stretched over `frame`.
  func drawing(in frame: Rect, paint: Paint) -> [DisplayItem] {
    let t = Transform(a: frame.width, b: 0, c: 0, d: frame.height, tx: frame.minX, ty: frame.minY)
    return draw(t, min(frame.width, frame.height), paint)
  }

  /// What a name Popshot does not draw shows: a rounded square outline of the symbol's size.
  static let placeholder = SymbolArt(width: 1, height: 1) { t, side, paint in
    let outline = Path.roundedRect(
      Rect(x: 0.08, y: 0.08, width: 0.84, height: 0.84), cornerRadius: 0.15)
    return [.stroke(outline.applying(t), StrokeStyle(width: 0.08 * side), paint)]
  }
}
