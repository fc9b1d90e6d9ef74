// S001_L234-261: the seed's code, compiled as written but for its import line.
import Foundation
import PopshotTesting
import Testing

@Suite struct ExampleS001_L234_261Tests {
  @Test func drawsWhatTheFixtureDraws() throws {
    let results = try compare(
      ContentView(), withFixture: "sheet-background-up-through", state: nil,
      opening: nil)
    #expect(!results.isEmpty)
    for r in results { #expect(r.matches, "\(r)") }
  }
}
