// S000_L157-181: the seed's code, compiled as written but for its import line.
import Foundation
import PopshotTesting
import Testing

@Suite struct ExampleS000_L157_181Tests {
  /// The frame getter draws nothing and moves nothing: "Popup" sits where it would alone.
  @Test func frameGetterLeavesLayoutAlone() throws {
    var frame = CGRect.zero
    let binding = Binding(get: { frame }, set: { frame = $0 })
    let plain = try render(Text("Popup").id("t"))
    let measured = try render(Text("Popup").id("t").frameGetter(binding))
    #expect(measured.semantics["t"]?.frame == plain.semantics["t"]?.frame)
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
