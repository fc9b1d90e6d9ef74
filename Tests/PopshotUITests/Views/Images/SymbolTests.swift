import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// Popshot's symbol tables, sizing, weight, scales, variants, rendering modes, placeholders and
/// the SVG folder. Expected values come from the glyph boxes and rules in docs/platform.md
/// ("Symbols"), worked out by hand.
@Suite struct SymbolTests {
  func size(_ view: some View) -> Size {
    LayoutEngine.size(of: view, proposal: ProposedSize(width: 300, height: 300))
  }
  func render(_ view: some View) throws -> LayoutResult {
    try LayoutEngine.render(view, size: Size(width: 200, height: 200))
  }
  func near(_ a: Size, _ b: Size) -> Bool {
    abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
  }
  /// The widths of the strokes a view draws.
  func strokeWidths(_ view: some View) throws -> [Double] {
    try render(view).displayList.items.compactMap {
      if case .stroke(_, let style, _) = $0 { return style.width }
      return nil
    }
  }
  /// How many pixels a drawing inks in a 40 × 40 pt frame at 2×.
  func inked(_ items: [DisplayItem]) throws -> Int {
    let pixmap = try Painter(scale: 2).render(DisplayList(items), size: Size(width: 40, height: 40))
    let rgba = pixmap.straightRGBA()
    return stride(from: 3, to: rgba.count, by: 4).filter { rgba[$0] > 0 }.count
  }
  func pen(_ frame: Rect) -> SymbolPen {
    SymbolPen(
      frame: frame, stem: 0.089 * 34, weightScale: 1, primary: .solid(.black))
  }

  @Test func tablesHoldAHundredNames() {
    #expect(Symbol.known.count >= 100)
  }

  /// A name in two tables would hide one drawing behind the other.
  @Test func noNameIsInTwoTables() {
    let total = Symbol.tables.map(\.count).reduce(0, +)
    #expect(total == Set(Symbol.tables.flatMap(\.keys)).count)
  }

  /// Every name draws, inks pixels, and draws something other than the placeholder.
  @Test func everyTableNameDrawsItsOwnDrawing() throws {
    let placeholder = SymbolArt.placeholder
    for name in Symbol.known {
      let art = Symbol(name: name).art
      #expect(!art.isPlaceholder, "\(name)")
      let frame = Rect(x: 2, y: 2, width: art.width * 30, height: art.height * 30)
      let items = art.drawing(pen(frame))
      #expect(items != placeholder.drawing(pen(frame)), "\(name)")
      #expect(try inked(items) > 100, "\(name) draws almost nothing")
    }
  }

