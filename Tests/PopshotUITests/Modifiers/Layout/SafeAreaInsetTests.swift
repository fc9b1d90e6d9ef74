import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// `.safeAreaInset`: frames worked out by hand from SwiftUI's rule (docs/swiftui.md, "Position
/// and the safe area"): the bar gets its size first, the content what is left less the spacing.
@Suite struct SafeAreaInsetTests {
  /// Bar 50 pt tall, 8 pt spacing (two plain views, as in a VStack): the content gets
  /// 759 − 58 = 701 pt from y = 59, the bar sits at the bottom of the safe area, 818 − 50.
  @Test func barAtTheBottom() throws {
    let res = try phonePage(
      Color.red.id("content").safeAreaInset(edge: .bottom) {
        Color.blue.frame(height: 50).id("bar")
      }.id("all"))
    expectFrames(
      res.frames,
      [
        "all": r(0, 59, 393, 759), "content": r(0, 59, 393, 701), "bar": r(0, 768, 393, 50),
      ])
  }

  /// A content that ignores the safe area fills the modifier's frame, under the bar, and the
  /// screen beyond it where the frame reaches the screen's unsafe edges: the whole screen.
  @Test func ignoringContentReachesBehindTheBar() throws {
    let res = try phonePage(
      Color.red.ignoresSafeArea().id("bg").safeAreaInset(edge: .bottom) {
        Color.blue.frame(height: 50).id("bar")
      })
    expectFrames(res.frames, ["bg": r(0, 0, 393, 852), "bar": r(0, 768, 393, 50)])
    // The same modifier on a 200 pt card in the middle: the content reaches the card's bottom,
    // not the screen's.
    let card = try phonePage(
      Color.red.ignoresSafeArea().id("bg").safeAreaInset(edge: .bottom, spacing: 0) {
        Color.blue.frame(height: 50)
      }.frame(width: 200, height: 200).id("card"))
    expectFrames(card.frames, ["card": r(96.5, 338.5, 200, 200), "bg": r(96.5, 338.5, 200, 200)])
  }

  /// A scroll view under a 40 pt top bar with 10 pt spacing: its content starts at
  /// 59 + 40 + 10 = 109, and what shows of it runs under the bar and the status bar to the top
  /// of the screen, and under the home indicator to the bottom.
  @Test func scrollContentStartsBelowTheBar() throws {
    let res = try phonePage(
      ScrollView {
        Color.green.frame(height: 2000).id("tall")
      }.id("scroll").safeAreaInset(edge: .top, spacing: 10) {
        Color.blue.frame(height: 40).id("bar")
      })
    expectFrames(
      res.frames,
      [
        "scroll": r(0, 109, 393, 709), "tall": r(0, 109, 393, 2000), "bar": r(0, 59, 393, 40),
      ])
    #expect(clipRects(res).first.map { near($0, r(0, 0, 393, 852)) } == true)
  }

  /// A side bar: content 100 × 100 at the leading edge, the 30 × 20 bar 4 pt after it aligned
  /// to the content's top; the whole is 30 + 4 + 100 = 134 wide and 100 tall.
  @Test func barAtTheTrailingEdge() throws {
    let f = try layout(
      Color.red.frame(width: 100, height: 100).id("c")
        .safeAreaInset(edge: .trailing, alignment: .top, spacing: 4) {
          Color.blue.frame(width: 30, height: 20).id("side")
        }.id("all"))
    expectFrames(
      f, ["all": r(0, 0, 134, 100), "c": r(0, 0, 100, 100), "side": r(104, 0, 30, 20)])
  }

  /// Across the edge the bar's alignment guide meets the content's: 100 × 50 content, a 40 × 10
  /// bar 8 pt below (the whole 100 × 68); `.trailing` puts the bar at 100 − 40 = 60, and a bar
  /// whose leading guide is its centre sits at −20 with `.leading`.
  @Test func barAlignsByGuides() throws {
    let content = Color.red.frame(width: 100, height: 50).id("c")
    expectFrames(
      try layout(
        content.safeAreaInset(edge: .bottom, alignment: .trailing) {
          Color.blue.frame(width: 40, height: 10).id("bar")
        }.id("all")),
      ["all": r(0, 0, 100, 68), "c": r(0, 0, 100, 50), "bar": r(60, 58, 40, 10)])
    expectFrames(
      try layout(
        content.safeAreaInset(edge: .bottom, alignment: .leading) {
          Color.blue.frame(width: 40, height: 10).id("bar")
            .alignmentGuide(.leading) { d in d.width / 2 }
        }),
      ["bar": r(-20, 58, 40, 10)])
  }

  /// The default spacing is the stack's for the pair: a plain view above a body text gets the
  /// text's line spacing less its ascent, 20.287 + 2.333 − 16.187 = 6.434 pt (docs/platform.md,
  /// "Stack spacing"); on a horizontal edge it is 8.
  @Test func defaultSpacingFollowsTheStackRule() throws {
    let f = try layout(
      Color.red.id("c").safeAreaInset(edge: .bottom) { Text("Bar").id("t") })
    let (c, t) = (try #require(f["c"]), try #require(f["t"]))
    #expect(abs(t.maxY - 400) < 1e-6 && c.minY == 0)
    #expect(abs(t.minY - c.maxY - 6.434) < 1e-3, "\(t.minY - c.maxY)")
    let side = try layout(
      Color.red.id("c").safeAreaInset(edge: .leading) {
        Color.blue.frame(width: 20).id("s")
      })
    expectFrames(side, ["s": r(0, 0, 20, 400), "c": r(28, 0, 372, 400)])
  }
}
