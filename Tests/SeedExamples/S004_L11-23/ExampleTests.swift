// S004_L11-23: the seed's code, compiled as written but for its import line.
import Foundation
import PopshotTesting
import Testing

@Suite struct ExampleS004_L11_23Tests {
  /// A still shows the state's initial value: `isShow` is false, so only the first text shows.
  @Test func showsTheInitialState() throws {
    let r = try render(TestStack())
    let texts = r.semantics.elements.compactMap(\.label)
    #expect(texts == ["大家来了 "])
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