  /// At body (17 pt) a symbol is its glyph box times 17 (`star.fill` and `square.and.arrow.up`:
  /// their frames as iOS 18 lays them out, 20.67 × 19.33 and 18 × 21.33 pt at 16 pt).
  @Test(
    arguments: [
      ("chevron.right", 0.56, 0.98), ("xmark", 17.33 / 17, 15.33 / 17), ("info.circle", 1.2, 1.2),
      ("plus.circle.fill", 1.2, 1.2), ("square.and.arrow.up", 18 / 16, 21.33 / 16),
      ("battery.100", 1.6, 0.75),
      ("star.fill", 20.67 / 16, 19.33 / 16), ("minus", 0.9, 0.9), ("envelope", 1.3, 0.95),
    ] as [(String, Double, Double)])
  func bodySizeFollowsTheBox(_ name: String, _ w: Double, _ h: Double) {
    #expect(near(size(Image(systemName: name)), Size(width: w * 17, height: h * 17)))
    #expect(
      near(size(Image(systemName: name).font(.largeTitle)), Size(width: w * 34, height: h * 34)))
  }

  /// iOS inks a circle-enclosed symbol 1 em across (`questionmark.circle` at 56 pt: 56 × 56)
  /// in a larger layout frame: at 56 pt the frame stays 1.2 em (67.2 pt) and the ring of
  /// `circle` (its centreline and half its stroke each side) inks 56 pt of it, centred. `photo`
  /// inks 0.89 of its box.
  @Test func measuredSymbolsInkAtIOSsSize() throws {
    let r = try LayoutEngine.render(
      Image(systemName: "circle").font(.system(size: 56)), size: Size(width: 200, height: 200))
    let frame = try #require(r.semantics.elements.first { $0.role == .image }).frame
    #expect(abs(frame.width - 1.2 * 56) < 1e-9 && abs(frame.height - 1.2 * 56) < 1e-9)
    let ink = r.displayList.items.compactMap { item -> Rect? in
      if case .stroke(let p, let style, _) = item {
        return p.controlBounds.insetBy(dx: -style.width / 2, dy: -style.width / 2)
      }
      return nil
    }.first
    let ring = try #require(ink)
    #expect(abs(ring.width - 56) < 0.01 && abs(ring.midX - frame.midX) < 1e-9)
    // A resizable symbol fills the frame it is given, as iOS stretches its glyph.
    let stretched = try LayoutEngine.render(
      Image(systemName: "circle").resizable().frame(width: 40, height: 40),
      size: Size(width: 40, height: 40))
    let filled = stretched.displayList.items.compactMap { item -> Rect? in
      if case .stroke(let p, let style, _) = item {
        return p.controlBounds.insetBy(dx: -style.width / 2, dy: -style.width / 2)
      }
      return nil
    }.first
    #expect(abs((filled?.width ?? 0) - 40) < 0.01)
    #expect(Symbol.measuredScale("photo") == 0.89)
    #expect(Symbol.measuredScale("star.fill") == 1)
  }

  /// `chevron.backward` with `.imageScale(.large)` at 17 pt (21.93 pt): iOS 17 inks it 10.33 ×
  /// 18.33 pt, its centre 1.67 pt left of the frame's (SPLYT's navigation bar); the frame keeps
  /// the drawing's 0.56 × 0.98 em. `chevron.forward` is the mirror, and `.left`/`.right` the same.
  @Test(arguments: [("chevron.backward", -1.0), ("chevron.left", -1), ("chevron.forward", 1)])
  func chevronsInkAsIOS(_ name: String, _ side: Double) throws {
    let r = try LayoutEngine.render(
      Image(systemName: name).imageScale(.large).font(.system(size: 17)),
      size: Size(width: 100, height: 100))
    let frame = try #require(r.semantics.elements.first { $0.role == .image }).frame
    let em = 17 * 1.29
    #expect(abs(frame.width - 0.56 * em) < 1e-9 && abs(frame.height - 0.98 * em) < 1e-9)
    let ink = try #require(
      r.displayList.items.compactMap { item -> Rect? in
        if case .stroke(let p, let style, _) = item {
          return p.controlBounds.insetBy(dx: -style.width / 2, dy: -style.width / 2)
        }
        return nil
      }.first)
    #expect(abs(ink.width - 10.33) < 0.01 && abs(ink.height - 18.33) < 0.01, "\(ink)")
    #expect(abs(ink.midX - frame.midX - side * 1.67) < 0.01 && abs(ink.midY - frame.midY) < 0.01)
  }

  /// `exclamationmark.triangle.fill` at 50 pt, as iOS 18 draws it (ModularHomeInventory's
  /// confirmation dialog, docs/platform.md "Symbols"): ink 51.33 × 46.33 pt, its centre 0.5 pt
  /// below that of a frame 54.2 pt tall (the dialog's title 20 pt below it and the triangle's
  /// ink then sit where iOS puts them). The ink is the pixels at least half covered at 3x,
  /// within a pixel of the recording's.
  @Test func warningTriangleInksAsIOS() throws {
    let size = Size(width: 100, height: 100)
    var env = EnvironmentValues()
    env.displayScale = 3
    let r = try LayoutEngine.render(
      Image(systemName: "exclamationmark.triangle.fill").font(.system(size: 50)), size: size,
      environment: env)
    let frame = try #require(r.semantics.elements.first { $0.role == .image }).frame
    #expect(abs(frame.height - 54.2) < 1e-9)
    let px = try Painter(scale: 3).render(r.displayList, size: size)
    var (x0, y0, x1, y1) = (Int.max, Int.max, -1, -1)
    for y in 0..<px.height {
      for x in 0..<px.width where px[x, y].a > 127 {
        (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x + 1), max(y1, y + 1))
      }
    }
    let (w, h) = (Double(x1 - x0) / 3, Double(y1 - y0) / 3)
    #expect(abs(w - 51.33) <= 0.67 && abs(h - 46.33) <= 0.67, "ink \(w) × \(h)")
    let below = Double(y0 + y1) / 6 - frame.midY
    #expect(abs(below - 0.5) <= 0.34, "the ink's centre \(below) pt below the frame's")
  }

  /// `house.fill` at 80 pt: iOS's frame is 93.4 pt tall and its ink 93.33 × 82, centred (its
  /// About-screen recording). The walls' outline reaches the drawing's bottom and the roof's
  /// stroke its top, so the ink spans 41 pt either side of the frame's centre; the frame keeps
  /// the 1.25 em width (100 pt).
  @Test func houseHasItsMeasuredFrameAndInk() throws {
    let r = try LayoutEngine.render(
      Image(systemName: "house.fill").font(.system(size: 80)), size: Size(width: 200, height: 200))
    let frame = try #require(r.semantics.elements.first { $0.role == .image }).frame
    #expect(abs(frame.height - 93.4) < 1e-9 && abs(frame.width - 100) < 1e-9)
    // The ink: filled outlines, and strokes with half their width each side.
    let ink = r.displayList.items.compactMap { item -> Rect? in
      switch item {
      case .fill(let p, _, _): return p.controlBounds
      case .stroke(let p, let style, _):
        return p.controlBounds.insetBy(dx: -style.width / 2, dy: -style.width / 2)
      default: return nil
      }
    }
    let bottom = try #require(ink.map(\.maxY).max())
    let top = try #require(ink.map(\.minY).min())
    #expect(abs(bottom - (frame.midY + 41)) < 1e-6)
    #expect(abs(top - (frame.midY - 41)) < 1e-6)
  }

  /// `house.fill` at 80 pt has iOS's parts where its recording has them (ModularHomeInventory's
  /// About screen, iOS 18; points from the ink's top left, 93.33 × 82 centred in the frame): a
  /// door cut out of the walls (x 36–57.33, y 49.3–75.7), the wall below the door, a chimney at
  /// x 72–82 from y 9.4, and a gap between the roof's stroke and the gable (at x 46.67 the roof
  /// inks y 0–6.4 and the gable starts at 14.2). Pixels at 3x, sampled at the middle of each.
  @Test func housePartsSitWhereIOSDrawsThem() throws {
    let size = Size(width: 200, height: 200)
    var env = EnvironmentValues()
    env.displayScale = 3
    let r = try LayoutEngine.render(
      Image(systemName: "house.fill").font(.system(size: 80)), size: size, environment: env)
    let frame = try #require(r.semantics.elements.first { $0.role == .image }).frame
    let px = try Painter(scale: 3).render(r.displayList, size: size)
    let (left, top) = (frame.midX - 93.33 / 2, frame.midY - 41)
    func inked(_ x: Double, _ y: Double) -> Bool {
      px[Int(((left + x) * 3).rounded(.down)), Int(((top + y) * 3).rounded(.down))].a > 127
    }
    #expect(!inked(46.67, 62), "the door is cut out")
    #expect(inked(46.67, 79), "the wall under the door")
    #expect(inked(30, 62) && inked(70, 62), "the walls beside the door")
    #expect(inked(77, 13), "the chimney")
    #expect(!inked(77, 6), "above the chimney")
    #expect(inked(46.67, 3), "the roof's stroke")
    #expect(!inked(46.67, 10), "the gap under the roof")
    #expect(inked(46.67, 20), "the gable")
  }

  /// `square.and.pencil` at 17 pt in the large scale, as a toolbar draws it, inks 21 × 21 pt as
  /// on iOS 18 (ModularHomeInventory's item detail), the pencil leaving the square at its top
  /// right: its strokes with half their width each side span the ink.
  @Test func squareAndPencilInksAsIOS() throws {
    let r = try LayoutEngine.render(
      Image(systemName: "square.and.pencil").font(.system(size: 17)).imageScale(.large),
      size: Size(width: 100, height: 100))
    let ink = r.displayList.items.compactMap { item -> Rect? in
      guard case .stroke(let p, let style, _) = item else { return nil }
      return p.controlBounds.insetBy(dx: -style.width / 2, dy: -style.width / 2)
    }
    #expect(ink.count == 2)
    let (x0, x1) = (ink.map(\.minX).min()!, ink.map(\.maxX).max()!)
    let (y0, y1) = (ink.map(\.minY).min()!, ink.map(\.maxY).max()!)
    #expect(abs(x1 - x0 - 21) < 0.01 && abs(y1 - y0 - 21) < 0.01, "\(x1 - x0) × \(y1 - y0)")
    // The pencil (the second stroke) reaches the ink's top right corner.
    #expect(abs(ink[1].maxX - x1) < 1e-9 && abs(ink[1].minY - y0) < 1e-9)
  }

  /// `creditcard` at 17 pt inks 25 × 18 pt as on iOS 17 (FinancialControl's expense row): its
  /// outline stroked inside that box, the stripe and the chip filled; `.fill` cuts them out of
  /// a solid card (pixels at 3x: the stripe's middle is clear, the card around it inked).
  @Test func creditCardInksAsIOS() throws {
    func render(_ name: String) throws -> (LayoutResult, Rect) {
      var env = EnvironmentValues()
      env.displayScale = 3
      let r = try LayoutEngine.render(
        Image(systemName: name).font(.system(size: 17)), size: Size(width: 40, height: 30),
        environment: env)
      return (r, try #require(r.semantics.elements.first { $0.role == .image }).frame)
    }
    let (plain, frame) = try render("creditcard")
    #expect(abs(frame.width - 25) < 1e-9 && abs(frame.height - 18) < 1e-9)
    let outline = plain.displayList.items.compactMap { item -> Rect? in
      guard case .stroke(let p, let style, _) = item else { return nil }
      return p.controlBounds.insetBy(dx: -style.width / 2, dy: -style.width / 2)
    }
    #expect(outline.count == 1)
    #expect(abs(outline[0].width - 25) < 1e-9 && abs(outline[0].height - 18) < 1e-9)
    let (filled, f) = try render("creditcard.fill")
    let px = try Painter(scale: 3).render(filled.displayList, size: Size(width: 40, height: 30))
    func inked(_ x: Double, _ y: Double) -> Bool {
      px[Int(((f.minX + x) * 3).rounded(.down)), Int(((f.minY + y) * 3).rounded(.down))].a > 127
    }
    #expect(!inked(12.5, 5.1), "the stripe is cut out")
    #expect(inked(12.5, 2.5) && inked(12.5, 9), "the card above and below it")
    #expect(!inked(6, 12.3) && inked(12, 12.3), "the chip is cut out")
  }

  /// ModularHomeInventory's item detail on iOS 18, at 16 pt (body at Dynamic Type Medium): each
  /// symbol's frame (from where the text after it starts, and from the height of the card it
  /// makes) and its ink, in points, with the ink's left edge inside the frame; `star` and
  /// `square.and.arrow.up` from its About screen's buttons (their heights and titles),
  /// `checkmark` from its filter sheet (its ink 2 pt before the row's edge). Pixels at 3x: ink
  /// within a pixel of the recording's.
  @Test(
    arguments: [
      ("tv", 23.67, nil, 19.67, 15.67, 2.0), ("calendar", 20.0, 16.63, 15.67, 14.33, 2.0),
      ("location", 18.67, 17.63, 15.0, 15.0, 1.33), ("star.fill", 20.67, 19.33, 17.67, 16.67, 1.5),
      ("star", 20.67, 19.33, 17.67, 16.67, 1.5),
      ("star.leadinghalf.filled", 20.67, 19.33, 17.67, 16.67, 1.5),
      ("square.and.arrow.up", 18.0, 21.33, 14.0, 17.67, 2.0),
      ("checkmark", 17.67, nil, 13.67, 13.33, 2.0),
      ("xmark", 17.33 * 16 / 17, nil, 12.55, 12.55, 1.88),
    ] as [(String, Double, Double?, Double, Double, Double)])
  func measuredSymbolsHaveIOSsFramesAndInk(
    _ name: String, _ width: Double, _ height: Double?, _ inkWidth: Double, _ inkHeight: Double,
    _ bearing: Double
  ) throws {
    let (r, _, ink) = try inkedSymbol(name, size: 16, canvas: Size(width: 40, height: 30))
    let frame = try #require(r.semantics.elements.first { $0.role == .image }).frame
    #expect(abs(frame.width - width) < 0.01, "\(frame.width)")
    if let height { #expect(abs(frame.height - height) < 0.01, "\(frame.height)") }
    #expect(abs(Double(ink.width) / 3 - inkWidth) < 1, "\(Double(ink.width) / 3)")
    #expect(abs(Double(ink.height) / 3 - inkHeight) < 1, "\(Double(ink.height) / 3)")
    #expect(abs(Double(ink.x0) / 3 - frame.minX - bearing) < 0.67, "\(Double(ink.x0) / 3)")
  }

  /// `star.leadinghalf.filled` is the outline star with its leading half solid (tv-maniac's
  /// rating sheet, iOS 26.5): inside the star, a point left of its axis is inked and its mirror
  /// right of the axis is not; right to left, the other half is solid. Pixels at 3x, at 16 pt:
  /// the ink 17.67 × 16.67 pt, so its centre is (8.83, 8.33) from the top left and the points
  /// 2.5 pt either side of the axis, 1 pt below the centre, lie inside the star's body.
  @Test func starLeadingHalfFilledFillsTheHalfTextStartsFrom() throws {
    let (ink, inked) = try inkFromTopLeft("star.leadinghalf.filled")
    #expect(abs(ink.width - 17.67) < 1 && abs(ink.height - 16.67) < 1)
    #expect(inked(ink.width / 2 - 2.5, 9.33), "the leading half is solid")
    #expect(!inked(ink.width / 2 + 2.5, 9.33), "the trailing half is hollow")
    let (r, px, _) = try inkedView(
      Image(systemName: "star.leadinghalf.filled").font(.system(size: 16)),
      canvas: Size(width: 40, height: 30), rightToLeft: true)
    let frame = try #require(r.semantics.elements.first { $0.role == .image }).frame
    let y = Int(((frame.midY + 1) * 3).rounded(.down))
    #expect(px[Int(((frame.midX + 2.5) * 3).rounded(.down)), y].a > 127, "right to left: right")
    #expect(px[Int(((frame.midX - 2.5) * 3).rounded(.down)), y].a <= 127)
  }

  /// `bell.badge.fill` at 43.68 pt (tv-maniac's iOS 26.5 notification sheet, 45 pt relative to
  /// `.largeTitle` at Medium): 40.67 × 45.33 pt of ink, bell and badge, in a frame 54.1 pt tall
  /// whose centre is 1.5 pt above the ink's. Pixels at 3x: within two (the recording's ink
  /// counts the edge's faint pixels, these the ones more than half inked).
  @Test func bellBadgeFillInksAsIOS() throws {
    let (r, _, ink) = try inkedSymbol(
      "bell.badge.fill", size: 43.68, canvas: Size(width: 80, height: 80))
    let frame = try #require(r.semantics.elements.first { $0.role == .image }).frame
    #expect(abs(frame.height - 54.1) < 0.01, "\(frame.height)")
    #expect(abs(Double(ink.width) / 3 - 40.67) < 0.7, "\(Double(ink.width) / 3)")
    #expect(abs(Double(ink.height) / 3 - 45.33) < 0.7, "\(Double(ink.height) / 3)")
    let inkMid = Double(ink.y0 + ink.y1) / 6
    #expect(abs(inkMid - frame.midY - 1.5) < 0.67, "\(inkMid - frame.midY)")
  }

  /// `newspaper`, resizable and fitted to 60 pt, is iOS 17's glyph (DanijelHuis/ArchitectureDemo's
  /// RSS channel list at 2x: 59.5 × 56.5 pt of ink): a back page down the leading side from 21
  /// pt below the top (inked 1 pt in at 40 pt down, clear at 10), a filled picture centred
  /// (28, 37) from the ink's top left, the space between the two rules above it clear at (35,
  /// 18.75), and the front page's trailing stroke 1.5 pt inside the ink's right edge.
  @Test func newspaperIsAPageWithABackPageAndAPicture() throws {
    let view = Image(systemName: "newspaper").resizable().aspectRatio(contentMode: .fit)
      .frame(maxWidth: 60, maxHeight: 60)
    let (_, px, ink) = try inkedView(view, canvas: Size(width: 80, height: 80))
    #expect(abs(Double(ink.width) / 3 - 59.5) < 1, "\(Double(ink.width) / 3)")
    #expect(abs(Double(ink.height) / 3 - 56.5) < 1, "\(Double(ink.height) / 3)")
    func inked(_ x: Double, _ y: Double) -> Bool {
      px[ink.x0 + Int((x * 3).rounded(.down)), ink.y0 + Int((y * 3).rounded(.down))].a > 127
    }
    #expect(inked(1, 40) && !inked(1, 10), "the back page, below 21 pt only")
    #expect(inked(28, 37), "the picture")
    #expect(!inked(35, 18.75), "between the rules")
    #expect(inked(Double(ink.width) / 3 - 1.5, 28), "the front page's trailing stroke")
  }

  /// `icloud.and.arrow.up` at 16 pt is iOS 18's outline (ModularHomeInventory's data settings):
  /// 25 × 21.67 pt of ink, a hollow cloud whose flat base is open round an arrow whose shaft
  /// runs below it to the ink's bottom. Pixels at 3x, from the ink's top left.
  @Test func icloudAndArrowUpIsAnOutlinedCloudOverAnArrow() throws {
    let (ink, inked) = try inkFromTopLeft("icloud.and.arrow.up")
    #expect(abs(ink.width - 25) < 1 && abs(ink.height - 21.67) < 1)
    #expect(inked(14.83, 0.5), "the top lobe")
    #expect(!inked(5, 11.9) && !inked(20, 11.9), "the cloud is hollow")
    #expect(inked(6, 15.6) && inked(19, 15.6), "its base")
    #expect(!inked(11.0, 15.6) && !inked(14.0, 15.6), "open round the arrow")
    #expect(inked(12.5, 20.5) && inked(12.5, 12), "the shaft, below the cloud and inside it")
    #expect(inked(10.2, 10.3) && inked(14.8, 10.3), "the arrowhead's arms")
  }

  /// `arrow.triangle.2.circlepath` at 16 pt is iOS 18's (ModularHomeInventory's notification
  /// settings): 19.33 × 16 pt of ink, two arcs of a circle with their heads at the sides, the
  /// right one pointing down and the left one up, the circle open above the left head and below
  /// the right one. Pixels at 3x, from the ink's top left. `bell` inks 15 × 16.33 pt there, in
  /// the drawing's unchanged 1.05 × 1.15 em frame.
  @Test func notificationRowSymbolsInkAsIOS() throws {
    let (ink, inked) = try inkFromTopLeft("arrow.triangle.2.circlepath")
    #expect(abs(ink.width - 19.33) < 0.67 && abs(ink.height - 16) < 0.67)
    #expect(inked(9.67, 0.5) && inked(9.67, 15.4), "the circle's top and bottom")
    #expect(inked(17.0, 7.6) && inked(2.3, 8.4), "the heads at the sides")
    #expect(!inked(3.0, 4.75) && !inked(16.0, 10.9), "the gaps between the arcs")
    let (bell, _, bellInk) = try inkedSymbol("bell", size: 16, canvas: Size(width: 40, height: 30))
    let frame = try #require(bell.semantics.elements.first { $0.role == .image }).frame
    #expect(abs(frame.width - 16.8) < 0.01 && abs(frame.height - 18.4) < 0.01)
    #expect(abs(Double(bellInk.width) / 3 - 15) < 0.67)
    #expect(abs(Double(bellInk.height) / 3 - 16.33) < 0.67)
  }

  /// ModularHomeInventory's action sheet (iOS 18, 16 pt, each icon in a 20 pt frame): the ink
  /// of `pencil`, `doc.on.doc` and `folder`, within 2 pixels at 3x.
  @Test(arguments: [("pencil", 12.67, 12.67), ("doc.on.doc", 16.0, 19.67), ("folder", 18.0, 14.33)])
  func actionSheetSymbolsInkAsIOS(_ name: String, _ width: Double, _ height: Double) throws {
    let (ink, _) = try inkFromTopLeft(name)
    #expect(abs(ink.width - width) < 0.67 && abs(ink.height - height) < 0.67, "\(ink)")
  }

  /// A `Label` puts its title 8 pt after its icon's frame, which for `tv` at 16 pt is 2 pt
  /// wider than the ink each side: the title starts 23.67 + 8 pt from the label's left edge
  /// (iOS 18: the tv's ink at 18.0, "Electronics" at 49.0 less its E's 1.33 of bearing, in a
  /// row that starts at 16).
  @Test func aLabelsTitleStartsAfterItsIconsFrame() throws {
    let r = try LayoutEngine.render(
      Label("Electronics", systemImage: "tv").font(.system(size: 16)).frame(
        maxWidth: .infinity, alignment: .leading),
      size: Size(width: 200, height: 40))
    let title = try #require(r.semantics.elements.first { $0.label == "Electronics" }).frame
    #expect(abs(title.minX - (23.67 + 8)) < 0.01, "\(title.minX)")
  }

  /// `name` at 16 pt (a list row's body at Dynamic Type Medium) drawn at 3x: its ink's size in
  /// points, and whether a point measured from the ink's top left is more than half inked.
  func inkFromTopLeft(_ name: String) throws -> (Size, (Double, Double) -> Bool) {
    let (_, px, ink) = try inkedSymbol(name, size: 16, canvas: Size(width: 40, height: 30))
    let inked = { (x: Double, y: Double) -> Bool in
      px[ink.x0 + Int((x * 3).rounded(.down)), ink.y0 + Int((y * 3).rounded(.down))].a > 127
    }
    return (Size(width: Double(ink.width) / 3, height: Double(ink.height) / 3), inked)
  }

  /// `name` at `size` pt drawn at 3x on a `canvas`: the layout, its pixels and the box of the
  /// pixels more than half inked, in device pixels.
  func inkedSymbol(_ name: String, size: Double, canvas: Size) throws
    -> (LayoutResult, Pixmap, PixelRect)
  {
    try inkedView(Image(systemName: name).font(.system(size: size)), canvas: canvas)
  }

  /// `view` drawn at 3x on a `canvas` (right to left when asked): the layout, its pixels and
  /// the box of the pixels more than half inked, in device pixels.
  func inkedView(_ view: some View, canvas: Size, rightToLeft: Bool = false) throws
    -> (LayoutResult, Pixmap, PixelRect)
  {
    var env = EnvironmentValues()
    env.displayScale = 3
    if rightToLeft { env.layoutDirection = .rightToLeft }
    let r = try LayoutEngine.render(view, size: canvas, environment: env)
    let px = try Painter(scale: 3).render(r.displayList, size: canvas)
    var ink = PixelRect(x0: Int.max, y0: Int.max, x1: 0, y1: 0)
    for y in 0..<px.height {
      for x in 0..<px.width where px[x, y].a > 127 {
        ink = PixelRect(
          x0: min(ink.x0, x), y0: min(ink.y0, y), x1: max(ink.x1, x + 1), y1: max(ink.y1, y + 1))
      }
    }
    return (r, px, ink)
  }

  /// `photo` at 60 pt is iOS 18's glyph (ModularHomeInventory's item detail sheet, 69 × 54 pt of
  /// ink): a filled sun at the upper left, centred (21.8, 20.4) from the ink's top left, and two
  /// filled mountains on the frame's floor with tops at (17, 32.3) and (45, 25.3); the top right
  /// is clear (Popshot's earlier drawing put an outlined sun there). Pixels at 3x.
  @Test func photoIsASunAndTwoMountains() throws {
    let (_, px, ink) = try inkedSymbol("photo", size: 60, canvas: Size(width: 100, height: 80))
    #expect(abs(Double(ink.width) / 3 - 69) < 1 && abs(Double(ink.height) / 3 - 54) < 1)
    func inked(_ x: Double, _ y: Double) -> Bool {
      px[ink.x0 + Int((x * 3).rounded(.down)), ink.y0 + Int((y * 3).rounded(.down))].a > 127
    }
    #expect(inked(21.8, 20.4), "the sun")
    #expect(!inked(48, 16), "the top right is clear")
    #expect(inked(45, 30) && inked(17, 36), "the mountains")
    #expect(!inked(17, 29) && !inked(26.5, 35), "above the left top and the valley")
    #expect(inked(26.5, 42), "under the valley")
  }

  /// `atom` at 17 pt is iOS 26's glyph (Pulse's topic editor, Large): three orbits about a
  /// filled nucleus, 23.3 × 25.7 pt of ink; the nucleus and the upright orbit's top are inked,
  /// the space between the nucleus and the orbits' crossing above it is clear (Material's flask
  /// before).
  @Test func atomIsThreeOrbitsAboutANucleus() throws {
    let (r, px, ink) = try inkedSymbol("atom", size: 17, canvas: Size(width: 40, height: 40))
    let (w, h) = (Double(ink.width) / 3, Double(ink.height) / 3)
    #expect(abs(w - 23.3) < 0.7 && abs(h - 25.7) < 0.7, "\(w) × \(h)")
    let (cx, cy) = ((ink.x0 + ink.x1) / 2, (ink.y0 + ink.y1) / 2)
    #expect(px[cx, cy].a > 127, "the nucleus")
    #expect(px[cx, ink.y0 + 1].a > 127, "the upright orbit's top")
    #expect(px[cx, cy - 10].a < 128, "clear between the nucleus and the orbits")
    // Its frame is 1.2 em tall (20.4 pt), so a list row holding it stays as tall as the others.
    let frame = try #require(r.semantics.elements.first { $0.role == .image }).frame
    #expect(abs(frame.height - 1.2 * 17) < 1e-9)
  }

  /// `faceid` at 16 pt is iOS 18's Face ID glyph, 15.33 pt square (ModularHomeInventory's privacy
  /// settings): corner brackets, not a closed frame (the middle of each side is clear), around
  /// a face whose nose runs down its middle. Pixels at 3x from the ink's top left.
  @Test func faceIDIsBracketsAroundAFace() throws {
    var env = EnvironmentValues()
    env.displayScale = 3
    let size = Size(width: 30, height: 30)
    let r = try LayoutEngine.render(
      Image(systemName: "faceid").font(.system(size: 16)), size: size, environment: env)
    let box = try #require(r.semantics.elements.first { $0.role == .image }).frame
    // The frame 19.33 pt wide, the ink centred in it: 2 pt either side (the text after it sits
    // where iOS puts it).
    #expect(abs(box.width - 19.33) < 1e-9 && abs(box.height - 15.33) < 1e-9)
    let frame = box.insetBy(dx: 2, dy: 0)
    let px = try Painter(scale: 3).render(r.displayList, size: size)
    func inked(_ x: Double, _ y: Double) -> Bool {
      px[Int(((frame.minX + x) * 3).rounded(.down)), Int(((frame.minY + y) * 3).rounded(.down))]
        .a > 127
    }
    #expect(inked(0.4, 3.5) && inked(3.5, 0.4), "the top left bracket's arms")
    #expect(inked(14.9, 11.5) && inked(11.5, 14.9), "the bottom right bracket's arms")
    #expect(!inked(0.4, 7.67) && !inked(7.67, 0.4), "no frame between the brackets")
    #expect(inked(7.83, 7.0), "the nose")
    #expect(!inked(2.5, 7.67) && !inked(12.8, 7.67), "the cheeks")
  }

  /// A square-enclosed symbol inks 0.85 em (17 pt at 20 pt, next-to-go's filter list on iOS
  /// 17): Popshot's own `square` (a 1.1 em box whose stroke stays inside it) inks 17/21 of the
  /// box, 1.1 × 17/21 × 20 = 17.81 pt; its layout box stays 22 pt. `square.and.arrow.up` is not
  /// an enclosure and keeps its drawing.
  @Test func squareEnclosuresInkAtIOSsSize() throws {
    let r = try LayoutEngine.render(
      Image(systemName: "square").font(.system(size: 20)), size: Size(width: 100, height: 100))
    let frame = try #require(r.semantics.elements.first { $0.role == .image }).frame
    #expect(abs(frame.width - 22) < 1e-9)
    let ring = r.displayList.items.compactMap { item -> Rect? in
      if case .stroke(let p, let style, _) = item {
        return p.controlBounds.insetBy(dx: -style.width / 2, dy: -style.width / 2)
      }
      return nil
    }
    #expect(abs((ring.first?.width ?? 0) - 22 * 17 / 21) < 0.01)
    #expect(abs(Symbol.measuredScale("checkmark.square.fill", material: true) - 0.85) < 1e-12)
    #expect(Symbol.measuredScale("square.and.arrow.up") == 1)
    // A Material shield inks 96 / 126.67 = 0.758 wide and 116.67 / 155.33 = 0.751 tall of what
    // it did at 120 pt: 0.755, between the two.
    #expect(Symbol.measuredScale("exclamationmark.shield.fill", material: true) == 0.755)
    #expect(Symbol.measuredScale("shield", material: false) == 1)
    // Its frame is 0.178 em shorter than the glyph's cell: 21.36 pt at 120 pt, the 2 × 10.67 pt
    // that the views under it sat low.
    let cell = try #require(MaterialSymbols.art(named: "exclamationmark.shield.fill"))
    let shield = Symbol(name: "exclamationmark.shield.fill").size(pointSize: 120)
    #expect(abs(shield.height - (cell.height - 0.178) * 120) < 1e-9)
  }

  /// `exclamationmark.shield.fill` has its "!" knocked out, where iOS 18 has it (CoatOfArms at
  /// 120 pt): down the shield's middle, ink to 0.217 of its height, the bar's hole to 0.574, ink,
  /// the dot's hole from 0.637 to 0.743, ink to the point. `exclamationmark.shield` draws the
  /// mark inside the outline: ink where the filled form has its holes. Neither is a placeholder.
  @Test func shieldsCarryTheirExclamationMark() throws {
    let box = Rect(x: 0, y: 0, width: 30, height: 36)
    func column(_ name: String) throws -> [Bool] {
      let art = try #require(MaterialSymbols.art(named: name))
      #expect(!art.isPlaceholder)
      let items = art.draw(pen(box))
      let pixmap = try Painter(scale: 2).render(
        DisplayList(items), size: Size(width: 40, height: 40))
      let rgba = pixmap.straightRGBA()
      // Alpha down the column at x = 15 pt (pixel 30), sampled at each fraction of the height.
      return [0.1, 0.4, 0.6, 0.69, 0.9].map { f in
        let y = Int(box.height * f * 2)
        return rgba[(y * pixmap.width + 30) * 4 + 3] > 128
      }
    }
    #expect(try column("exclamationmark.shield.fill") == [true, false, true, false, true])
    #expect(try column("exclamationmark.shield")[1...3] == [true, false, true])
    #expect(Symbol(name: "exclamationmark.shield").isKnown)
  }

  /// `bell.badge.fill` is a bell with a badge where iOS 26 puts it (tv-maniac's notification
  /// sheet: 122 × 136 px of ink): ink at the badge's centre, (0.758, 0.165) of the box, and at
  /// 0.15 of the width out from it (the disc reaches 0.189); none in the gap, 0.22 out toward the
  /// bell's middle (the gap reaches 0.25); ink in the bell's body. `bell.badge` has the same
  /// badge and gap.
  @Test func bellBadgeSitsTopRightApartFromTheBell() throws {
    let box = Rect(x: 0, y: 0, width: 32, height: 36)
    func alpha(_ name: String, _ points: [Point]) throws -> [Bool] {
      let art = try #require(MaterialSymbols.art(named: name))
      #expect(!art.isPlaceholder)
      let pixmap = try Painter(scale: 2).render(
        DisplayList(art.draw(pen(box))), size: Size(width: 40, height: 40))
      let rgba = pixmap.straightRGBA()
      return points.map { p in
        rgba[(Int(p.y * 2) * pixmap.width + Int(p.x * 2)) * 4 + 3] > 128
      }
    }
    let c = Point(x: 0.758 * 32, y: 0.165 * 36)
    // Toward the bell's middle, down and to the left at 45°.
    func out(_ r: Double) -> Point {
      Point(x: c.x - r * 32 * 0.7071, y: c.y + r * 32 * 0.7071)
    }
    let body = Point(x: 0.45 * 32, y: 0.6 * 36)
    #expect(
      try alpha("bell.badge.fill", [c, out(0.15), out(0.22), body]) == [true, true, false, true])
    #expect(try alpha("bell.badge", [c, out(0.15), out(0.22)]) == [true, true, false])
  }

  /// Small is 0.783 and large 1.29 of medium; strokes keep the font's weight.
  @Test func imageScaleScalesTheBoxNotTheStroke() throws {
    let medium = Size(width: 0.56 * 17, height: 0.98 * 17)
    let chevron = Image(systemName: "chevron.right")
    #expect(
      near(
        size(chevron.imageScale(.small)),
        Size(width: medium.width * 0.783, height: medium.height * 0.783)))
    #expect(near(size(chevron.imageScale(.medium)), medium))
    #expect(
      near(
        size(chevron.imageScale(.large)),
        Size(width: medium.width * 1.29, height: medium.height * 1.29)))
    #expect(try strokeWidths(chevron.imageScale(.large)) == strokeWidths(chevron))
  }

  /// Regular strokes are Inter Regular's stem (0.089 em), bold Inter Bold's (0.154 em).
  @Test func weightSetsTheStrokeWidth() throws {
    let chevron = Image(systemName: "chevron.right")
    let regular = try strokeWidths(chevron)
    let bold = try strokeWidths(chevron.fontWeight(.bold))
    #expect(regular.count == 1 && abs(regular[0] - 0.089 * 17) < 1e-9)
    #expect(bold.count == 1 && abs(bold[0] - 0.154 * 17) < 1e-9)
    #expect(try strokeWidths(chevron.font(.system(size: 17, weight: .ultraLight)))[0] < regular[0])
    // The xmark's regular stroke is 1.3 pt at 17 pt as iOS draws it (8.7% of its 14.95 pt box:
    // ferrostar's trip progress button), and it thickens the same way.
    let xmark = try strokeWidths(Image(systemName: "xmark").fontWeight(.bold))
    #expect(abs(xmark[0] - 0.087 * 14.95 * 0.154 / 0.089) < 1e-9)
    #expect(abs(try strokeWidths(Image(systemName: "xmark"))[0] - 0.087 * 14.95) < 1e-9)
  }

  @Test func unknownNamesDrawALabelledPlaceholder() throws {
    let image = Image(systemName: "no.such.symbol")
    #expect(!Symbol(name: "no.such.symbol").isKnown)
    #expect(size(image) == Size(width: 17, height: 17))
    let r = try render(image)
    let element = try #require(r.semantics.elements.first { $0.role == .image })
    #expect(element.traits == [.isPlaceholder])
    #expect(element.label == "Placeholder for symbol no.such.symbol")
    // The outline, the question mark's hook and its dot.
    #expect(r.displayList.items.count == 3)
    let known = try render(Image(systemName: "heart"))
    #expect(known.semantics.elements.first { $0.role == .image }?.traits == nil)
  }

  @Test func symbolVariantPicksTheNamedVariantWhereItExists() throws {
    func items(_ v: some View) throws -> [DisplayItem] { try render(v).displayList.items }
    #expect(
      try items(Image(systemName: "star").symbolVariant(.fill))
        == items(Image(systemName: "star.fill")))
    #expect(
      try items(Image(systemName: "plus").symbolVariant(.circle.fill))
        == items(Image(systemName: "plus.circle.fill")))
    #expect(
      try items(Image(systemName: "gear").symbolVariant(.fill)) == items(Image(systemName: "gear")))
    #expect(
      try items(Image(systemName: "star.fill").symbolVariant(.fill))
        == items(Image(systemName: "star.fill")))
    #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    #expect(SymbolVariants.slash.name(for: "eye") { $0 == "eye.slash" } == "eye.slash")
  }

  @Test func renderingModesColourTheSecondaryLayer() throws {
    let plus = Image(systemName: "plus.circle").foregroundColor(.blue)
    func opacities(_ v: some View) throws -> [Double] {
      try render(v).displayList.items.compactMap {
        if case .pushOpacity(let o) = $0 { return o }
        return nil
      }
    }
    #expect(try opacities(plus) == [])
    #expect(try opacities(plus.symbolRenderingMode(.hierarchical)) == [0.5])
    #expect(try opacities(plus.symbolRenderingMode(.monochrome)) == [])
    let palette = try render(
      Image(systemName: "plus.circle").foregroundStyle(Color.red, Color.green)
    ).displayList.items
    let green = Paint.solid(Color.green.resolved(.light, design: .liquidGlass))
    let red = Paint.solid(Color.red.resolved(.light, design: .liquidGlass))
    // The ring in the second style, the + in the first.
    #expect(
      palette.contains {
        if case .stroke(_, _, let p) = $0 { return p == green } else { return false }
      })
    #expect(
      palette.contains { if case .fill(_, let p, _) = $0 { return p == red } else { return false } }
    )
  }
}
