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
/// The article's screen as it starts, its buttons tapped as a person taps them.
@Suite struct ExampleS003_ContentViewTests {
  @Test func firstPopupIsTheFixture() throws {
    let results = try compare(
      ContentView(), withFixture: "popup-hello-world", after: [.tap("Show Popup")])
    #expect(results.count == 8)
    for r in results { #expect(r.matches, "\(r)") }
  }

  @Test func secondPopupIsTheFixture() throws {
    let results = try compare(
      ContentView(), withFixture: "popup-star-image", after: [.tap("Show Popup2")])
    #expect(results.count == 8)
    for r in results { #expect(r.matches, "\(r)") }
  }

  /// The article's background keeps its own copy of `isPresented` (`@State`, not `@Binding`), so
  /// a tap on the dim sets that copy and the popup stays: the dim invites a tap that does
  /// nothing, which a person finds out at once and a still never shows.
  @Test func tappingTheDimDoesNotClose() throws {
    var scene = Scene(name: "s003", page: ContentView())
    scene.interactions = [.tap("Show Popup"), .dismiss]
    let r = try SceneRenderer().render(scene, .iPhone15)
    #expect(r.semantics.elements.contains { $0.label == "Hello, World!" })
    // What the audit observes: the dim's tap leaves the popup; its Close button closes it.
    let opened = Scene(name: "s003", page: ContentView()).after([.tap("Show Popup")])
    let observed = try #require(SceneRenderer().observeDismissal(opened, .iPhone15))
    #expect(observed.dimmed)
    #expect(observed.trials.first?.closed == false)
    #expect(observed.trials.contains { $0.way == #"tapping "Close""# && $0.closed })
  }

  /// The popup's own Close button closes it: the screen is the page again.
  @Test func closeButtonClosesThePopup() throws {
    var scene = Scene(name: "s003", page: ContentView())
    scene.interactions = [.tap("Show Popup"), .tap("Close")]
    let r = try SceneRenderer().render(scene, .iPhone15)
    #expect(!r.semantics.elements.contains { $0.label == "Hello, World!" })
    #expect(r.semantics.elements.contains { $0.label == "Show Popup" })
  }
}
