// Weather, energy and places: bolt, moon, sun, cloud, location arrow, map, globe.
import Foundation
import PopshotGraphics

extension Symbol {
  /// Where two circles cross, as angles (degrees) on the first: the crossing on the left of
  /// the line from `a` to `b` first.
  static func crossing(_ a: Point, _ ra: Double, _ b: Point, _ rb: Double) -> (Double, Double) {
    let d = (b - a).length
    let along = (d * d + ra * ra - rb * rb) / (2 * d)
    let base = atan2(b.y - a.y, b.x - a.x) * 180 / .pi
    let spread = acos(max(-1, min(1, along / ra))) * 180 / .pi
    return (base - spread, base + spread)
  }

  /// `icloud.and.arrow.up` as iOS 18 inks it at 16 pt (ModularHomeInventory's data settings, a
  /// list `Label`): 25 × 21.67 pt, an outlined cloud of four lobes on a flat base (lower left
  /// and right lobes 4.4 pt in radius to the stroke's outside, a small upper left one 3.3, the
  /// top one 6.5) whose base is open 4.8 pt round an arrow; the arrow's point 7.5 pt below the
  /// ink's top, its arms 3.8 pt either side, its shaft down to the ink's bottom, below the
  /// cloud. Centrelines in points of that recording, the stroke 1.25 pt; MDI's `cloud-upload`
  /// drew a filled cloud 22.67 × 15.33.
  static let icloudAndArrowUp: SymbolArt = {
    // Points of the recording (centrelines) to the drawing's box: the extreme centrelines on
    // the box's edges, in ems of 16 pt.
    let (x0, y0, w, h) = (0.67, 0.79, 23.75, 20.25)
    let (width, height) = (25.0 / 16, 21.67 / 16)
    func q(_ x: Double, _ y: Double) -> Point {
      pt((x - x0) / w * width, (y - y0) / h * height)
    }
    func r(_ v: Double) -> Double { v / w * width }
    let (l, rl) = (q(4.42, 11.92), r(3.75))
    let (ul, rul) = (q(7.33, 6.5), r(2.71))
    let (t, rt) = (q(14.83, 6.71), r(5.92))
    let (rr, rrr) = (q(20.67, 11.92), r(3.75))
    // Where two lobes meet on the outline: of their two crossings, the one further from the
    // cloud's middle; as angles on each.
    let middle = q(12.5, 11)
    func meeting(_ a: Point, _ ra: Double, _ b: Point, _ rb: Double) -> (Double, Double) {
      let onA = crossing(a, ra, b, rb)
      let onB = crossing(b, rb, a, ra)
      func at(_ c: Point, _ r: Double, _ deg: Double) -> Point {
        pt(c.x + r * cos(deg * .pi / 180), c.y + r * sin(deg * .pi / 180))
      }
      let first = (at(a, ra, onA.0) - middle).length > (at(a, ra, onA.1) - middle).length
      let p = first ? at(a, ra, onA.0) : at(a, ra, onA.1)
      // The angle on `b` of the same point.
      let angleB = [onB.0, onB.1].min { (at(b, rb, $0) - p).length < (at(b, rb, $1) - p).length }!
      return (first ? onA.0 : onA.1, angleB)
    }
    /// `to` moved below `from` by whole turns: the arc runs anticlockwise on screen.
    func back(_ from: Double, _ to: Double) -> Double {
      var e = to
      while e > from { e -= 360 }
      while e <= from - 360 { e += 360 }
      return e
    }
    let base = q(0, 15.67).y
    var cloud = Path()
    cloud.move(to: q(15.2, 15.67))
    cloud.line(to: pt(rr.x, base))
    let (rOut, tIn) = meeting(rr, rrr, t, rt)
    cloud.arc(center: rr, radius: rrr, from: 90, to: back(90, rOut))
    let (tOut, ulIn) = meeting(t, rt, ul, rul)
    cloud.arc(center: t, radius: rt, from: tIn, to: back(tIn, tOut))
    let (ulOut, lIn) = meeting(ul, rul, l, rl)
    cloud.arc(center: ul, radius: rul, from: ulIn, to: back(ulIn, ulOut))
    cloud.arc(center: l, radius: rl, from: lIn, to: back(lIn, 90))
    cloud.line(to: q(9.6, 15.67))
    let arrow = lines(
      [q(9.1, 11.2), q(12.5, 8.1), q(15.9, 11.2)], [q(12.5, 8.1), q(12.5, 21.04)])
    return .drawn(width, height) { [cloud] _ in [.stroke(cloud), .stroke(arrow)] }
  }()

