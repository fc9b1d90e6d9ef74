// Objects: gears, the bin, the bell, the magnifying glass, the house, the envelope, locks, eyes,
// pencils, the share box.
import Foundation
import PopshotGraphics

extension Symbol {
  /// A toothed wheel around (0.6, 0.6): `teeth` teeth reaching `outer`, valleys at `inner`.
  static func toothed(_ teeth: Int, outer: Double, inner: Double, top: Double, base: Double) -> Path
  {
    let c = pt(0.6, 0.6)
    var pts: [Point] = []
    for k in 0..<teeth {
      let a = Double(k) * 360 / Double(teeth) - 90
      for (da, r) in [(-base, inner), (-top, outer), (top, outer), (base, inner)] {
        let t = (a + da) * .pi / 180
        pts.append(pt(c.x + r * cos(t), c.y + r * sin(t)))
      }
    }
    return polygon(pts)
  }

  /// A pencil from its tip `t` along the unit direction `u`: outline and the line of its point.
  static func pencil(tip t: Point, length: Double, halfWidth w: Double) -> (Path, Path) {
    let u = pt(0.7071, -0.7071)
    let n = pt(0.7071, 0.7071)
    func at(_ along: Double, _ across: Double) -> Point {
      pt(t.x + u.x * along + n.x * across, t.y + u.y * along + n.y * across)
    }
    let cone = length * 0.22
    let outline = polygon([t, at(cone, w), at(length, w), at(length, -w), at(cone, -w)])
    return (outline, polyline([at(cone, w), at(cone, -w)]))
  }

  /// `house` and `house.fill` as iOS 18 inks `house.fill` at 80 pt (ModularHomeInventory's About
  /// screen: 93.33 × 82 pt of ink, a 6.4 pt stroke). Measured in points of that ink from its top
  /// left: the roof a stroke from (3.5, 37.8) up to (46.67, 3.2) and down again; a chimney
  /// 10 pt wide from 9.4 pt down into the roof's right slope (x 72–82); under the roof, 5 pt
  /// clear of it, the walls' outline (x 12.33–81, the bottom at 82) with a gable at 14.2 whose
  /// slopes meet the walls at 42; a door 21.33 × 26.4 pt (x 36–57.33, from 49.3) cut out of
  /// the solid form, 6.3 pt above the bottom (the outline form's door stands on the floor). The
  /// box's edges are the strokes' centrelines, 3.2 pt inside the ink.
  static let house: (SymbolArt, SymbolArt) = {
    let (w, h, half) = (93.33, 82.0, 3.2)
    func p(_ x: Double, _ y: Double) -> Point { pt((x - half) / 80, (y - half) / 80) }
    let roof = polyline([p(3.5, 37.8), p(46.67, half), p(89.83, 37.8)])
    // The walls' centreline: the ink's edges less half a stroke; the gable's apex half a stroke
    // under the ink's top (a round join), its slopes 1.2 across for each point down.
    let (left, right, bottom, apex) = (12.33 + half, 81.0 - half, h - half, 14.2 + half)
    let eave = apex + (46.67 - left) / 1.2
    let walls = polygon([
      p(left, bottom), p(left, eave), p(46.67, apex), p(right, eave), p(right, bottom),
    ])
    let door = (x: 36.0, y: 49.3, w: 21.33, h: 26.4, r: 2.0)
    let doorHole = rrect(
      (door.x - half) / 80, (door.y - half) / 80, door.w / 80, door.h / 80, door.r / 80)
    // The outline form's door stands on the floor line: its sides run down into it.
    let doorLine = polyline([
      p(door.x + half, bottom), p(door.x + half, door.y + half),
      p(door.x + door.w - half, door.y + half), p(door.x + door.w - half, bottom),
    ])
    let chimney = rrect((72 - half) / 80, (9.4 - half) / 80, 10 / 80, 18 / 80, 1.3 / 80)
    return SymbolArt.pair(
      (w - 2 * half) / 80, (h - 2 * half) / 80, { _ in walls },
      shared: { _ in [.stroke(roof), .fill(chimney)] }, inner: { _ in [.stroke(doorLine)] },
      holes: { _ in doorHole })
  }()

