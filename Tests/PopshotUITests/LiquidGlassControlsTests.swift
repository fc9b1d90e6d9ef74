import PopshotGraphics
import Testing

@testable import PopshotUI

/// iOS 26's switch (docs/platform.md, "Controls in Liquid Glass"): a 63 × 28 track with a
/// 37 × 24 capsule thumb 2 pt in, so it travels 63 − 37 − 2 × 2 = 22 pt.
@Suite struct LiquidGlassSwitchTests {
  func render(_ isOn: Bool, design: Design) throws -> LayoutResult {
    var env = EnvironmentValues()
    env.design = design
    return try LayoutEngine.render(
      Toggle("Wi-Fi", isOn: .constant(isOn)).labelsHidden().id("t")
        .frame(width: 200, height: 100, alignment: .topLeading),
      size: Size(width: 200, height: 100), environment: env)
  }

  /// The white fills' bounds: the thumb (and nothing else is white).
  func thumb(_ r: LayoutResult) -> [Rect] {
    r.displayList.items.compactMap {
      if case .fill(let p, .solid(let c), _) = $0, c == .white { return p.controlBounds }
      return nil
    }
  }

  @Test func theSwitchIsWiderAndLowerWithACapsuleThumb() throws {
    let on = try render(true, design: .liquidGlass)
    #expect(on.frames["t"] == Rect(x: 0, y: 0, width: 63, height: 28))
    #expect(thumb(on) == [Rect(x: 63 - 2 - 37, y: 2, width: 37, height: 24)])
    let off = try render(false, design: .liquidGlass)
    #expect(thumb(off) == [Rect(x: 2, y: 2, width: 37, height: 24)])
    // The classic switch beside it: 51 × 31 with a 27 pt disc.
    let classic = try render(true, design: .classic)
    #expect(classic.frames["t"] == Rect(x: 0, y: 0, width: 51, height: 31))
    #expect(thumb(classic) == [Rect(x: 51 - 2 - 27, y: 2, width: 27, height: 27)])
  }
}
