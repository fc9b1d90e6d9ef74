import PopshotGraphics
import Testing

@testable import PopshotUI

/// Tables of frames worked out by hand from the layout nodes' rules (SwiftUI's).
@Suite struct StackLayoutTests {
  /// 400 − 2 × 8 spacing = 384; the fixed 50 goes first, then the two colours split 334 evenly.
  @Test func fixedAndFlexibleChildren() throws {
    let f = try layout(
      HStack {
        Color.red.frame(width: 50).id("a")
        Color.green.id("b")
        Color.blue.id("c")
      }.frame(height: 100))
    expectFrames(f, ["a": r(0, 0, 50, 100), "b": r(58, 0, 167, 100), "c": r(233, 0, 167, 100)])
  }

  /// Spacers come last and take no spacing: 400 − 50 − 30 = 320.
  @Test func spacerTakesWhatIsLeft() throws {
    let f = try layout(
      HStack {
        Color.red.frame(width: 50, height: 20).id("a")
        Spacer().id("s")
        Color.blue.frame(width: 30, height: 20).id("b")
      })
    expectFrames(f, ["a": r(0, 0, 50, 20), "s": r(50, 10, 320, 0), "b": r(370, 0, 30, 20)])
  }

  /// A spacer's minimum is kept even when the others want everything.
  @Test func spacerMinimumLength() throws {
    let f = try layout(
      HStack {
        Color.red.id("a")
        Spacer(minLength: 40)
        Color.blue.frame(width: 30).id("b")
      }.frame(height: 10))
    // 400 − 40 reserved: b (fixed) 30, a 330, the spacer 40.
    expectFrames(f, ["a": r(0, 0, 330, 10), "b": r(370, 0, 30, 10)])
  }

  @Test func explicitSpacingAppliesEverywhere() throws {
    let f = try layout(
      VStack(spacing: 3) {
        Color.red.frame(width: 10, height: 10).id("a")
        Spacer(minLength: 0).frame(height: 5)
        Color.blue.frame(width: 10, height: 10).id("b")
      })
    expectFrames(f, ["a": r(0, 0, 10, 10), "b": r(0, 21, 10, 10)])
  }

  @Test(arguments: [(HorizontalAlignment.leading, 0.0), (.center, 25.0), (.trailing, 50.0)])
  func vstackAlignment(_ a: HorizontalAlignment, _ x: Double) throws {
    let f = try layout(
      VStack(alignment: a, spacing: 0) {
        Color.red.frame(width: 100, height: 10).id("wide")
        Color.blue.frame(width: 50, height: 10).id("narrow")
      })
    expectFrames(f, ["wide": r(0, 0, 100, 10), "narrow": r(x, 10, 50, 10)])
  }

  @Test(arguments: [(VerticalAlignment.top, 0.0), (.center, 10.0), (.bottom, 20.0)])
  func hstackAlignment(_ a: VerticalAlignment, _ y: Double) throws {
    let f = try layout(
      HStack(alignment: a, spacing: 0) {
        Color.red.frame(width: 10, height: 40).id("tall")
        Color.blue.frame(width: 10, height: 20).id("short")
      })
    expectFrames(f, ["tall": r(0, 0, 10, 40), "short": r(10, y, 10, 20)])
  }

  @Test(arguments: [
    (Alignment.topLeading, 0.0, 0.0), (.center, 35.0, 35.0), (.bottomTrailing, 70.0, 70.0),
    (.top, 35.0, 0.0),
    (.trailing, 70.0, 35.0),
  ])
  func zstackAlignment(_ a: Alignment, _ x: Double, _ y: Double) throws {
    let f = try layout(
      ZStack(alignment: a) {
        Color.red.frame(width: 100, height: 100).id("big")
        Color.blue.frame(width: 30, height: 30).id("small")
      })
    expectFrames(f, ["big": r(0, 0, 100, 100), "small": r(x, y, 30, 30)])
  }

  /// With priority 1, b is offered 400 less a's minimum (50) and stops at its maximum 300; a
  /// gets the 100 left. Without it, b is the less flexible (300 vs ∞) and gets half.
  @Test func layoutPriority() throws {
    let prioritised = try layout(
      HStack(spacing: 0) {
        Color.red.frame(minWidth: 50).id("a")
        Color.blue.frame(maxWidth: 300).layoutPriority(1).id("b")
      }.frame(height: 10))
    expectFrames(prioritised, ["a": r(0, 0, 100, 10), "b": r(100, 0, 300, 10)])
    let even = try layout(
      HStack(spacing: 0) {
        Color.red.frame(minWidth: 50).id("a")
        Color.blue.frame(maxWidth: 300).id("b")
      }.frame(height: 10))
    expectFrames(even, ["a": r(0, 0, 200, 10), "b": r(200, 0, 200, 10)])
  }
}
