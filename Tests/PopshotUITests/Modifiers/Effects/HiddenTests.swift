import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// `.hidden()`: the view keeps its place and draws and says nothing.
@Suite struct HiddenTests {
  /// Two 40 pt buttons 10 apart, centred in 200 × 100: 90 wide from x = 55, so the first at
  /// 55...95 and the second at 105...145, both at y 30...70. Hiding the first keeps both
  /// frames; the second's elements are the only ones, and only the second is drawn.
  @Test func aHiddenViewKeepsItsPlaceOnly() throws {
    let size = Size(width: 200, height: 100)
    let r = try LayoutEngine.render(
      HStack(spacing: 10) {
        Button("A") {}.frame(width: 40, height: 40).hidden().id("a")
        Button("B") {}.frame(width: 40, height: 40).id("b")
      }, size: size)
    #expect(r.frames["a"] == Rect(x: 55, y: 30, width: 40, height: 40))
    #expect(r.frames["b"] == Rect(x: 105, y: 30, width: 40, height: 40))
    #expect(Set(r.semantics.elements.map(\.label)) == ["B"])
    // What is drawn is what the second button alone draws beside an empty 40 pt space.
    let alone = try LayoutEngine.render(
      HStack(spacing: 10) {
        Spacer().frame(width: 40, height: 40)
        Button("B") {}.frame(width: 40, height: 40).id("b")
      }, size: size)
    #expect(r.displayList == alone.displayList)
  }
}
