import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// `.padding` in each of the forms SwiftUI code writes, around a 10 pt square: the padded frame
/// is the square plus the lengths on the edges named (16 when no length is given), at the
/// top-left of the screen.
@Suite struct PaddingTests {
  var square: some View { Color.red.frame(width: 10, height: 10) }

  func padded(_ view: some View) throws -> Rect? { try layout(view.id("p"))["p"] }

  @Test func everyForm() throws {
    let double: Double = 3
    let none: CGFloat? = nil
    let some: CGFloat? = 5
    #expect(try padded(square.padding()) == r(0, 0, 42, 42))  // 16 + 10 + 16
    #expect(try padded(square.padding(8)) == r(0, 0, 26, 26))
    #expect(try padded(square.padding(.horizontal)) == r(0, 0, 42, 10))
    #expect(try padded(square.padding(.top, 4)) == r(0, 0, 10, 14))
    #expect(try padded(square.padding(double)) == r(0, 0, 16, 16))  // a Double length
    #expect(try padded(square.padding(.vertical, double)) == r(0, 0, 10, 16))
    #expect(try padded(square.padding(.leading, none)) == r(0, 0, 26, 10))  // nil: 16
    #expect(try padded(square.padding(.leading, some)) == r(0, 0, 15, 10))
    #expect(
      try padded(square.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        == r(0, 0, 16, 14))
  }
}
