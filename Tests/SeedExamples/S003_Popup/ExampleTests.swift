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

/// The article's ContentView (L187-220, the same as the playground's, with PopupImageView and its
/// contents from the playground, L63-77 and L109-128): a 375 × 700 ZStack whose popups draw what
/// the popup-hello-world and popup-star-image fixtures draw, pixel for pixel.
@Suite struct ExampleS003_ContentViewTests {
  @Test func firstPopupIsTheFixture() throws {
    let results = try compare(ContentView(isFirstPresented: true), withFixture: "popup-hello-world")
    #expect(results.count == 8)
    for r in results { #expect(r.matches, "\(r)") }
  }

  @Test func secondPopupIsTheFixture() throws {
    let results = try compare(ContentView(isSecondPresented: true), withFixture: "popup-star-image")
    #expect(results.count == 8)
    for r in results { #expect(r.matches, "\(r)") }
  }
}
