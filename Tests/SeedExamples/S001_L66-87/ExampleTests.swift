// S001_L66-87: the seed's code, compiled as written but for its import line.
import Foundation
import PopshotTesting
import Testing

@Suite struct ExampleS001_L66_87Tests {
  @Test func drawsWhatTheFixtureDraws() throws {
    let results = try compare(
      ContentView(), withFixture: "sheet-custom-detents", state: "small", opening: .sheet)
    #expect(!results.isEmpty)
    for r in results { #expect(r.matches, "\(r)") }
  }
}