  static let objectSymbols: [String: SymbolArt] = {
    var table: [String: SymbolArt] = [:]
    let gearshape = toothed(8, outer: 0.6, inner: 0.47, top: 9, base: 15)
    let hub = Path.circle(center: pt(0.6, 0.6), radius: 0.17)
    table["gearshape"] = .drawn(1.2, 1.2) { _ in [.stroke(gearshape), .stroke(hub)] }
    table["gearshape.fill"] = .drawn(1.2, 1.2) { _ in [.solid(gearshape, holes: hub)] }
    let gear = toothed(12, outer: 0.6, inner: 0.5, top: 6, base: 9)
    table["gear"] = .drawn(1.2, 1.2) { _ in
      [.stroke(gear), .stroke(.circle(center: pt(0.6, 0.6), radius: 0.3)), .stroke(hub)]
    }
    let can = polygon([pt(0.1, 0.22), pt(0.17, 1.15), pt(0.83, 1.15), pt(0.9, 0.22)])
    let lid = lines(
      [pt(0, 0.22), pt(1.0, 0.22)], [pt(0.32, 0.22), pt(0.36, 0), pt(0.64, 0), pt(0.68, 0.22)])
    let slots = [(0.35, 0.37), (0.5, 0.5), (0.65, 0.63)].map { [pt($0.0, 0.42), pt($0.1, 0.95)] }
    table.add(
      "trash",
      SymbolArt.pair(
        1.0, 1.15, { _ in can }, shared: { _ in [.stroke(lid)] },
        inner: { _ in [.stroke(joined(slots.map(polyline)))] },
        holes: { s in joined(slots.map { segment($0[0], $0[1], halfWidth: s * 0.45) }) }))
    var bell = Path()
    bell.move(to: pt(0, 0.92))
    bell.cubic(to: pt(0.16, 0.62), control1: pt(0.12, 0.82), control2: pt(0.16, 0.74))
    bell.line(to: pt(0.16, 0.45))
    bell.cubic(to: pt(0.525, 0.08), control1: pt(0.16, 0.22), control2: pt(0.33, 0.08))
    bell.cubic(to: pt(0.89, 0.45), control1: pt(0.72, 0.08), control2: pt(0.89, 0.22))
    bell.line(to: pt(0.89, 0.62))
    bell.cubic(to: pt(1.05, 0.92), control1: pt(0.89, 0.74), control2: pt(0.93, 0.82))
    bell.close()
    let clapper = joined([
      arc(pt(0.525, 0.98), 0.15, from: 0, to: 180), lines([pt(0.525, 0), pt(0.525, 0.08)]),
    ])
    table.add(
      "bell", SymbolArt.pair(1.05, 1.15, { [bell] _ in bell }, shared: { _ in [.stroke(clapper)] }))
    table["magnifyingglass"] = .drawn(1.05, 1.05) { _ in
      [
        .stroke(
          joined([
            .circle(center: pt(0.42, 0.42), radius: 0.42), lines([pt(0.73, 0.73), pt(1.05, 1.05)]),
          ]))
      ]
    }
    table.add("house", house)
    let envelope = rrect(0, 0, 1.3, 0.95, 0.12)
    let flap = [pt(0.1, 0.12), pt(0.65, 0.55), pt(1.2, 0.12)]
    table.add(
      "envelope",
      SymbolArt.pair(
        1.3, 0.95, { _ in envelope }, inner: { _ in [.stroke(polyline(flap))] },
        holes: { s in band(flap, halfWidth: s * 0.45) }))
    let body = rrect(0, 0.48, 0.85, 0.67, 0.12)
    var shackle = Path()
    shackle.move(to: pt(0.17, 0.48))
    shackle.arc(center: pt(0.425, 0.28), radius: 0.255, from: 180, to: 360)
    shackle.line(to: pt(0.68, 0.48))
    table.add(
      "lock",
      SymbolArt.pair(0.85, 1.15, { _ in body }, shared: { [shackle] _ in [.stroke(shackle)] }))
    var open = Path()
    open.move(to: pt(0.17, 0.48))
    open.arc(center: pt(0.425, 0.2), radius: 0.255, from: 180, to: 360)
    open.line(to: pt(0.68, 0.3))
    table["lock.open"] = .drawn(0.85, 1.15) { [open] _ in [.stroke(body), .stroke(open)] }
    table["lock.open.fill"] = .drawn(0.85, 1.15) { [open] _ in [.solid(body), .stroke(open)] }
    @Sendable func eye(_ dy: Double) -> [SymbolLayer] {
      var almond = Path()
      almond.move(to: pt(0, 0.425 + dy))
      almond.cubic(
        to: pt(1.3, 0.425 + dy), control1: pt(0.3, -0.12 + dy), control2: pt(1.0, -0.12 + dy))
      almond.cubic(
        to: pt(0, 0.425 + dy), control1: pt(1.0, 0.97 + dy), control2: pt(0.3, 0.97 + dy))
      almond.close()
      return [
        .stroke(almond), .stroke(.circle(center: pt(0.65, 0.425 + dy), radius: 0.2)),
        .fill(.circle(center: pt(0.65, 0.425 + dy), radius: 0.08)),
      ]
    }
    table["eye"] = .drawn(1.3, 0.85) { _ in eye(0) }
    table["eye.slash"] = .drawn(1.3, 1.05) { _ in
      eye(0.1) + [.stroke(lines([pt(0.15, 0), pt(1.15, 1.05)]))]
    }
    let (pen, point) = pencil(tip: pt(0.02, 1.03), length: 1.4, halfWidth: 0.12)
    table["pencil"] = .drawn(1.05, 1.05) { _ in [.stroke(pen), .stroke(point)] }
    // As iOS 18 inks `square.and.pencil` in a toolbar (17 pt at the large scale, 21.93 pt: 21
    // × 21 pt of ink, ModularHomeInventory's item detail): a square with rounded corners
    // (x 0–18.67, y 2.33–20.67 of the ink, its top edge stopping at 15.3 and its right edge
    // starting at 5.7 to let the pencil out) and a pencil, a line from its point at (7.3, 13.4)
    // to (20.2, 0.8). In points of that ink over 21.93; the box's edges are the strokes'
    // centrelines, so the drawing keeps inside the 21 pt of ink.
    func q(_ x: Double, _ y: Double) -> Point { pt(x / 21.93, y / 21.93) }
    let (top, bottom, right, corner) = (2.33, 21.0, 18.67, 3.0)
    var square = Path()
    square.move(to: q(15.3, top))
    square.arc(center: q(corner, top + corner), radius: corner / 21.93, from: 270, to: 180)
    square.arc(center: q(corner, bottom - corner), radius: corner / 21.93, from: 180, to: 90)
    square.arc(
      center: q(right - corner, bottom - corner), radius: corner / 21.93, from: 90, to: 0)
    square.line(to: q(right, 5.7))
    let pencilLine = polyline([q(7.3, 13.4), q(21.0, 0)])
    table["square.and.pencil"] = .drawn(21 / 21.93, 21 / 21.93) { [square] _ in
      [.stroke(square, secondary: true), .stroke(pencilLine)]
    }
    let box = polyline([
      pt(0.28, 0.42), pt(0, 0.42), pt(0, 1.2), pt(0.95, 1.2), pt(0.95, 0.42), pt(0.67, 0.42),
    ])
    let up = lines(
      [pt(0.475, 0), pt(0.475, 0.78)], [pt(0.24, 0.23), pt(0.475, 0), pt(0.71, 0.23)])
    table["square.and.arrow.up"] = .drawn(0.95, 1.2) { _ in
      [.stroke(box, secondary: true), .stroke(up)]
    }
    // A bank card, as iOS 17 inks `creditcard` at 17 pt (25 × 18 pt: FinancialControl's
    // expense row): a rounded outline, a stripe from 4 to 6.2 pt under its top across it, and
    // a chip 4.67 × 3.33 pt at 3.67 pt from its left, 10.67 from its top. `.fill` is the card
    // solid with the stripe and the chip cut out.
    let (kw, kh) = (25.0 / 17, 18.0 / 17)
    let card = rrect(0, 0, kw, kh, 2.3 / 17)
    let stripe = Path.rect(Rect(x: 0, y: 4.0 / 17, width: kw, height: 2.2 / 17))
    let chip = rrect(3.67 / 17, 10.67 / 17, 4.67 / 17, 3.33 / 17, 0.6 / 17)
    var cardMarks = stripe
    cardMarks.append(chip)
    table.add(
      "creditcard",
      SymbolArt.pair(
        kw, kh, { _ in card }, inner: { [cardMarks] _ in [.fill(cardMarks)] },
        holes: { [cardMarks] _ in cardMarks }))
    // A sports court from above, as iOS 26 inks `sportscourt` at 17 pt (28.67 × 19.67 pt:
    // BrunoCerberus/Pulse's topic list): the outline, the halfway line, the centre circle (4 pt
    // to its stroke's middle) round a centre spot 3 pt across, and the two goal areas, 4.3 pt
    // deep.
    let (cw, ch) = (28.67 / 17, 19.67 / 17)
    let court = joined([
      rrect(0, 0, cw, ch, 0.2), polyline([pt(cw / 2, 0), pt(cw / 2, ch)]),
      .circle(center: pt(cw / 2, ch / 2), radius: 4.0 / 17),
      polyline([
        pt(0, ch * 0.27), pt(cw * 0.15, ch * 0.27), pt(cw * 0.15, ch * 0.72), pt(0, ch * 0.72),
      ]),
      polyline([
        pt(cw, ch * 0.27), pt(cw * 0.85, ch * 0.27), pt(cw * 0.85, ch * 0.72), pt(cw, ch * 0.72),
      ]),
    ])
    let spot = Path.circle(center: pt(cw / 2, ch / 2), radius: 1.5 / 17)
    table["sportscourt"] = .drawn(cw, ch) { _ in [.stroke(court), .fill(spot)] }
    // Face ID, as iOS 18 inks `faceid` at 16 pt (15.33 pt square: ModularHomeInventory's privacy
    // settings): four corner brackets 5 pt long with 2 pt rounded corners, two eyes, a nose
    // with a hook at its foot, and a smile. In points of that ink over 16.
    func f(_ x: Double, _ y: Double) -> Point { pt(x / 16, y / 16) }
    let (side, arm, bend) = (15.33, 5.0, 2.0)
    var face = Path()
    for (cx, cy, a0) in [(0.0, 0.0, 180.0), (side, 0, 270), (side, side, 0), (0, side, 90)] {
      // Each bracket from the end of one arm round its corner to the end of the other.
      let (dx, dy) = (cx == 0 ? 1.0 : -1.0, cy == 0 ? 1.0 : -1.0)
      let start = a0 == 180 || a0 == 0 ? f(cx, cy + dy * arm) : f(cx + dx * arm, cy)
      face.move(to: start)
      face.arc(
        center: f(cx + dx * bend, cy + dy * bend), radius: bend / 16, from: a0, to: a0 + 90)
      face.line(to: a0 == 180 || a0 == 0 ? f(cx + dx * arm, cy) : f(cx, cy + dy * arm))
    }
    let features = joined([
      lines([f(4.67, 5.67), f(4.67, 6.33)], [f(10.67, 5.67), f(10.67, 6.33)]),
      polyline([f(7.83, 5.67), f(7.83, 8.5), f(7.0, 8.67)]),
      arc(f(7.67, 7.0), 4.2 / 16, from: 45, to: 135),
    ])
    table["faceid"] = .drawn(side / 16, side / 16) { [face] _ in
      [.stroke(face), .stroke(features)]
    }
    // A chip, as iOS 26 inks `cpu` at 17 pt (21 × 21 pt: BrunoCerberus/Pulse's topic list): a
    // rounded body 17.3 pt across, an inner square 9.7 pt across, and three pins 2 pt long on
    // each side at its middle and 3.65 pt either side of it. In points of the box between the
    // outer strokes' centrelines (19.67 pt).
    let chipW = 21.0 / 17
    func u(_ v: Double) -> Double { v / 19.67 * chipW }
    func c(_ x: Double, _ y: Double) -> Point { pt(u(x), u(y)) }
    let mid = 19.67 / 2
    var pins = Path()
    for offset in [-3.65, 0, 3.65] {
      let at = mid + offset
      pins.append(polyline([c(at, 0), c(at, 2)]))
      pins.append(polyline([c(at, 17.67), c(at, 19.67)]))
      pins.append(polyline([c(0, at), c(2, at)]))
      pins.append(polyline([c(17.67, at), c(19.67, at)]))
    }
    let chipBody = rrect(u(2), u(2), u(15.67), u(15.67), u(1.5))
    let core = rrect(u(5.67), u(5.67), u(8.33), u(8.33), u(0.6))
    table["cpu"] = .drawn(chipW, chipW) { [pins, chipBody, core] _ in
      [.stroke(chipBody), .stroke(core), .stroke(pins)]
    }
    // A film strip, as iOS 26 inks `film` at 17 pt (25.33 × 19.67 pt, Pulse's topic list): a
    // rounded frame, a sprocket column 4 pt wide inside each end cut into five holes by four
    // bars, and a line across the middle between the columns. In points of the box between the
    // frame's centrelines (24 × 18.33).
    let (filmW, filmH) = (25.33 / 17, 19.67 / 17)
    func m(_ x: Double, _ y: Double) -> Point { pt(x / 24 * filmW, y / 18.33 * filmH) }
    var reel = rrect(0, 0, filmW, filmH, 2.3 / 24 * filmW)
    reel.append(polyline([m(4, 0), m(4, 18.33)]))
    reel.append(polyline([m(20, 0), m(20, 18.33)]))
    reel.append(polyline([m(4, 9.17), m(20, 9.17)]))
    for y in [3.83, 7.5, 10.83, 14.5] {
      reel.append(polyline([m(0, y), m(4, y)]))
      reel.append(polyline([m(20, y), m(24, y)]))
    }
    table["film"] = .drawn(filmW, filmH) { [reel] _ in [.stroke(reel)] }
    // A rising chart, as iOS 26 inks `chart.line.uptrend.xyaxis` at 17 pt (23 × 19.67 pt,
    // Pulse's topic list): the two axes meeting at the lower left, a line up to a peak, down to
    // a valley and up to an arrowhead at the upper right. In points of the box between the
    // strokes' centrelines (21.67 × 18.33).
    let (trendW, trendH) = (23.0 / 17, 19.67 / 17)
    func t(_ x: Double, _ y: Double) -> Point { pt(x / 21.67 * trendW, y / 18.33 * trendH) }
    let axes = polyline([t(0, 0), t(0, 18.33), t(21.67, 18.33)])
    let trend = polyline([t(1, 10.8), t(6, 6.33), t(12.33, 11.33), t(17.5, 5.5)])
    let arrowhead = polygon([t(21.67, 1.73), t(14.33, 3.67), t(19.83, 8.93)])
    table["chart.line.uptrend.xyaxis"] = .drawn(trendW, trendH) { _ in
      [.stroke(axes), .stroke(trend), .solid(arrowhead)]
    }
    return table
  }()
}
