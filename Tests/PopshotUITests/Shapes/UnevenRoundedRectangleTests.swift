import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

@Suite struct UnevenRoundedRectangleTests {
  let rect = CGRect(x: 0, y: 0, width: 200, height: 200)

  /// Each corner keeps its own radius; SwiftUI's default style is continuous, so a 40 pt corner
  /// is cut 1.52866 × 40 = 61.15 pt along each edge, a 20 pt one 30.57.
  @Test func eachCornerHasItsRadius() {
    let s = UnevenRoundedRectangle(topLeadingRadius: 40, bottomTrailingRadius: 20)
    #expect(s.style == .continuous)
    let cuts = CornerCuts(s.path(in: rect))
    #expect(cuts.isNear(CornerCuts(40 * continuousExtent, 0, 20 * continuousExtent, 0)), "\(cuts)")
    let circular = UnevenRoundedRectangle(
      cornerRadii: RectangleCornerRadii(topLeading: 10, bottomLeading: 20, topTrailing: 30),
      style: .circular)
    #expect(CornerCuts(circular.path(in: rect)).isNear(CornerCuts(10, 30, 0, 20)))
  }

  /// Inset by 10 in a 200 pt square, the 40 pt corner becomes 30 (concentric: its centre stays at
  /// (40, 40)) and the frame 180 pt from (10, 10); a corner smaller than the inset becomes square.
  @Test func insetKeepsCornersConcentric() {
    let s = UnevenRoundedRectangle(topLeadingRadius: 40, bottomTrailingRadius: 6, style: .circular)
    let p = s.inset(by: 10).path(in: rect)
    #expect(near(p.controlBounds, Rect(x: 10, y: 10, width: 180, height: 180)))
    #expect(CornerCuts(p).isNear(CornerCuts(30, 0, 0, 0)))
  }

  /// The shorthands build the same shapes, continuous unless told: `.rect(cornerRadius: 10)` is
  /// cut 15.29 pt, `.rect(cornerRadii:style:)` and `.rect(topLeadingRadius:…)` as their type.
  @Test func shorthands() {
    func cuts(_ s: some Shape) -> CornerCuts { CornerCuts(s.path(in: rect)) }
    let c = 10 * continuousExtent
    #expect(cuts(.rect(cornerRadius: 10) as RoundedRectangle).isNear(CornerCuts(c, c, c, c)))
    #expect(cuts(.rect as Rectangle).isNear(CornerCuts(0, 0, 0, 0)))
    let uneven: UnevenRoundedRectangle = .rect(topLeadingRadius: 12, style: .circular)
    #expect(cuts(uneven).isNear(CornerCuts(12, 0, 0, 0)))
    let radii: UnevenRoundedRectangle = .rect(
      cornerRadii: RectangleCornerRadii(bottomTrailing: 8), style: .circular)
    #expect(cuts(radii).isNear(CornerCuts(0, 0, 8, 0)))
    let path = Path(
      roundedRect: rect, cornerRadii: RectangleCornerRadii(topTrailing: 16), style: .circular)
    #expect(CornerCuts(path).isNear(CornerCuts(0, 16, 0, 0)))
  }

  /// Used where SwiftUI takes a shape, as a clip.
  @Test func drawsAsAClip() throws {
    let res = try LayoutEngine.render(
      Color.red.frame(width: 100, height: 60)
        .clipShape(.rect(bottomLeadingRadius: 20, topTrailingRadius: 20, style: .circular)),
      size: Size(width: 100, height: 60))
    let clip = res.displayList.items.compactMap { item -> Path? in
      if case .pushClip(let p, _) = item { return p }
      return nil
    }
    #expect(clip.count == 1 && CornerCuts(clip[0]).isNear(CornerCuts(0, 20, 0, 20)))
  }

  /// `RoundedRectangle(cornerSize:)` cuts each corner by its own width along the top and bottom
  /// edges (30 of a 30 × 10 corner, circular), and is continuous by default, as Apple declares
  /// it (1.52866 × 12 = 18.34 for a 12 × 12 corner). Inset by 4, a 30 × 10 corner becomes
  /// 26 × 6.
  @Test func roundedRectangleCornerSize() {
    let elliptical = RoundedRectangle(
      cornerSize: CGSize(width: 30, height: 10), style: .circular)
    #expect(CornerCuts(elliptical.path(in: rect)).isNear(CornerCuts(30, 30, 30, 30)))
    let square = RoundedRectangle(cornerSize: CGSize(width: 12, height: 12))
    #expect(square.style == .continuous)
    let c = 12 * continuousExtent
    #expect(CornerCuts(square.path(in: rect)).isNear(CornerCuts(c, c, c, c)))
    #expect(RoundedRectangle(cornerRadius: 12).style == .circular)
    #expect(elliptical.inset(by: 4).shape.cornerSize == CGSize(width: 26, height: 6))
    let shorthand: RoundedRectangle = .rect(cornerSize: CGSize(width: 30, height: 10))
    #expect(shorthand.cornerSize == CGSize(width: 30, height: 10) && shorthand.style == .continuous)
  }
}
