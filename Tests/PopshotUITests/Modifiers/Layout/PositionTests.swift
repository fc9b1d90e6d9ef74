import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// `.position`: the positioned view takes the whole proposal (an unspecified dimension: the
/// child's) and puts the child's centre at the point, from its own top-leading corner (SwiftUI's
/// position layout; docs/swiftui.md, "Position and the safe area").
@Suite struct PositionTests {
  /// In the 400 × 400 frame the positioned view is 400 × 400; the 50 pt square's centre is at
  /// (100, 60), so it starts at (75, 35).
  @Test func centreAtThePoint() throws {
    expectFrames(
      try layout(
        Color.red.frame(width: 50, height: 50).id("square").position(x: 100, y: 60).id("p")),
      ["p": r(0, 0, 400, 400), "square": r(75, 35, 50, 50)])
    expectFrames(
      try layout(Color.red.frame(width: 50, height: 50).id("square").position(CGPoint(x: 0, y: 0))),
      ["square": r(-25, -25, 50, 50)])
  }

  /// Four squares in a 100 pt ZStack at the default coordinates (0 where not given): centred on
  /// the corners (0, 0), (50, 0), (0, 50) and (50, 50) of the stack's space.
  @Test func defaultsAreZero() throws {
    expectFrames(
      try layout(
        ZStack {
          Color.red.frame(width: 50, height: 50).id("a").position()
          Color.green.frame(width: 50, height: 50).id("b").position(x: 50)
          Color.blue.frame(width: 50, height: 50).id("c").position(y: 50)
          Color.black.frame(width: 50, height: 50).id("d").position(x: 50, y: 50)
        }.frame(width: 100, height: 100)),
      [
        "a": r(-25, -25, 50, 50), "b": r(25, -25, 50, 50), "c": r(-25, 25, 50, 50),
        "d": r(25, 25, 50, 50),
      ])
  }

  /// Offered no height (a vertical scroll view's content), the positioned view is as tall as
  /// its child, 30, and as wide as offered, 400.
  @Test func unspecifiedDimensionTakesTheChilds() throws {
    expectFrames(
      try layout(
        ScrollView {
          Color.red.frame(width: 50, height: 30).id("square").position(x: 25, y: 15).id("p")
        }),
      ["p": r(0, 0, 400, 30), "square": r(0, 0, 50, 30)])
  }

  /// A positioned view in a VStack spaces as a plain view (8 pt), whatever its child is.
  @Test func spacesAsAView() throws {
    let f = try layout(
      VStack(spacing: nil) {
        Color.red.frame(width: 10, height: 10).id("top")
        Text("A").position(x: 5, y: 5).frame(height: 30).id("p")
      })
    let (top, p) = (try #require(f["top"]), try #require(f["p"]))
    #expect(abs(p.minY - top.maxY - 8) < 1e-6, "\(p.minY - top.maxY)")
  }
}
