// S001_L26-37: the seed's code, compiled as written but for its import line.
import Foundation
import PopshotTesting
import Testing

@Suite struct ExampleS001_L26_37Tests {
  @Test func drawsWhatTheFixtureDraws() throws {
    let results = try compare(
      ContentView(), withFixture: "sheet-medium-large", state: "medium", opening: true,
      fixtures: repository + "/Fixtures", snapshots: repository + "/Snapshots")
    #expect(!results.isEmpty)
    for r in results { #expect(r.matches, "\(r)") }
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
