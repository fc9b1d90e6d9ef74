import Foundation
import PopshotGraphics
import PopshotText
import Testing

@testable import PopshotUI

/// The 1,000 most used SF Symbol names (docs/symbols.md) draw a glyph, never the placeholder;
/// names without a drawing of Popshot's own draw their Material Design Icons glyph, sized and
/// weighted as worked out from the icon grid (MaterialSymbols.swift).
@Suite struct MaterialSymbolsTests {
  /// The ranked names of docs/symbols.md's table: its rows "| rank | `name` | …".
  static let censusNames: [String] = {
    let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../../docs/symbols.md").standardized
    let text = (try? String(contentsOf: doc, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count > 2, Int(cells[0]) != nil, cells[1].hasPrefix("`") else { return nil }
      return cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
    }
  }()

  func render(_ view: some View, _ size: Size = Size(width: 60, height: 60)) throws
    -> LayoutResult
  {
    try LayoutEngine.render(view, size: size)
  }

  /// How many pixels a view inks at 2×.
  func inked(_ view: some View) throws -> Int {
    let size = Size(width: 60, height: 60)
    let pixmap = try Painter(scale: 2).render(try render(view, size).displayList, size: size)
    let rgba = pixmap.straightRGBA()
    return stride(from: 3, to: rgba.count, by: 4).filter { rgba[$0] > 0 }.count
  }

  @Test func theCensusListsAThousandNames() {
    #expect(Self.censusNames.count == 1000)
    #expect(Set(Self.censusNames).count == 1000)
  }

  /// Each of the 1,000 names draws a known glyph: no placeholder trait, pixels inked.
  @Test func everyCensusNameDrawsAGlyph() throws {
    for name in Self.censusNames {
      #expect(Symbol(name: name).isKnown, "\(name)")
      let view = Image(systemName: name).font(.system(size: 24))
      let element = try render(view).semantics.elements.first { $0.role == .image }
      #expect(element?.traits?.contains(.isPlaceholder) != true, "\(name)")
      #expect(try inked(view) > 30, "\(name) draws almost nothing")
    }
  }

  /// The names beyond the census that reference views use draw their icon (MDI's, or Popshot's
  /// `sportscourt`), not the placeholder, and are none of the census's.
  @Test func namesBeyondTheCensusDrawAGlyph() throws {
    let material = MaterialSymbols.face != nil ? Array(MaterialSymbols.beyondCensus.keys) : []
    for name in material + ["sportscourt"] {
      #expect(!Self.censusNames.contains(name), "\(name)")
      let view = Image(systemName: name).font(.system(size: 24))
      let element = try render(view).semantics.elements.first { $0.role == .image }
      #expect(element?.traits?.contains(.isPlaceholder) != true, "\(name)")
      #expect(try inked(view) > 30, "\(name) draws almost nothing")
    }
    // The court's box is its ink, 28.67 × 19.67 pt at 17 pt, as iOS 26 inks it.
    let court = try render(Image(systemName: "sportscourt").font(.system(size: 17)))
    let frame = try #require(court.semantics.elements.first { $0.role == .image }).frame
    #expect(abs(frame.width - 28.67) < 1e-9 && abs(frame.height - 19.67) < 1e-9)
  }

  /// `cpu`, `film`, `heart.text.square` and `chart.line.uptrend.xyaxis` are outlines of
  /// Popshot's own, as large as iOS 26 inks them at 17 pt (Pulse's topic list): 21 × 21, 25.33 ×
  /// 19.67, 19.67 × 19.67 and 23 × 19.67 pt, where MDI's filled chip, filmstrip and heart box
  /// inked 18, 16 and 15.33 pt across and its chart line had no arrowhead; Popshot's `globe`
  /// inks 21.67 pt across there, not its drawing's 20.33.
  @Test func outlinesOfTheTopicListAreAsLargeAsIOSInksThem() throws {
    for (name, width, height) in [
      ("cpu", 21.0, 21.0), ("film", 25.33, 19.67), ("heart.text.square", 19.67, 19.67),
      ("chart.line.uptrend.xyaxis", 23, 19.67), ("globe", 21.67, 21.67),
    ] {
      #expect(Symbol.tables.contains { $0[name] != nil }, "\(name)")
      let view = Image(systemName: name).font(.system(size: 17))
      let frame = try #require(try render(view).semantics.elements.first { $0.role == .image })
        .frame
      #expect(abs(frame.width - width) < 1e-9 && abs(frame.height - height) < 1e-9, "\(name)")
      #expect(try inked(view) > 30, "\(name) draws almost nothing")
    }
  }

  /// Every table row is a name of the census that Popshot does not draw itself, and its
  /// codepoint is the icon's in the installed font.
  @Test func theTableHoldsOnlyCensusNamesWithoutADrawing() throws {
    let census = Set(Self.censusNames)
    let face = try FontCatalog.shared.materialIcons()
    let drawn = Self.censusNames.filter { name in Symbol.tables.contains { $0[name] != nil } }
    #expect(MaterialSymbolTable.rows.count + drawn.count == 1000)
    for row in MaterialSymbolTable.rows {
      #expect(census.contains(row.sf), "\(row.sf)")
      let own = Symbol.tables.contains { $0[row.sf] != nil }
      #expect(!own, "\(row.sf) has a drawing of its own")
      #expect(face.glyph(for: Unicode.Scalar(row.codepoint)!) != nil, "\(row.sf)")
      #expect(["exact", "close", "loose"].contains(row.quality), "\(row.sf)")
    }
  }

  /// `circle.circle` is MDI's `radiobox-marked`, a ring 20 grid units across (2 to 22 of the
  /// 24-unit, 512-unit em): at 0.06 em a grid unit and thinned at regular weight from the icons'
  /// 2-unit stroke (0.12 em) to SF's 0.089 em by 11 font units, it is
  /// (20 × 512 / 24 − 11) font units × 1.44 / 512 em a unit.
  @Test func aGlyphIsSizedFromTheIconGrid() throws {
    let thinning = MaterialSymbols.embolden(weightScale: 1)
    #expect(thinning == -11)  // (0.089 − 0.12) em / (1.44 / 512) em = −11.02 units
    let em = (20 * 512 / 24 - 11) * 1.44 / 512
    let size = LayoutEngine.size(
      of: Image(systemName: "circle.circle"), proposal: ProposedSize(width: 100, height: 100))
    #expect(abs(size.width - em * 17) < 0.02)
    #expect(abs(size.height - em * 17) < 0.02)
  }

  /// Weights change the ink, not the box: bold inks more than regular, ultralight less.
  @Test func weightsThickenAndThinTheGlyph() throws {
    func glyph(_ w: Font.Weight) -> some View {
      Image(systemName: "circle.circle").font(.system(size: 24, weight: w))
    }
    let proposal = ProposedSize(width: 100, height: 100)
    #expect(
      LayoutEngine.size(of: glyph(.bold), proposal: proposal)
        == LayoutEngine.size(of: glyph(.regular), proposal: proposal))
    let light = try inked(glyph(.ultraLight))
    let regular = try inked(glyph(.regular))
    let bold = try inked(glyph(.black))
    #expect(light < regular && regular < bold)
  }

