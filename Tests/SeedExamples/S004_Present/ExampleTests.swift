// S004_L428-444, S004_L448-458, S004_L462-521: seed 004's popup presented over the current
// context, compiled as written but for its import lines, with UIKit stand-ins (StandIns.swift).
import Foundation
import PopshotTesting
import Testing

@Suite struct ExampleS004_PresentTests {
  /// The popup as UIKit shows it: PresentView1 in a hosting controller over the whole page. Its
  /// onAppear turns isShow on, so the settled still shows the card at scale 1 and a whole turn,
  /// which is the presented-yellow-popup fixture, pixel for pixel.
  @Test func presentedPopupIsTheFixture() throws {
    let screen = ZStack {
      PresentViewTest()
      PresentView1()
    }
    let results = try compare(screen, withFixture: "presented-yellow-popup")
    #expect(!results.isEmpty)
    for r in results { #expect(r.matches, "\(r)") }
  }

  /// Before it appears the card is scaled to nothing (a point); the settled still is the
  /// appeared one, where the text keeps the size it has without the effects.
  @Test func cardIsShownOnceItHasAppeared() throws {
    let label = "我是present界面的弹窗"
    let r = try layout(PresentView1())
    let card = try #require(r.semantics.elements.first { $0.label == label })
    let plain = try layout(Text(label).font(.system(size: 14)))
    let unscaled = try #require(plain.semantics.elements.first { $0.label == label })
    #expect(card.frame.size == unscaled.frame.size && card.frame.width > 0)
  }
}
