// S001_L181-200: the seed's code, compiled as written but for its import line.
import Foundation
import PopshotTesting
import Testing

@Suite struct ExampleS001_L181_200Tests {
  @Test func drawsWhatTheFixtureDraws() throws {
    let results = try compare(
      ContentView(), withFixture: "sheet-maps-persistent", state: nil, opening: nil)
    #expect(!results.isEmpty)
    for r in results { #expect(r.matches, "\(r)") }
  }
}
