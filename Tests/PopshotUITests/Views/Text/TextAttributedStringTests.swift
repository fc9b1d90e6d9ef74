import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

@MainActor @Suite struct TextAttributedStringTests {
  /// A run's `kern` of 5 pt adds 5 pt after each of its characters: "abcd" with it is 20 pt
  /// wider than without (the extra tracking is added per character, docs/swiftui.md). The
  /// background colour and baseline offset are kept and, for now, draw nothing.
  @Test func kernWidensItsRun() throws {
    var kerned = AttributedString("abcd")
    kerned.kern = 5
    kerned.backgroundColor = .yellow
    kerned.baselineOffset = 2
    func width(_ s: AttributedString) throws -> Double {
      let r = try LayoutEngine.render(
        Text(s).fixedSize().id("t"), size: Size(width: 400, height: 100))
      return try #require(r.frames["t"]).width
    }
    let plain = try width(AttributedString("abcd"))
    #expect(abs(try width(kerned) - plain - 20) < 1e-6)
  }
}
