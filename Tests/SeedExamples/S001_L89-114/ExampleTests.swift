// S001_L89-114: the seed's code, compiled as written but for its import line.
import Foundation
import PopshotTesting
import Testing

@Suite struct ExampleS001_L89_114Tests {
  /// SmallDetent is 100 pt; CompactDetent is max(50, min(0.3 × m, 200)): on an iPhone 15 in
  /// portrait m = 852 − 69 − 34 = 749, so min(224.7, 200) = 200; at m = 100 it is max(50, 30) = 50.
  @Test func customDetentHeights() {
    let small = PresentationDetent.small
    let compact = PresentationDetent.compact
    #expect(small.value(maxDetentValue: 749, compactHeight: false) == 100)
    #expect(compact.value(maxDetentValue: 749, compactHeight: false) == 200)
    #expect(compact.value(maxDetentValue: 100, compactHeight: false) == 50)
    #expect(small.name == "SmallDetent" && compact.name == "CompactDetent")
  }

  @Test func drawsWhatTheFixtureDraws() throws {
    let results = try compare(
      ContentView(), withFixture: "sheet-custom-detents", state: "small", opening: .sheet)
    #expect(!results.isEmpty)
    for r in results { #expect(r.matches, "\(r)") }
  }
}
