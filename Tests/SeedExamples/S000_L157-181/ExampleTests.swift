// S000_L157-181: the seed's code, compiled as written but for its import line.
import Foundation
import PopshotTesting
import Testing

@Suite struct ExampleS000_L157_181Tests {
  /// The frame getter draws nothing and moves nothing: "Popup" sits where it would alone.
  @Test func frameGetterLeavesLayoutAlone() throws {
    var frame = CGRect.zero
    let binding = Binding(get: { frame }, set: { frame = $0 })
    let plain = try layout(Text("Popup").id("t"))
    let measured = try layout(Text("Popup").id("t").frameGetter(binding))
    #expect(measured.semantics["t"]?.frame == plain.semantics["t"]?.frame)
  }
}
