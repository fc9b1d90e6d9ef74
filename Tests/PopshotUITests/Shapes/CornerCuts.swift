import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// How far along its two edges each corner of a rectangular outline is cut, measured on the
/// points the path passes through: a circular corner of radius r is cut r along both edges, a
/// continuous one 1.52866 r (Path+Shapes.swift, the iOS 7 curve's extent), a square one 0.
struct CornerCuts: Equatable {
  var topLeading, topTrailing, bottomTrailing, bottomLeading: Double

  init(_ p: Path) {
    let b = p.controlBounds
    var points: [Point] = []
    for e in p.elements {
      switch e {
      case .move(let q), .line(let q), .quad(_, let q), .cubic(_, _, let q): points.append(q)
      case .close: break
      }
    }
    func on(_ v: Double, _ w: Double) -> Bool { abs(v - w) < 1e-9 }
    let top = points.filter { on($0.y, b.minY) }.map(\.x)
    let bottom = points.filter { on($0.y, b.maxY) }.map(\.x)
    topLeading = (top.min() ?? b.maxX) - b.minX
    topTrailing = b.maxX - (top.max() ?? b.minX)
    bottomTrailing = b.maxX - (bottom.max() ?? b.minX)
    bottomLeading = (bottom.min() ?? b.maxX) - b.minX
  }

  init(_ tl: Double, _ tr: Double, _ br: Double, _ bl: Double) {
    (topLeading, topTrailing, bottomTrailing, bottomLeading) = (tl, tr, br, bl)
  }

  func isNear(_ o: CornerCuts) -> Bool {
    abs(topLeading - o.topLeading) < 1e-6 && abs(topTrailing - o.topTrailing) < 1e-6
      && abs(bottomTrailing - o.bottomTrailing) < 1e-6
      && abs(bottomLeading - o.bottomLeading) < 1e-6
  }
}

/// The continuous corner's extent in units of its radius (PopshotGraphics, Path+Shapes.swift).
let continuousExtent = 1.52866483
