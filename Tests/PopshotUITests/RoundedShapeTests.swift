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

@Suite struct UnevenRoundedRectangleTests {
  let rect = CGRect(x: 0, y: 0, width: 200, height: 200)

  /// Each corner keeps its own radius; SwiftUI's default style is continuous, so a 40 pt corner
  /// is cut 1.52866 × 40 = 61.15 pt along each edge, a 20 pt one 30.57.
  @Test func eachCornerHasItsRadius() {
    let s = UnevenRoundedRectangle(topLeadingRadius: 40, bottomTrailingRadius: 20)
    #expect(s.style == .continuous)
    let cuts = CornerCuts(s.path(in: rect))
    #expect(cuts.isNear(CornerCuts(40 * continuousExtent, 0, 20 * continuousExtent, 0)), "\(cuts)")
    let circular = UnevenRoundedRectangle(
      cornerRadii: RectangleCornerRadii(topLeading: 10, bottomLeading: 20, topTrailing: 30),
      style: .circular)
    #expect(CornerCuts(circular.path(in: rect)).isNear(CornerCuts(10, 30, 0, 20)))
  }

  /// Inset by 10 in a 200 pt square, the 40 pt corner becomes 30 (concentric: its centre stays at
  /// (40, 40)) and the frame 180 pt from (10, 10); a corner smaller than the inset becomes square.
  @Test func insetKeepsCornersConcentric() {
    let s = UnevenRoundedRectangle(topLeadingRadius: 40, bottomTrailingRadius: 6, style: .circular)
    let p = s.inset(by: 10).path(in: rect)
    #expect(near(p.controlBounds, Rect(x: 10, y: 10, width: 180, height: 180)))
    #expect(CornerCuts(p).isNear(CornerCuts(30, 0, 0, 0)))
  }

  /// The shorthands build the same shapes, continuous unless told: `.rect(cornerRadius: 10)` is
  /// cut 15.29 pt, `.rect(cornerRadii:style:)` and `.rect(topLeadingRadius:…)` as their type.
  @Test func shorthands() {
    func cuts(_ s: some Shape) -> CornerCuts { CornerCuts(s.path(in: rect)) }
    let c = 10 * continuousExtent
    #expect(cuts(.rect(cornerRadius: 10) as RoundedRectangle).isNear(CornerCuts(c, c, c, c)))
    #expect(cuts(.rect as Rectangle).isNear(CornerCuts(0, 0, 0, 0)))
    let uneven: UnevenRoundedRectangle = .rect(topLeadingRadius: 12, style: .circular)
    #expect(cuts(uneven).isNear(CornerCuts(12, 0, 0, 0)))
    let radii: UnevenRoundedRectangle = .rect(
      cornerRadii: RectangleCornerRadii(bottomTrailing: 8), style: .circular)
    #expect(cuts(radii).isNear(CornerCuts(0, 0, 8, 0)))
    let path = Path(
      roundedRect: rect, cornerRadii: RectangleCornerRadii(topTrailing: 16), style: .circular)
    #expect(CornerCuts(path).isNear(CornerCuts(0, 16, 0, 0)))
  }

  /// Used where SwiftUI takes a shape, as a clip.
  @Test func drawsAsAClip() throws {
    let res = try LayoutEngine.render(
      Color.red.frame(width: 100, height: 60)
        .clipShape(.rect(bottomLeadingRadius: 20, topTrailingRadius: 20, style: .circular)),
      size: Size(width: 100, height: 60))
    let clip = res.displayList.items.compactMap { item -> Path? in
      if case .pushClip(let p, _) = item { return p }
      return nil
    }
    #expect(clip.count == 1 && CornerCuts(clip[0]).isNear(CornerCuts(0, 20, 0, 20)))
  }
}

/// ContainerRelativeShape: the nearest container shape inset by the smallest distance between
/// the shape's frame and the container's, laid in the shape's frame (docs/swiftui.md, "Shapes,
/// paths and CoreGraphics types").
@Suite struct ContainerRelativeShapeTests {
  let orange = try! SRGBColor(hex: "#FF9500")

  /// The orange shape's outline in a render.
  func shape(_ v: some View) throws -> Path? {
    let res = try LayoutEngine.render(v, size: Size(width: 300, height: 300))
    return res.displayList.items.compactMap { item -> Path? in
      switch item {
      case .fill(let p, .solid(let c), _) where c == orange: return p
      case .stroke(let p, _, .solid(let c)) where c == orange: return p
      default: return nil
      }
    }.first
  }

