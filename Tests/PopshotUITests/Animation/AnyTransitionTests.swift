import PopshotGraphics
import Testing

@testable import PopshotUI

/// AnyTransition.swift: a still shows a view after its insertion, where it would be with no
/// transition.
@Suite struct AnyTransitionTests {
  /// A text that is pushed in from the trailing edge sits where the same text without a
  /// transition does.
  @Test func aPushedViewIsDrawnAtItsPlace() throws {
    let size = Size(width: 200, height: 100)
    let plain = try LayoutEngine.render(Text("Pushed").id("t"), size: size)
    let pushed = try LayoutEngine.render(
      Text("Pushed").id("t").transition(.push(from: .trailing)), size: size)
    #expect(pushed.frames["t"] != nil)
    #expect(pushed.frames["t"] == plain.frames["t"])
  }
}
