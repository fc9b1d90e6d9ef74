// Letters and numbers in a circle or a rounded square (`a.circle`, `1.square.fill`,
// `42.circle`, `07.square`): SF Symbols' enclosed characters, a–z, 0–50 and 00–09. The enclosure
// is Popshot's `circle` or `square`; the character is the system face's semibold outline
// (Inter), a digit 0.48 of the enclosure tall, a pair of characters narrowed to 0.7 of it. A
// `.fill` form knocks the character out of the solid shape. The character keeps its weight
// whatever the font's; the enclosure's stroke follows it, as every symbol's does.
import PopshotGraphics
import PopshotText

extension Symbol {
  /// The characters SF Symbols encloses.
  static let enclosedCharacters: [String] =
    "abcdefghijklmnopqrstuvwxyz".map(String.init) + (0...50).map(String.init)
    + (0...9).map { "0\($0)" }

  static let characterSymbols: [String: SymbolArt] = {
    guard let face = try? FontCatalog.shared.system(weight: .semibold, size: 17),
      let zero = face.outline(of: "0")?.controlBounds, zero.height > 0
    else { return [:] }
    var table: [String: SymbolArt] = [:]
    for characters in enclosedCharacters {
      guard let outline = face.outline(of: characters) else { continue }
      let box = outline.controlBounds
      for (shape, side) in [("circle", 1.2), ("square", 1.1)] {
        // Font units (y up, baseline 0) onto the enclosure: the digits' box centred.
        var k = 0.48 * side / zero.height
        k = min(k, 0.7 * side / box.width)
        let t = Transform(
          a: k, b: 0, c: 0, d: -k, tx: side / 2 - box.midX * k,
          ty: side / 2 + zero.height / 2 * k)
        let glyph = outline.applying(t)
        let enclosure =
          shape == "circle"
          ? Path.circle(center: pt(0.6, 0.6), radius: 0.6) : rrect(0, 0, 1.1, 1.1, 0.22)
        table["\(characters).\(shape)"] = .drawn(side, side) { _ in
          [.stroke(enclosure, secondary: true), .fill(glyph)]
        }
        table["\(characters).\(shape).fill"] = .drawn(side, side) { _ in
          [.solid(enclosure, holes: glyph, layered: true)]
        }
      }
    }
    return table
  }()
}
