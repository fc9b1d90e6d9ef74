import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// An iPhone 15 page: 393 × 852 with 59 pt at the top and 34 at the bottom unsafe, so the root
/// view is offered 393 × 759 from y = 59 (docs/platform.md, "Devices").
func phonePage(_ view: some View) throws -> LayoutResult {
  var env = EnvironmentValues()
  env.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
  return try LayoutEngine.render(view, size: Size(width: 393, height: 852), environment: env)
}

/// The clip rectangles a render pushes (a scroll view's visible region), in order.
func clipRects(_ res: LayoutResult) -> [Rect] {
  res.displayList.items.compactMap { item -> Rect? in
    if case .pushClip(let p, _) = item { return p.controlBounds }
    return nil
  }
}

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

/// `.contentMargins`: padding around the scroll content, inside the scroll view's frame.
@Suite struct ContentMarginsTests {
  /// 30 pt at the sides and 12 at the top: a 400 pt scroll view's content is 340 wide from
  /// (30, 12). Margins set nearer the scroll view win edge by edge; indicator margins change
  /// nothing in a still.
  @Test func scrollViewContent() throws {
    func content(_ v: some View) throws -> Rect? { try layout(v)["c"] }
    let scroll = ScrollView { Color.green.frame(height: 300).id("c") }
    #expect(
      try content(scroll.contentMargins(.horizontal, 30).contentMargins(.top, 12))
        .map { near($0, r(30, 12, 340, 300)) } == true)
    #expect(
      try content(scroll.contentMargins(.all, 10).contentMargins(.top, 30))
        .map { near($0, r(10, 10, 380, 300)) } == true)
    #expect(
      try content(scroll.contentMargins(10, for: .scrollIndicators))
        .map { near($0, r(0, 0, 400, 300)) } == true)
  }

  /// A list's sections move down by the top margin (in the classic design; iOS 26's margin
  /// replaces the first section's spacing: LiquidGlassListTests); its background still fills the
  /// frame.
  @Test func listContent() throws {
    var env = EnvironmentValues()
    env.design = .classic
    let list = List { Text("Row").id("row") }
    let size = Size(width: 400, height: 400)
    let plain = try #require(
      try LayoutEngine.render(list.frame(width: 400, height: 400), size: size, environment: env)
        .frames["row"])
    let res = try LayoutEngine.render(
      list.contentMargins(.top, 50).frame(width: 400, height: 400), size: size, environment: env)
    let moved = try #require(res.frames["row"])
    #expect(abs(moved.minY - plain.minY - 50) < 1e-6 && moved.minX == plain.minX)
    #expect(fills(res).first.map { near($0.0, r(0, 0, 400, 400)) } == true)
  }
}
