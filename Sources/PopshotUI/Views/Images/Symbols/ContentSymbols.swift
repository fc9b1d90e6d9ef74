// People and content: persons, the heart, star, bookmark, tag, flag, folder, documents, link,
// paper plane, calendar, clock, photo.
import Foundation
import PopshotGraphics

extension Symbol {
  /// A person in the 1.2 em circle: head and shoulders, the shoulders meeting a circle of `r`.
  static func personInCircle(_ r: Double, head: Double) -> (head: Path, shoulders: Path) {
    let c = pt(0.6, 0.6)
    func on(_ deg: Double) -> Point {
      pt(c.x + r * cos(deg * .pi / 180), c.y + r * sin(deg * .pi / 180))
    }
    var shoulders = Path()
    shoulders.move(to: on(132))
    shoulders.cubic(to: on(48), control1: pt(0.32, 0.7), control2: pt(0.88, 0.7))
    return (.circle(center: pt(0.6, 0.45), radius: head), shoulders)
  }

  static let contentSymbols: [String: SymbolArt] = {
    var table: [String: SymbolArt] = [:]
    let ring = Path.circle(center: pt(0.6, 0.6), radius: 0.6)
    var torso = Path()
    torso.move(to: pt(0, 1.0))
    torso.cubic(to: pt(0.95, 1.0), control1: pt(0, 0.5), control2: pt(0.95, 0.5))
    torso.close()
    let head = Path.circle(center: pt(0.475, 0.24), radius: 0.24)
    table["person"] = .drawn(0.95, 1.0) { [torso] _ in [.stroke(head), .stroke(torso)] }
    table["person.fill"] = .drawn(0.95, 1.0) { [torso] _ in [.solid(head), .solid(torso)] }
    for (name, size) in [("person.circle", 0.2), ("person.crop.circle", 0.22)] {
      let (h, s) = personInCircle(0.6, head: size)
      table[name] = .drawn(1.2, 1.2) { _ in
        [.stroke(ring, secondary: true), .stroke(h), .stroke(s)]
      }
      table[name + ".fill"] = .drawn(1.2, 1.2) { stem in
        var body = personInCircle(0.6 - stem * 1.2, head: size).shoulders
        body.arc(center: pt(0.6, 0.6), radius: 0.6 - stem * 1.2, from: 48, to: 132)
        body.close()
        return [.solid(ring, holes: joined([h, body]), layered: true)]
      }
    }
    var heart = Path()
    heart.move(to: pt(0.6, 1.05))
    heart.cubic(to: pt(0, 0.33), control1: pt(0.34, 0.86), control2: pt(0, 0.62))
    heart.arc(center: pt(0.3, 0.3), radius: 0.3, from: 174, to: 325)
    heart.arc(center: pt(0.9, 0.3), radius: 0.3, from: 215, to: 366)
    heart.cubic(to: pt(0.6, 1.05), control1: pt(1.2, 0.62), control2: pt(0.86, 0.86))
    heart.close()
    table.add("heart", SymbolArt.pair(1.2, 1.05, { [heart] _ in heart }))
    // A note with a heart, as iOS 26 inks `heart.text.square` at 17 pt (19.67 pt square:
    // BrunoCerberus/Pulse's topic list): a rounded square, a filled heart 5.6 × 4.7 pt at its
    // upper left, and two lines of text under it, the first the longer. In points of the box
    // between the square's centrelines (18.33).
    let noteW = 19.67 / 17
    func n(_ v: Double) -> Double { v / 18.33 * noteW }
    let noteHeart = heart.applying(
      Transform(a: n(5.6) / 1.2, b: 0, c: 0, d: n(4.67) / 1.05, tx: n(3), ty: n(2.67)))
    var note = rrect(0, 0, noteW, noteW, n(3))
    note.append(polyline([pt(n(3.67), n(11.13)), pt(n(14.33), n(11.13))]))
    note.append(polyline([pt(n(3.67), n(14.5)), pt(n(11.33), n(14.5))]))
    table["heart.text.square"] = .drawn(noteW, noteW) { [note, noteHeart] _ in
      [.stroke(note), .fill(noteHeart)]
    }
    let starPoints = (0..<10).map { k in
      let r = k % 2 == 0 ? 0.5 : 0.21
      let a = -Double.pi / 2 + Double(k) * Double.pi / 5
      return pt(1.2 * (0.5 + r * cos(a)), 1.15 * (0.54 + r * sin(a)) - 0.05)
    }
    let star = polygon(starPoints)
    table["star"] = .drawn(1.2, 1.15) { _ in [.stroke(star)] }
    // The outline star with its leading half solid (iOS 26's rating stars, tv-maniac's rating
    // sheet): the points from the bottom notch round the left side to the top, both on the
    // star's axis, close along it.
    let leadingHalf = polygon(Array(starPoints[5...]) + [starPoints[0]])
    table["star.leadinghalf.filled"] = .drawn(1.2, 1.15) { _ in
      [.stroke(star), .fill(leadingHalf)]
    }
    let bookmark = polygon([pt(0, 0), pt(0.75, 0), pt(0.75, 1.15), pt(0.375, 0.86), pt(0, 1.15)])
    table.add("bookmark", SymbolArt.pair(0.75, 1.15, { _ in bookmark }))
    // A luggage tag, point to the upper left.
    let turn = Transform.translation(-0.62, -0.3).concatenating(.rotation(.pi / 4))
      .concatenating(.translation(0.575, 0.575))
    let tag = polygon([pt(0, 0.3), pt(0.3, 0), pt(1.24, 0), pt(1.24, 0.6), pt(0.3, 0.6)]).applying(
      turn)
    let eyelet = Path.circle(center: turn.apply(pt(0.3, 0.3)), radius: 0.08)
    table.add(
      "tag",
      SymbolArt.pair(
        1.15, 1.15, { _ in tag }, inner: { _ in [.stroke(eyelet)] }, holes: { _ in eyelet }))
    var flag = Path()
    flag.move(to: pt(0, 0.08))
    flag.cubic(to: pt(1.0, 0.08), control1: pt(0.35, -0.1), control2: pt(0.65, 0.26))
    flag.line(to: pt(1.0, 0.66))
    flag.cubic(to: pt(0, 0.66), control1: pt(0.65, 0.84), control2: pt(0.35, 0.48))
    flag.close()
    let pole = lines([pt(0, 0.02), pt(0, 1.1)])
    table.add(
      "flag", SymbolArt.pair(1.0, 1.1, { [flag] _ in flag }, shared: { _ in [.stroke(pole)] }))
    let folder = polygon([
      pt(0, 0), pt(0.42, 0), pt(0.54, 0.14), pt(1.3, 0.14), pt(1.3, 1.0), pt(0, 1.0),
    ])
    table.add(
      "folder",
      SymbolArt.pair(
        1.3, 1.0, { _ in folder }, inner: { _ in [.stroke(lines([pt(0, 0.3), pt(1.3, 0.3)]))] }))
    let page = polygon([pt(0, 0), pt(0.55, 0), pt(0.9, 0.35), pt(0.9, 1.15), pt(0, 1.15)])
    let fold = [pt(0.55, 0.06), pt(0.55, 0.35), pt(0.84, 0.35)]
    table.add(
      "doc",
      SymbolArt.pair(
        0.9, 1.15, { _ in page }, inner: { _ in [.stroke(polyline(fold))] },
        holes: { s in band(fold, halfWidth: s * 0.4) }))
    let text = lines(
      [pt(0.2, 0.6), pt(0.7, 0.6)], [pt(0.2, 0.78), pt(0.7, 0.78)], [pt(0.2, 0.96), pt(0.52, 0.96)])
    table["doc.text"] = .drawn(0.9, 1.15) { _ in
      [.stroke(page), .stroke(polyline(fold)), .stroke(text, secondary: true)]
    }
    let links = [
      segment(pt(0.2, 0.9), pt(0.5, 0.6), halfWidth: 0.18),
      segment(pt(0.6, 0.5), pt(0.9, 0.2), halfWidth: 0.18),
    ]
    table["link"] = .drawn(1.1, 1.1) { _ in [.stroke(joined(links))] }
    let plane = polygon([pt(1.1, 0), pt(0, 0.44), pt(0.46, 0.64), pt(0.66, 1.1)])
    let crease = [pt(0.46, 0.64), pt(1.1, 0)]
    table.add(
      "paperplane",
      SymbolArt.pair(
        1.1, 1.1, { _ in plane }, inner: { _ in [.stroke(polyline(crease))] },
        holes: { s in segment(pt(0.52, 0.58), pt(0.95, 0.15), halfWidth: s * 0.4) }))
    let days = joined(
      [0.55, 0.8].flatMap { y in
        [0.3, 0.575, 0.85].map { Path.circle(center: pt($0, y), radius: 0.06) }
      })
    table["calendar"] = .drawn(1.15, 1.05) { _ in
      [
        .stroke(rrect(0, 0, 1.15, 1.05, 0.16)), .stroke(lines([pt(0, 0.3), pt(1.15, 0.3)])),
        .fill(days, secondary: true),
      ]
    }
    let hands = [pt(0.6, 0.27), pt(0.6, 0.6), pt(0.84, 0.75)]
    table["clock"] = .drawn(1.2, 1.2) { _ in
      [.stroke(ring, secondary: true), .stroke(polyline(hands))]
    }
    table["clock.fill"] = .drawn(1.2, 1.2) { s in
      [.solid(ring, holes: band(hands, halfWidth: s / 2), layered: true)]
    }
    table["photo"] = photo

    table["newspaper"] = newspaper
    return table
  }()

