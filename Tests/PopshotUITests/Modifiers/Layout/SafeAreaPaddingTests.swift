import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// `.safeAreaPadding`: laid out as padding, and safe area for what is inside.
@Suite struct SafeAreaPaddingTests {
  /// Padding 20 on every side: a background that ignores the safe area fills the whole screen
  /// (the padding is safe area, and the page reaches the screen's unsafe edges); in a 100 pt
  /// card in the middle it fills the card, padding included.
  @Test func backgroundsFillThePadding() throws {
    let res = try phonePage(Color.red.ignoresSafeArea().id("bg").safeAreaPadding(20))
    expectFrames(res.frames, ["bg": r(0, 0, 393, 852)])
    let card = try phonePage(
      Color.red.ignoresSafeArea().id("bg").safeAreaPadding(10).frame(width: 100, height: 100))
    expectFrames(card.frames, ["bg": r(146.5, 388.5, 100, 100)])
  }

  /// A scroll view: its content starts inside the padding (x 20, y 59 + 30 = 89) and shows up
  /// to the top of the screen.
  @Test func scrollContentStartsInsideThePadding() throws {
    let res = try phonePage(
      ScrollView {
        Color.green.frame(height: 2000).id("tall")
      }.safeAreaPadding(.horizontal, 20).safeAreaPadding(.top, 30))
    expectFrames(res.frames, ["tall": r(20, 89, 353, 2000)])
    #expect(clipRects(res).first.map { $0.minY == 0 && $0.maxY == 852 } == true)
  }

  /// The lengths: none is the system's 16; `safeAreaPadding(8)` is 8 on every edge.
  @Test func defaultLength() throws {
    expectFrames(
      try layout(Color.red.frame(width: 10, height: 10).id("a").safeAreaPadding().id("all")),
      ["all": r(0, 0, 42, 42), "a": r(16, 16, 10, 10)])
    expectFrames(
      try layout(Color.red.frame(width: 10, height: 10).id("a").safeAreaPadding(8).id("all")),
      ["all": r(0, 0, 26, 26), "a": r(8, 8, 10, 10)])
  }
}
