// S002_L13-53: the seed's code, compiled as written but for its import line.
import Foundation
import PopshotTesting
import Testing

@Suite struct ExampleS002_L13_53Tests {
  /// The first version of the toast: a card inset 16 pt from each side of the safe area.
  @Test func cardSpansTheSafeAreaLessItsPadding() throws {
    let r = try layout(FancyToastView())
    // iPhone 15 portrait: 393 pt wide, no side insets; the card is 393 − 2 × 16 = 361 pt wide.
    #expect(abs(r.frame.width - 393) < 1e-9)
    let texts = r.semantics.elements.filter { $0.text != nil }.map(\.label)
    #expect(texts == ["Error", "Lorem ipsum dolor sit amet, consectetur adipiscing elit."])
  }
}
