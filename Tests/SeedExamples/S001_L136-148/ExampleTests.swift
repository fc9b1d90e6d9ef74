// S001_L136-148: the seed's code, compiled as written but for its import line.
import Foundation
import PopshotTesting
import Testing

@Suite struct ExampleS001_L136_148Tests {
  @Test func drawsWhatTheFixtureDraws() throws {
    let results = try compare(
      ContentView(), withFixture: "sheet-drag-indicator-hidden", state: nil, opening: .sheet)
    #expect(!results.isEmpty)
    for r in results { #expect(r.matches, "\(r)") }
  }
}
