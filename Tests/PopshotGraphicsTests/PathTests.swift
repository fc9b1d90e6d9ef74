import Foundation
import Testing

@testable import PopshotGraphics

@Suite struct PathTests {
  @Test func rectIsRecognisedAsARectangle() {
    let r = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(Path.rect(r).rectangle == r)
    #expect(Path.rect(r).applying(.scale(3, 3)).rectangle == Rect(x: 3, y: 6, width: 9, height: 12))
    #expect(Path.rect(r).applying(.rotation(0.3)).rectangle == nil)
  }

  /// The continuous corner leaves the straight edge 1.52866483 × r before the corner (a circular
  /// one leaves it at r), and reaches the next edge as far after it.
  @Test func continuousCornerStartsFurtherFromTheCorner() {
    let r = Rect(x: 0, y: 0, width: 200, height: 100)
    let continuous = Path.roundedRect(r, cornerRadius: 20, style: .continuous)
    let circular = Path.roundedRect(r, cornerRadius: 20, style: .circular)
    guard case .move(let start) = continuous.elements.first,
      case .move(let start2) = circular.elements.first
    else {
      Issue.record("paths must start with a move")
      return
    }
    #expect(abs(start.x - (200 - 20 * 1.52866483)) < 1e-9 && start.y == 0)
    #expect(start2 == Point(x: 180, y: 0))
    // Both stay inside the rectangle and touch all four sides.
    for p in [continuous, circular] { #expect(p.controlBounds == r) }
  }

  /// Every flattened point of a circle lies on it, and no chord strays more than the tolerance.
  @Test func flatteningStaysWithinTolerance() {
    let c = Point(x: 50, y: 50)
    let radius = 40.0
    let polys = Path.circle(center: c, radius: radius).polygons(tolerance: 0.05)
    #expect(polys.count == 1)
    let pts = polys[0]
    for (i, p) in pts.enumerated() {
      // Cubic arcs deviate from the true circle by at most 0.027% of the radius.
      #expect(abs((p - c).length - radius) < radius * 0.0003)
      let q = pts[(i + 1) % pts.count]
      let mid = Point(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
      #expect(radius - (mid - c).length < 0.05 + radius * 0.0003)
    }
  }

  @Test func largeContinuousRadiusFallsBackToCapsule() {
    let r = Rect(x: 0, y: 0, width: 100, height: 40)
    #expect(Path.roundedRect(r, cornerRadius: 30, style: .continuous) == Path.capsule(in: r))
  }

  /// An elliptical corner 20 wide and 10 tall leaves the top edge 20 before the corner and meets
  /// the side 10 below it; every flattened point of the top-trailing corner lies on the ellipse
  /// centred at (180, 10) with those radii, within the cubic approximation's 0.03%.
  @Test func ellipticalCornersRunAlongEachSideByItsOwnRadius() {
    let r = Rect(x: 0, y: 0, width: 200, height: 100)
    let p = Path.roundedRect(r, cornerSize: Size(width: 20, height: 10))
    guard case .move(let start) = p.elements.first, case .cubic(_, _, let end) = p.elements[1]
    else {
      Issue.record("the path must start with a move and the corner's cubic")
      return
    }
    #expect(start == Point(x: 180, y: 0))
    #expect(end == Point(x: 200, y: 10))
    #expect(p.controlBounds == r)
    let corner = p.polygons(tolerance: 0.01)[0].filter { $0.x >= 180 && $0.y <= 10 }
    #expect(corner.count > 4)
    for q in corner {
      let e = ((q.x - 180) / 20) * ((q.x - 180) / 20) + ((q.y - 10) / 10) * ((q.y - 10) / 10)
      #expect(abs(e - 1) < 0.002)
    }
  }

  /// Equal width and height are the circular corner; each radius is clamped to half the side it
  /// runs along (a 60 × 30 corner on 100 × 40 becomes 50 × 20: the ellipse inscribed).
  @Test func ellipticalCornerSizeClampsPerSide() {
    let r = Rect(x: 0, y: 0, width: 200, height: 100)
    #expect(
      Path.roundedRect(r, cornerSize: Size(width: 12, height: 12), style: .continuous)
        == Path.roundedRect(r, cornerRadius: 12, style: .continuous))
    let small = Rect(x: 0, y: 0, width: 100, height: 40)
    let clamped = Path.roundedRect(small, cornerSize: Size(width: 60, height: 30))
    for q in clamped.polygons(tolerance: 0.01)[0] {
      let e = ((q.x - 50) / 50) * ((q.x - 50) / 50) + ((q.y - 20) / 20) * ((q.y - 20) / 20)
      #expect(abs(e - 1) < 0.002)
    }
  }
}