  /// `newspaper` as iOS 17 draws it (DanijelHuis/ArchitectureDemo's channel list, a resizable
  /// symbol fitted to 60 pt: 59.5 × 56.5 pt of ink, strokes about 3.9 pt): a front page with
  /// rounded corners, a back page showing down its leading side from 0.4 of the height, two rules
  /// across the top, and a filled picture with two short rules beside it. In ems of a box whose
  /// edges are the strokes' centrelines, 52.5 of the recording's points to 1.1 em.
  static let newspaper: SymbolArt = {
    let k = 1.1 / 52.5
    func p(_ x: Double, _ y: Double) -> Point { pt(x * k, y * k) }
    let page = rrect(12 * k, 0, 43.5 * k, 52.5 * k, 4.5 * k)
    var back = Path()
    back.move(to: p(12, 21))
    back.line(to: p(2, 21))
    back.quad(to: p(0, 23), control: p(0, 21))
    back.line(to: p(0, 47))
    back.quad(to: p(5.5, 52.5), control: p(0, 52.5))
    back.line(to: p(12, 52.5))
    // The rules and the picture's side rules 3.25 pt thick (rounded), the picture 14 × 12.5.
    func rule(_ x: Double, _ y: Double, _ w: Double) -> Path {
      rrect(x * k, (y - 0.375) * k, w * k, 3.25 * k, 1.625 * k)
    }
    var marks = rule(19, 11, 29)
    marks.append(rule(19, 20, 29))
    marks.append(rrect(19 * k, 29 * k, 14 * k, 12.5 * k, 1.5 * k))
    marks.append(rule(36, 29, 12.5))
    marks.append(rule(36, 39, 12.5))
    return .drawn(55.5 * k, 52.5 * k) { [page, back, marks] _ in
      [.stroke(page), .stroke(back), .fill(marks)]
    }
  }()

