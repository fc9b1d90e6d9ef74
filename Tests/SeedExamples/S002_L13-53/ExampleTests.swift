// S002_L13-53: the seed's code, compiled as written but for its import line.
import Foundation
import PopshotTesting
import Testing

@Suite struct ExampleS002_L13_53Tests {
  /// The first version of the toast: a card inset 16 pt from each side of the safe area.
  @Test func cardSpansTheSafeAreaLessItsPadding() throws {
    let r = try render(FancyToastView())
    // iPhone 15 portrait: 393 pt wide, no side insets; the card is 393 − 2 × 16 = 361 pt wide.
    #expect(abs(r.frame.width - 393) < 1e-9)
    let texts = r.semantics.elements.filter { $0.text != nil }.map(\.label)
    #expect(texts == ["Error", "Lorem ipsum dolor sit amet, consectetur adipiscing elit."])
  }
}

/// The repository this file is in.
let repository = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().path

/// The view laid out on an iPhone 15 in portrait, as a page.
func render(_ view: some View) throws -> LayoutResult {
  let device = Device.named("iphone-15")!
  var environment = EnvironmentValues()
  environment.safeAreaInsets = device.safeArea(.portrait)
  return try LayoutEngine.render(view, size: device.size(.portrait), environment: environment)
}