  /// An enclosed number is Popshot's circle with the digit's outline: the filled form knocks the
  /// digit out, so it inks less than the solid circle, and `42` is narrowed to fit.
  @Test func enclosedCharactersAreDrawn() throws {
    #expect(Symbol.characterSymbols.count == (26 + 51 + 10) * 4)
    for name in ["1.circle", "42.circle.fill", "a.square", "07.square.fill", "z.circle"] {
      #expect(Symbol(name: name).isKnown, "\(name)")
    }
    let solid = try inked(Image(systemName: "circle.fill").font(.system(size: 24)))
    let one = try inked(Image(systemName: "1.circle.fill").font(.system(size: 24)))
    #expect(one < solid)
    #expect(!Symbol(name: "51.circle").isKnown)
  }

  /// `.symbolVariant(.fill)` finds the filled name's glyph, a different one from the outline.
  @Test func variantsReachTheirOwnGlyphs() throws {
    guard MaterialSymbols.art(named: "bookmark") != nil,
      MaterialSymbols.art(named: "bookmark.fill") != nil
    else { return }
    let filled = try render(Image(systemName: "bookmark").symbolVariant(.fill)).displayList
    #expect(filled == (try render(Image(systemName: "bookmark.fill")).displayList))
    #expect(filled != (try render(Image(systemName: "bookmark")).displayList))
  }

