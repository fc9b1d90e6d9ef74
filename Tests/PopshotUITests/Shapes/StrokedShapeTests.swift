import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// StrokedShape.swift: `stroke(lineWidth:)` and `stroke(style:)` are shapes, drawn as strokes.
@Suite struct StrokedShapeTests {
  let size = Size(width: 20, height: 20)

  func pixels(_ view: some View) throws -> Pixmap {
    var e = EnvironmentValues()
    e.displayScale = 1
    let res = try LayoutEngine.render(
      view.frame(width: 20, height: 20, alignment: .topLeading), size: size, environment: e)
    return try Painter(scale: 1).render(res.displayList, size: size)
  }

  func rgba(_ p: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
    let c = p[x, y]
    return [c.r, c.g, c.b, c.a]
  }

  /// A circle's 2 pt outline, filled red: the ring r 9…11 about (10, 10) holds the pixel
  /// (10, 0)…(11, 1) (9.5…10 pt from the centre), system red (iOS 26's #FF383C: these renders
  /// are in the Liquid Glass design, as are the others here); the centre stays empty.
  /// It draws the same pixels as `stroke(.red, lineWidth: 2)`.
  @Test func aStrokedShapeCanBeFilled() throws {
    let filled = try pixels(Circle().stroke(lineWidth: 2).fill(.red))
    #expect(rgba(filled, 10, 0) == [0xFF, 0x38, 0x3C, 0xFF])
    #expect(rgba(filled, 10, 10)[3] == 0)
    #expect(filled == (try pixels(Circle().stroke(.red, lineWidth: 2))))
    let styled = try pixels(
      Circle().stroke(style: StrokeStyle(lineWidth: 2)).fill(.red, style: FillStyle()))
    #expect(styled == filled)
  }

  /// Drawn as a view it strokes in the foreground style, as when it returned a view.
  @Test func aStrokedShapeAsAViewIsTheStrokeInTheForegroundStyle() throws {
    let view = try pixels(Rectangle().stroke(lineWidth: 4).foregroundStyle(.blue))
    #expect(view == (try pixels(Rectangle().stroke(.blue, lineWidth: 4))))
    #expect(rgba(view, 0, 0) == [0x00, 0x88, 0xFF, 0xFF])
  }

  /// As a clip shape its path is the outline's area: a red square clipped to its rectangle's
  /// 4 pt outline (−2…2 pt about each edge) keeps (0, 0)…(1, 1) and loses (10, 10).
  @Test func aStrokedShapesPathIsTheOutlinesArea() throws {
    let clipped = try pixels(Color.red.clipShape(Rectangle().stroke(lineWidth: 4)))
    #expect(rgba(clipped, 0, 0) == [0xFF, 0x38, 0x3C, 0xFF])
    #expect(rgba(clipped, 10, 10)[3] == 0)
    let bounds = Rectangle().stroke(lineWidth: 4)
      .path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).boundingRect
    #expect(bounds == CGRect(x: -2, y: -2, width: 24, height: 24))
  }

  /// iOS 17's `antialiased:` forms: a 4 pt border inside a 20 pt square covers 0…4 pt, so
  /// (3, 3) is red and (4, 4) empty; Popshot always anti-aliases, so `false` draws the same.
  @Test func antialiasedFormsDrawTheSame() throws {
    let border = try pixels(
      Rectangle().strokeBorder(lineWidth: 4, antialiased: false).foregroundStyle(.red))
    #expect(rgba(border, 3, 3) == [0xFF, 0x38, 0x3C, 0xFF])
    #expect(rgba(border, 4, 4)[3] == 0)
    #expect(border == (try pixels(Rectangle().strokeBorder(Color.red, lineWidth: 4))))
    #expect(
      border
        == (try pixels(Rectangle().strokeBorder(Color.red, style: StrokeStyle(lineWidth: 4)))))
    #expect(
      border
        == (try pixels(
          Rectangle().strokeBorder(style: StrokeStyle(lineWidth: 4), antialiased: true)
            .foregroundStyle(.red))))
    let stroked = try pixels(Rectangle().stroke(Color.red, lineWidth: 4, antialiased: false))
    #expect(stroked == (try pixels(Rectangle().stroke(Color.red, lineWidth: 4))))
    #expect(
      stroked
        == (try pixels(Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 4)))))
  }
}
