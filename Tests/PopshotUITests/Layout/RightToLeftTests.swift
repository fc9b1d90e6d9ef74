import PopshotGraphics
import Testing

@testable import PopshotUI

/// Right-to-left layout mirrors where views go, not what they draw (issue 27; SwiftUI's
/// behaviour, docs/swiftui.md "Right-to-left layout").
@Suite struct RightToLeftTests {
  func render(_ view: some View, _ direction: LayoutDirection, width: Double = 390) throws
    -> LayoutResult
  {
    var env = EnvironmentValues()
    env.layoutDirection = direction
    return try LayoutEngine.render(view, size: Size(width: width, height: 200), environment: env)
  }

  /// On a 390 pt screen an HStack of 100 and 50 pt views at the leading edge is at x 0 and 100
  /// left to right, and at 290 and 240 right to left: each frame is x → 390 − x − width.
  @Test func anHStacksFramesAreMirrored() throws {
    let row = HStack(spacing: 0) {
      Color.red.frame(width: 100, height: 50).id("a")
      Color.blue.frame(width: 50, height: 50).id("b")
    }.frame(maxWidth: .infinity, alignment: .leading)
    let ltr = try render(row, .leftToRight)
    let rtl = try render(row, .rightToLeft)
    #expect(ltr.frames["a"]?.minX == 0 && ltr.frames["b"]?.minX == 100)
    #expect(rtl.frames["a"]?.minX == 290 && rtl.frames["b"]?.minX == 240)
    #expect(rtl.frames["a"]?.minY == ltr.frames["a"]?.minY)
    // The fills moved with them: the red one now spans 290…390.
    let red = rtl.displayList.items.compactMap { item -> Rect? in
      if case .fill(let p, .solid(let c), _) = item,
        c == Color.red.resolved(.light, design: .liquidGlass)
      {
        return p.controlBounds
      }
      return nil
    }
    #expect(red == [Rect(x: 290, y: 75, width: 100, height: 50)])
  }

  /// Leading padding is on the right; the text itself still reads left to right (its glyph
  /// origins increase along the line).
  @Test func leadingPaddingIsOnTheRightAndTextStaysUpright() throws {
    let view = Text("Hello").padding(.leading, 20).id("t").frame(
      maxWidth: .infinity, alignment: .leading)
    let ltr = try render(view, .leftToRight)
    let rtl = try render(view, .rightToLeft)
    let l = try #require(ltr.frames["t"])
    let r = try #require(rtl.frames["t"])
    #expect(abs(r.maxX - (390 - l.minX)) < 1e-9)
    let runs = rtl.displayList.items.compactMap { item -> GlyphRun? in
      if case .glyphRun(let run) = item { return run }
      return nil
    }
    let xs = try #require(runs.first).positions.map(\.x)
    #expect(xs == xs.sorted() && xs.count == 5)
    // The run moved by the mirroring of its line's box: same glyphs, same spacing.
    let ltrRun = try #require(
      ltr.displayList.items.compactMap { item -> GlyphRun? in
        if case .glyphRun(let run) = item { return run }
        return nil
      }.first)
    let shift = xs[0] - ltrRun.positions[0].x
    #expect(zip(xs, ltrRun.positions).allSatisfy { abs($0 - $1.x - shift) < 1e-9 })
  }

  /// A subtree set right to left inside a left-to-right screen mirrors within its own frame.
  @Test func aSubtreeMirrorsWithinItsFrame() throws {
    let view = HStack(spacing: 0) {
      Color.gray.frame(width: 190, height: 10)
      HStack(spacing: 0) {
        Color.red.frame(width: 50, height: 10).id("x")
        Spacer()
      }
      .frame(width: 200)
      .environment(\.layoutDirection, .rightToLeft)
    }
    let r = try render(view, .leftToRight)
    // The inner stack spans 190…390; its leading 50 pt view is at its right end.
    #expect(r.frames["x"]?.minX == 340)
  }

  /// A shape keeps its drawing (a triangle pointing right still points right, in its mirrored
  /// place at the right edge); `.flipsForRightToLeftLayoutDirection(true)` mirrors it too.
  @Test func flipsForRightToLeftMirrorsTheContent() throws {
    func tipX(_ flips: Bool) throws -> Double? {
      let triangle = Path { p in
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 10, y: 5))
        p.addLine(to: CGPoint(x: 0, y: 10))
        p.closeSubpath()
      }
      let view = triangle.fill(Color.red).frame(width: 10, height: 10)
        .flipsForRightToLeftLayoutDirection(flips).frame(maxWidth: .infinity, alignment: .leading)
      let r = try render(view, .rightToLeft)
      for case .fill(let p, _, _) in r.displayList.items {
        // The vertex at the triangle's mid-height is its tip.
        for case .line(let point) in p.elements where abs(point.y - 100) < 1e-9 {
          return point.x
        }
      }
      return nil
    }
    #expect(try tipX(false) == 390)
    #expect(try tipX(true) == 380)
  }

  /// SwiftUI draws a shape in its own coordinates: `path(in:)` gets a rect at (0, 0) of the
  /// frame's size, and the path is moved to the frame. A triangle drawn from (0, 0) in a 10 pt
  /// frame centred on a 390 × 200 screen starts at (190, 95).
  @Test func anAppsShapeIsDrawnInItsOwnCoordinates() throws {
    struct Wedge: Shape {
      func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: rect.width, y: rect.height / 2))
        p.addLine(to: CGPoint(x: 0, y: rect.height))
        p.closeSubpath()
        return p
      }
    }
    let r = try render(Wedge().fill(Color.red).frame(width: 10, height: 10), .leftToRight)
    let bounds = r.displayList.items.compactMap { item -> Rect? in
      if case .fill(let p, _, _) = item { return p.controlBounds }
      return nil
    }
    #expect(bounds == [Rect(x: 190, y: 95, width: 10, height: 10)])
  }
}
