import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// SVG symbol files (`POPSHOT_SYMBOLS`), read from a folder the test writes and removes. The
/// folder is handed to SymbolFolder directly: setting the process's environment while other
/// suites render in parallel would race with their reads of it.
@Suite struct SymbolFolderTests {
  /// A fresh folder holding `files` (name → SVG text), removed after `body`.
  func withFolder(_ files: [String: String], _ body: (String) throws -> Void) throws {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("popshot-symbols-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for (name, text) in files {
      try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/" + name + ".svg"))
    }
    try body(dir)
  }

  /// A diamond in a 24 × 24 viewBox, in relative commands.
  let diamond = """
    <?xml version="1.0"?>
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
      <!-- a diamond -->
      <path d="m12 2 10 10-10 10L2 12z"/>
    </svg>
    """

  @Test func pathDataReadsEveryCommand() throws {
    let path = try SVGPathData.parse(
      "M0 0H10V10h-5v-5L0 10l1-1C1 2 3 4 5 5S8 8 9 9Q10 10 11 11T13 13A2 2 0 0 1 17 13a2 2 0 1 0 4 0Z"
    )
    let b = path.controlBounds
    #expect(b.minX == 0 && b.minY <= 0 && b.maxX == 21)
    // Compact numbers and flags: "1.5.5" is 1.5 then 0.5; "011" is two flags and a 1.
    let compact = try SVGPathData.parse("M1.5.5L3-2a1 1 0 011 1")
    #expect(compact.controlBounds.minX == 1.5)
    #expect(throws: SVGPathData.Failure.self) { try SVGPathData.parse("M0 0 K4 4") }
    #expect(throws: SVGPathData.Failure.self) { try SVGPathData.parse("M0") }
  }

  /// A half-circle arc from (0, 0) to (4, 0) of radius 2 bulges 2 below the chord (sweep 1).
  @Test func arcsFollowTheirCircle() throws {
    let path = try SVGPathData.parse("M0 0A2 2 0 0 1 4 0")
    var lowest = 0.0
    for poly in path.polygons(tolerance: 0.001) {
      for p in poly { lowest = min(lowest, p.y) }
    }
    #expect(abs(lowest - -2) < 0.01)
  }

  @Test func aFileInTheFolderIsDrawnInsteadOfPopshotsOwn() throws {
    try withFolder(["popshot.test.diamond": diamond, "heart": diamond]) { dir in
      let folder = SymbolFolder.named(dir)
      #expect(folder.has("popshot.test.diamond"))
      let art = try #require(folder.art(named: "popshot.test.diamond"))
      // A name Popshot does not draw gets a 1.2 em box at the viewBox's aspect.
      #expect(art.width == 1.2 && art.height == 1.2)
      let frame = Rect(x: 0, y: 0, width: 24, height: 24)
      let items = art.drawing(
        SymbolPen(frame: frame, stem: 1, weightScale: 1, primary: .solid(.black)))
      #expect(items.count == 1)
      #expect(items[0].bounds == Rect(x: 2, y: 2, width: 20, height: 20))
      // A name Popshot draws keeps its own box height.
      let heart = try #require(folder.art(named: "heart"))
      #expect(heart.height == Symbol.catalog["heart"]!.height)
      #expect(folder.art(named: "star") == nil)
    }
  }

  @Test func aBadFileIsAnErrorNamingItAndPopshotsDrawingStays() throws {
    try withFolder([
      "broken": "<svg viewBox=\"0 0 10 10\"><path d=\"M0 0 Q\"/></svg>", "empty": "<svg/>",
    ]) { dir in
      let file = dir + "/broken.svg"
      do {
        _ = try SymbolFolder.load(file: file, name: "broken")
        Issue.record("a bad path was accepted")
      } catch let error as SymbolFileError {
        #expect(error.file == file)
        #expect(error.description.hasPrefix("symbol file \(file): "))
      }
      #expect(throws: SymbolFileError.self) {
        try SymbolFolder.load(file: dir + "/empty.svg", name: "empty")
      }
      #expect(SymbolFolder.named(dir).art(named: "broken") == nil)
    }
  }

  /// An SF Symbols template: only the Regular-M group is drawn, sized by its guides.
  @Test func templateExportsDrawTheirRegularMediumGlyph() throws {
    let template = """
      <svg viewBox="0 0 3300 2200">
        <g id="Guides">
          <line id="Baseline-M" x1="0" y1="700" x2="3300" y2="700"/>
          <line id="Capline-M" x1="0" y1="629.5" x2="3300" y2="629.5"/>
          <path d="M0 0h3300v1H0z"/>
        </g>
        <g id="Symbols">
          <g id="Black-S" transform="matrix(1 0 0 1 100 0)"><path d="M0 0h500v500H0z"/></g>
          <g id="Regular-M" transform="translate(1000 600)"><path d="M0 0h100v50H0z"/></g>
        </g>
      </svg>
      """
    try withFolder(["popshot.test.box": template]) { dir in
      let art = try #require(SymbolFolder.named(dir).art(named: "popshot.test.box"))
      // Cap height 70.5 units is 0.705 em, so 100 em-units; the glyph is 100 × 50 units.
      #expect(abs(art.width - 1) < 1e-9 && abs(art.height - 0.5) < 1e-9)
    }
  }
}
