// S003_L135-165, S003_L169-183: the seed's code, compiled as written but for its import line.
import Foundation
import PopshotTesting
import Testing

@Suite struct ExampleS003_PopupTests {
  /// The popup at 80% × 30% of what it is offered: on an iPhone 15 in portrait the safe area is
  /// 393 × 759 pt, so the contents are 314.4 × 227.7 pt.
  @Test func contentsTakeTheirShareOfTheReader() throws {
    let r = try layout(PopupView(isPresented: .constant(true)))
    let close = try #require(r.semantics.elements.first { $0.label == "Close" })
    #expect(close.role == .button)
    let hello = try #require(r.semantics.elements.first { $0.label == "Hello, World!" })
    #expect(hello.frame.width < 314.4)
  }
}
