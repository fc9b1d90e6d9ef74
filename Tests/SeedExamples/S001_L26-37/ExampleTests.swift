// S001_L26-37: the seed's code, compiled as written but for its import line.
import Foundation
import PopshotTesting
import Testing

@Suite struct ExampleS001_L26_37Tests {
  @Test func drawsWhatTheFixtureDraws() throws {
    let results = try compare(
      ContentView(), withFixture: "sheet-medium-large", state: "medium", opening: .sheet)
    #expect(!results.isEmpty)
    for r in results { #expect(r.matches, "\(r)") }
  }
}
