import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

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