  /// A 220 × 120 card with 30 pt corners and 12 pt padding: the shape is 196 × 96 and its
  /// corners 30 − 12 = 18 pt.
  @Test func concentricInsideTheContainer() throws {
    let p = try #require(
      try shape(
        ContainerRelativeShape().fill(Color.orange)
          .padding(12)
          .frame(width: 220, height: 120)
          .containerShape(RoundedRectangle(cornerRadius: 30))))
    #expect(near(p.controlBounds, Rect(x: 52, y: 102, width: 196, height: 96)))
    #expect(CornerCuts(p).isNear(CornerCuts(18, 18, 18, 18)))
  }

  /// Uneven distances (10 at the top and bottom, 24 and 16 at the sides): the smallest, 10, sets
  /// the radius, 30 − 10 = 20, at every corner of the shape's own frame.
  @Test func theNearestEdgeSetsTheInset() throws {
    let p = try #require(
      try shape(
        ContainerRelativeShape().fill(Color.orange)
          .padding(EdgeInsets(top: 10, leading: 24, bottom: 10, trailing: 16))
          .frame(width: 220, height: 120)
          .containerShape(RoundedRectangle(cornerRadius: 30))))
    #expect(near(p.controlBounds, Rect(x: 64, y: 100, width: 180, height: 100)))
    #expect(CornerCuts(p).isNear(CornerCuts(20, 20, 20, 20)))
  }

  /// With no container shape the shape is a rectangle (Apple: "If there is not a current
  /// container shape, the system provides a rectangle"); `.containerRelative` is the same shape.
  @Test func aRectangleWithoutAContainer() throws {
    let p = try #require(
      try shape(
        ContainerRelativeShape.containerRelative.fill(Color.orange).frame(width: 80, height: 40)))
    #expect(near(p.controlBounds, Rect(x: 110, y: 130, width: 80, height: 40)))
    #expect(CornerCuts(p).isNear(CornerCuts(0, 0, 0, 0)))
  }

  /// The nearest container wins: a capsule inside a rounded card makes the shape a capsule
  /// (100 × 40 at no distance: 20 pt ends); `.containerShape(ContainerRelativeShape())` keeps the
  /// card's shape.
  @Test func theNearestContainerWins() throws {
    let capsule = try #require(
      try shape(
        ContainerRelativeShape().fill(Color.orange)
          .frame(width: 100, height: 40)
          .containerShape(Capsule())
          .padding(20)
          .containerShape(RoundedRectangle(cornerRadius: 8))))
    #expect(CornerCuts(capsule).isNear(CornerCuts(20, 20, 20, 20)))
    let card = try #require(
      try shape(
        ContainerRelativeShape().fill(Color.orange)
          .padding(5)
          .containerShape(ContainerRelativeShape())
          .frame(width: 100, height: 40)
          .containerShape(RoundedRectangle(cornerRadius: 15))))
    #expect(CornerCuts(card).isNear(CornerCuts(10, 10, 10, 10)))
  }

  /// As a clip, and inset for a border: `strokeBorder` insets it by half the line width first.
  @Test func clipsAndInsets() throws {
    let res = try LayoutEngine.render(
      Color.red.clipShape(ContainerRelativeShape()).padding(4)
        .frame(width: 100, height: 100)
        .containerShape(RoundedRectangle(cornerRadius: 24)),
      size: Size(width: 100, height: 100))
    let clip = res.displayList.items.compactMap { item -> Path? in
      if case .pushClip(let p, _) = item { return p }
      return nil
    }
    #expect(clip.count == 1 && CornerCuts(clip[0]).isNear(CornerCuts(20, 20, 20, 20)))
    let border = try #require(
      try shape(
        ContainerRelativeShape().strokeBorder(Color.orange, lineWidth: 4)
          .frame(width: 100, height: 100)
          .containerShape(RoundedRectangle(cornerRadius: 24))))
    // Inset by 2: the outline runs 2 pt inside the card, with 22 pt corners.
    #expect(near(border.controlBounds, Rect(x: 102, y: 102, width: 96, height: 96)))
    #expect(CornerCuts(border).isNear(CornerCuts(22, 22, 22, 22)))
  }
}
