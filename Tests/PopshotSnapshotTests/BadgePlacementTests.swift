import PopshotGraphics
import Testing

@testable import PopshotSnapshot

/// Where the accessibility images put their numbered badges (radius 9 pt): at each frame's
/// top-left corner, and beside it when an earlier badge stands there.
@Suite struct BadgePlacementTests {
  let screen = Size(width: 393, height: 852)

  /// Two frames that start at the same point (a text inside its button): the second badge goes
  /// one badge (19 pt) to the left; a third near them to the first free place; a fourth frame
  /// elsewhere keeps its corner.
  @Test func aSecondBadgeAtTheSameCornerMovesLeft() {
    let centers = AccessibilityImage.badgeCenters(
      [
        Rect(x: 100, y: 200, width: 80, height: 30), Rect(x: 100, y: 200, width: 60, height: 20),
        Rect(x: 101, y: 201, width: 10, height: 10), Rect(x: 100, y: 400, width: 80, height: 30),
      ], screen: screen)
    #expect(centers[0] == Point(x: 100, y: 200))
    #expect(centers[1] == Point(x: 81, y: 200))
    // Two to the left, (63, 201), is 18.03 pt from the second badge, and the top-right corner,
    // (111, 201), 11 pt from the first: one badge down, (101, 220), is 20.02 pt from the first.
    #expect(centers[2] == Point(x: 101, y: 220))
    #expect(centers[3] == Point(x: 100, y: 400))
  }

  /// At the screen's left edge there is no room to the left: the badge is clamped to 9 pt, meets
  /// the first, and goes to the frame's top-right corner instead.
  @Test func atTheLeftEdgeTheTopRightCornerIsUsed() {
    let centers = AccessibilityImage.badgeCenters(
      [Rect(x: 0, y: 0, width: 393, height: 852), Rect(x: 0, y: 0, width: 200, height: 50)],
      screen: screen)
    #expect(centers[0] == Point(x: 9, y: 9))
    #expect(centers[1] == Point(x: 200, y: 9))
  }

  /// Many frames, ten at each of 200 corners 38 pt apart: the first badge at each corner keeps
  /// it, and the second stands a badge away from it (19 pt to the left, halfway to the next
  /// corner). The earlier badges are found through a grid, so this is linear in the badges.
  @Test func manyBadgesAreAllPlaced() {
    let frames = (0..<2000).map { i in
      Rect(
        x: 40 + Double(i % 10) * 38, y: 20 + Double(i / 10 % 20) * 40, width: 30, height: 20)
    }
    let centers = AccessibilityImage.badgeCenters(frames, screen: screen)
    #expect(centers.count == 2000)
    for i in 0..<200 {
      #expect(centers[i] == Point(x: frames[i].minX, y: frames[i].minY))
      #expect(centers[i + 200] == Point(x: frames[i].minX - 19, y: frames[i].minY))
    }
  }
}