  static let natureSymbols: [String: SymbolArt] = {
    var table: [String: SymbolArt] = [:]
    let bolt = polygon([
      pt(0.52, 0), pt(0, 0.66), pt(0.38, 0.66), pt(0.27, 1.15), pt(0.8, 0.46), pt(0.42, 0.46),
    ])
    table.add("bolt", SymbolArt.pair(0.8, 1.15, { _ in bolt }))
    // A crescent: the big disc less a disc towards the upper right.
    let moon: Path = {
      let (a, ra, b, rb) = (pt(0.5, 0.55), 0.5, pt(0.86, 0.26), 0.42)
      let (p, q) = crossing(a, ra, b, rb)
      let (bp, bq) = crossing(b, rb, a, ra)
      var path = Path()
      path.arc(center: a, radius: ra, from: q, to: p + 360)
      path.arc(center: b, radius: rb, from: bq, to: bp)
      path.close()
      return path
    }()
    table.add("moon", SymbolArt.pair(1.0, 1.05, { _ in moon }))
    let rays = joined(
      (0..<8).map { k in
        let a = Double(k) * .pi / 4
        return lines([
          pt(0.625 + 0.45 * cos(a), 0.625 + 0.45 * sin(a)),
          pt(0.625 + 0.625 * cos(a), 0.625 + 0.625 * sin(a)),
        ])
      })
    let sun = Path.circle(center: pt(0.625, 0.625), radius: 0.25)
    table.add("sun.max", SymbolArt.pair(1.25, 1.25, { _ in sun }, shared: { _ in [.stroke(rays)] }))
    // A cloud: three discs on a flat base.
    let cloud: Path = {
      let (l, rl) = (pt(0.3, 0.68), 0.27)
      let (t, rt) = (pt(0.68, 0.42), 0.4)
      let (r, rr) = (pt(1.06, 0.66), 0.29)
      let lt = crossing(l, rl, t, rt).0
      let tl = crossing(t, rt, l, rl).1
      let tr = crossing(t, rt, r, rr).0
      let rt2 = crossing(r, rr, t, rt).1
      var path = Path()
      path.arc(center: l, radius: rl, from: 90, to: lt + 360)
      path.arc(center: t, radius: rt, from: tl, to: tr + 360)
      path.arc(center: r, radius: rr, from: rt2 + 360, to: 450)
      path.close()
      return path
    }()
    table.add("cloud", SymbolArt.pair(1.35, 0.95, { _ in cloud }))
    table["icloud.and.arrow.up"] = icloudAndArrowUp
    let arrow = polygon([pt(1.0, 0), pt(0, 0.42), pt(0.56, 0.44), pt(0.58, 1.0)])
    table.add("location", SymbolArt.pair(1.0, 1.0, { _ in arrow }))
    let map = polygon([
      pt(0, 0.1), pt(0.42, 0), pt(0.88, 0.1), pt(1.3, 0), pt(1.3, 1.0), pt(0.88, 1.1),
      pt(0.42, 1.0), pt(0, 1.1),
    ])
    let folds = [[pt(0.42, 0.06), pt(0.42, 0.94)], [pt(0.88, 0.16), pt(0.88, 1.04)]]
    table.add(
      "map",
      SymbolArt.pair(
        1.3, 1.1, { _ in map }, inner: { _ in [.stroke(joined(folds.map(polyline)))] },
        holes: { s in joined(folds.map { segment($0[0], $0[1], halfWidth: s * 0.4) }) }))
    let ring = Path.circle(center: pt(0.6, 0.6), radius: 0.6)
    let grid = joined([
      Path.ellipse(in: Rect(x: 0.33, y: 0, width: 0.54, height: 1.2)),
      lines(
        [pt(0, 0.6), pt(1.2, 0.6)], [pt(0.6, 0), pt(0.6, 1.2)], [pt(0.1, 0.3), pt(1.1, 0.3)],
        [pt(0.1, 0.9), pt(1.1, 0.9)]),
    ])
    table["globe"] = .drawn(1.2, 1.2) { _ in [.stroke(ring), .stroke(grid)] }
    table["atom"] = atom
    return table
  }()

  /// `atom` as iOS 26 inks it at 17 pt (BrunoCerberus/Pulse's topic editor, Large): three
  /// elliptical orbits, one upright and two turned 60° either way, about a filled nucleus; 23.3 ×
  /// 25.7 pt of ink, the upright orbit 10 pt wide, the nucleus 4.2 pt across. In ems of the
  /// strokes' centrelines, drawn as symbols are (0.93 of the box per em, the stroke outside):
  /// semi-axes 0.754 and 0.290, the box as wide as the turned orbits reach, 2 × √(a² sin² 60° +
  /// b² cos² 60°). (It was first fitted as if the list were at 16 pt, and drew 27 pt tall.)
  static let atom: SymbolArt = {
    let (a, b) = (0.754, 0.290)
    let half = (a * a * 0.75 + b * b * 0.25).squareRoot()
    let c = pt(half, a)
    let upright = Path.ellipse(in: Rect(x: c.x - b, y: 0, width: 2 * b, height: 2 * a))
    func turned(_ degrees: Double) -> Path {
      upright.applying(
        Transform.translation(-c.x, -c.y).concatenating(.rotation(degrees * .pi / 180))
          .concatenating(.translation(c.x, c.y)))
    }
    let orbits = joined([upright, turned(60), turned(-60)])
    return .drawn(2 * half, 2 * a) { _ in
      [.stroke(orbits), .fill(.circle(center: c, radius: 0.141))]
    }
  }()
}