  /// `person.fill.badge.plus` at 48.2 pt, as iOS 18 draws it (SpeziViews' ListHeader,
  /// docs/platform.md "Symbols"): ink 52.67 × 52 pt, its person (40.33 pt wide) centred across a
  /// frame 52.87 pt tall whose top is 3.77 pt above the ink's; the badge's disc 24.33 pt across
  /// centred at (40.5, 39.5) pt from the ink's top left. Multicolor paints the disc systemGreen
  /// (#34C759) and its plus white; monochrome knocks the plus out.
  @Test func personBadgePlusIsDrawnAsOnIOS() throws {
    guard MaterialSymbols.face != nil else { return }
    func draw(_ mode: SymbolRenderingMode?) throws -> (Pixmap, Rect) {
      let size = Size(width: 80, height: 80)
      var env = EnvironmentValues()
      env.displayScale = 3
      let view = Image(systemName: "person.fill.badge.plus").font(.system(size: 48.2))
        .foregroundStyle(Color(red: 0, green: 0, blue: 1)).symbolRenderingMode(mode)
        .frame(width: 80, height: 80)
      let res = try LayoutEngine.render(view, size: size, environment: env)
      let frame = try #require(res.semantics.elements.first { $0.role == .image }).frame
      return (try Painter(scale: 3).render(res.displayList, size: size), frame)
    }
    let (mono, frame) = try draw(nil)
    #expect(abs(frame.height - 52.87) < 1e-9)
    var (x0, y0, x1, y1) = (Int.max, Int.max, -1, -1)
    for y in 0..<mono.height {
      for x in 0..<mono.width where mono[x, y].a > 127 {
        (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x + 1), max(y1, y + 1))
      }
    }
    let inkWidth = Double(x1 - x0) / 3
    let inkHeight = Double(y1 - y0) / 3
    #expect(abs(inkWidth - 52.67) <= 0.34, "ink \(inkWidth) wide")
    #expect(abs(inkHeight - 52) <= 0.34, "ink \(inkHeight) tall")
    #expect(abs(Double(x0) / 3 - (frame.midX - 40.33 / 2)) <= 0.34, "ink's left \(x0)")
    #expect(abs(Double(y0) / 3 - (frame.minY + 3.77)) <= 0.34, "ink's top \(y0)")
    // The disc's centre is the plus's crossing; a point on the disc between the plus's arms.
    let cx = Double(x0) / 3 + 40.5
    let cy = Double(y0) / 3 + 39.5
    let centre = (Int(cx * 3), Int(cy * 3))
    let onDisc = (Int((cx + 8) * 3), Int((cy + 8) * 3))
    #expect(mono[centre.0, centre.1].a == 0)
    #expect(mono[onDisc.0, onDisc.1] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    let (multi, _) = try draw(.multicolor)
    #expect(multi[onDisc.0, onDisc.1] == PremultipliedColor(r: 0x34, g: 0xC7, b: 0x59, a: 255))
    #expect(multi[centre.0, centre.1] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    // The person keeps the foreground style in both: its head's centre, 20 pt in, 10 pt down.
    let head = (Int((Double(x0) / 3 + 20) * 3), Int((Double(y0) / 3 + 10) * 3))
    #expect(multi[head.0, head.1] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
  }

  /// With POPSHOT_SYMBOL_SHEET set to a PNG path, writes every census name in a grid, for review.
  @Test func writesTheReviewSheetWhenAsked() throws {
    guard let path = ProcessInfo.processInfo.environment["POPSHOT_SYMBOL_SHEET"] else { return }
    let names = Self.censusNames
    let columns = 25
    let cell = 30.0
    let rows = (names.count + columns - 1) / columns
    let size = Size(width: Double(columns) * cell, height: Double(rows) * cell)
    let grid = VStack(spacing: 0) {
      ForEach(0..<rows, id: \.self) { r in
        HStack(spacing: 0) {
          ForEach(0..<columns, id: \.self) { c in
            let i = r * columns + c
            Group {
              if i < names.count {
                Image(systemName: names[i]).font(.system(size: 17))
                  .foregroundStyle(MaterialSymbols.codepoints[names[i]] == nil ? .black : .blue)
              } else {
                Color.clear
              }
            }.frame(width: cell, height: cell)
          }
        }
      }
    }.background(Color.white)
    let pixmap = try Painter(scale: 2).render(try render(grid, size).displayList, size: size)
    try PNGCodec.write(pixmap, to: path)
  }
}
