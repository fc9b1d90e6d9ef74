import PopshotGraphics
import Testing

@testable import PopshotUI

/// `.border(_:width:)`: a stroke inside the bounds (Apple: "the border is drawn inside the
/// view's bounds"), the view's size unchanged.
@Suite struct BorderTests {
  @Test func borderIsInsideTheBoundsAndSizesNothing() throws {
    let view = Color.clear.frame(width: 100, height: 40).border(Color.red, width: 4).id("b")
    let res = try LayoutEngine.render(view, size: Size(width: 100, height: 40))
    expectFrames(res.frames, ["b": r(0, 0, 100, 40)])
    let strokes = res.displayList.items.compactMap { item -> (Rect, Double)? in
      if case .stroke(let p, let s, _) = item { return (p.controlBounds, s.width) }
      return nil
    }
    // Stroked along a rectangle inset by half the width: (2, 2, 96, 36), 4 pt wide.
    #expect(strokes.count == 1)
    #expect(strokes.first.map { near($0.0, r(2, 2, 96, 36)) && $0.1 == 4 } == true)
  }
}
