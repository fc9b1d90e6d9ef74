import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// Lengths are CGFloat where SwiftUI's are, so `CGFloat?` values (which do not convert to
/// `Double?` implicitly, as CGFloat and Double do) pass as they are.
@Suite struct CGFloatArgumentsTests {
  /// Two 10 pt rows 6 pt apart in a 50 pt-wide frame: the second starts at 10 + 6 = 16, and a
  /// 20 pt minimum spacer after them makes the column 10 + 6 + 10 + 6 + 20 = 52 pt tall.
  @Test func optionalCGFloatLengthsLayOut() throws {
    let gap: CGFloat? = 6
    let width: CGFloat? = 50
    let minimum: CGFloat? = 20
    let column = VStack(spacing: gap) {
      Color.red.frame(height: 10).id("a")
      Color.blue.frame(height: 10).id("b")
      Spacer(minLength: minimum).frame(height: minimum)
    }
    .frame(width: width)
    .fixedSize(horizontal: false, vertical: true)
    let r = try LayoutEngine.render(column.id("c"), size: Size(width: 200, height: 300))
    let a = try #require(r.frames["a"])
    let b = try #require(r.frames["b"])
    #expect(b.minY - a.minY == 16)
    #expect(a.width == 50)
    #expect(r.frames["c"]?.height == 52)
  }

  /// The same values reach the flexible frame and the other stacks.
  @Test func flexibleFramesAndGridsTakeCGFloat() {
    let cap: CGFloat? = 120
    let spacing: CGFloat? = 4
    let size = LayoutEngine.size(
      of: HStack(spacing: spacing) {
        Color.red.frame(width: 10)
        Color.red.frame(width: 10)
      }.frame(maxWidth: cap),
      proposal: ProposedSize(width: 300, height: 10))
    #expect(size.width == 120)
    let item = GridItem(.flexible(), spacing: spacing)
    #expect(item.spacing == 4)
  }
}
