import PopshotGraphics
import Testing

@testable import PopshotUI

/// ShadowStyle.swift: a shape style with a drop shadow draws the shadow under what it fills.
@Suite struct ShadowStyleTests {
  func pixels(_ view: some View) throws -> Pixmap {
    var e = EnvironmentValues()
    e.displayScale = 1
    let size = Size(width: 30, height: 30)
    let res = try LayoutEngine.render(
      view.frame(width: 30, height: 30, alignment: .topLeading), size: size, environment: e)
    return try Painter(scale: 1).render(res.displayList, size: size)
  }

  func rgba(_ p: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
    let c = p[x, y]
    return [c.r, c.g, c.b, c.a]
  }

  /// A 10 × 10 blue square with an unblurred red shadow 5 pt to the right: the square covers
  /// x 0…10 (blue at (7, 5), over the shadow), the shadow x 5…15 (red at (12, 5)), nothing at
  /// (20, 5). The render's design is Liquid Glass: iOS 26's blue #0088FF and red #FF383C.
  @Test func aDropShadowIsDrawnUnderTheFill() throws {
    let p = try pixels(
      Rectangle().fill(Color.blue.shadow(.drop(color: .red, radius: 0, x: 5)))
        .frame(width: 10, height: 10))
    #expect(rgba(p, 7, 5) == [0x00, 0x88, 0xFF, 0xFF])
    #expect(rgba(p, 12, 5) == [0xFF, 0x38, 0x3C, 0xFF])
    #expect(rgba(p, 20, 5)[3] == 0)
  }

  /// The default colour is black at 33% (Apple's `Color(.sRGBLinear, white: 0, opacity:
  /// 0.33)`): 0.33 × 255 = 84.15, so the shadow 10 pt below the square is (0, 0, 0, 84)
  /// premultiplied at (5, 15).
  @Test func theDefaultShadowIsAThirdBlack() throws {
    let p = try pixels(
      Rectangle().fill(Color.blue.shadow(.drop(radius: 0, y: 10))).frame(width: 10, height: 10))
    #expect(rgba(p, 5, 15) == [0, 0, 0, 84])
  }

  /// The base style is resolved where it is drawn: `.tint` under `.tint(.green)` is system
  /// green (#34C759, the same in iOS 26), its shadow still drawn (iOS 26's red #FF383C).
  @Test func theBaseStyleResolvesInTheEnvironment() throws {
    let p = try pixels(
      Rectangle().fill(TintShapeStyle().shadow(.drop(color: .red, radius: 0, x: 5)))
        .frame(width: 10, height: 10).tint(.green))
    #expect(rgba(p, 2, 5) == [0x34, 0xC7, 0x59, 0xFF])
    #expect(rgba(p, 12, 5) == [0xFF, 0x38, 0x3C, 0xFF])
  }

  /// An inner shadow is not drawn yet: the style fills as its base does.
  @Test func anInnerShadowFillsAsTheBase() throws {
    let square = Rectangle().frame(width: 10, height: 10)
    #expect(
      try pixels(square.foregroundStyle(Color.blue.shadow(.inner(radius: 3))))
        == (try pixels(square.foregroundStyle(Color.blue))))
  }
}
