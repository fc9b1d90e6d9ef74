import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// ContainerRelativeShape: the nearest container shape inset by the smallest distance between
/// the shape's frame and the container's, laid in the shape's frame (docs/swiftui.md, "Shapes,
/// paths and CoreGraphics types").
@Suite struct ContainerRelativeShapeTests {
  /// The shapes are filled with system orange, iOS 26's in the default (Liquid Glass) design.
  let orange = try! SRGBColor(hex: "#FF8D28")

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
