// S004_L11-23: the seed's code, compiled as written but for its import line.
import Foundation
import PopshotTesting
import Testing

@Suite struct ExampleS004_L11_23Tests {
  /// A still shows the state's initial value: `isShow` is false, so only the first text shows.
  @Test func showsTheInitialState() throws {
    let r = try layout(TestStack())
    let texts = r.semantics.elements.compactMap(\.label)
    #expect(texts == ["大家来了 "])
  }
}