  /// `photo` as iOS 18 inks it at 60 pt (ModularHomeInventory's item detail sheet: 69 × 54 pt
  /// of ink, a 4.5 pt frame): a filled sun, 6.9 pt in radius, centred 21.8 pt from the ink's
  /// left and 20.4 from its top, and two filled mountains standing on the frame's floor, their
  /// round tops at (17, 32.3) and (45, 25.3), the valley between them at (26.5, 38); their
  /// slopes meet the frame's sides 39–41 pt down. Measured in points of that ink from its top
  /// left; the frame's centreline is half its stroke (2.25 pt) inside the ink, and the box (1.3
  /// × 1.0 em, `measuredScale` 0.89) spans it. The mountains' outline is a stroke of the frame's
  /// width around a filled polygon, so its tops are round; its centreline runs 2.6 pt below
  /// the ink's edge.
  static let photo: SymbolArt = {
    func q(_ x: Double, _ y: Double) -> Point { pt((x - 2.25) * 1.3 / 64.5, (y - 2.25) / 49.5) }
    // The ridge ends, and the fill's floor, inside the frame's stroke (the rounded corners).
    let ridge = [q(4.5, 44.8), q(17, 34.6), q(26.5, 40.6), q(45, 27.6), q(64.5, 44.1)]
    let mountains = polygon(ridge + [q(64.5, 50), q(4.5, 50)])
    let sun = Path.circle(center: q(21.8, 20.4), radius: 6.9 / 49.5)
    return .drawn(1.3, 1.0) { _ in
      [
        .stroke(rrect(0, 0, 1.3, 1.0, 0.14)), .fill(mountains), .stroke(polyline(ridge)),
        .fill(sun),
      ]
    }
  }()
}
