import PopshotGraphics
import Testing

@testable import PopshotUI

/// `@ScaledMetric` scales with the text style: the declared value is the value at Large, and at
/// another size it is multiplied by (style size there) / (style size at Large), the sizes of the
/// iOS type table (docs/platform.md), except where UIFontMetrics was measured (Medium, below).
@MainActor @Suite struct ScaledMetricTests {
  struct Badge: View {
    @ScaledMetric var side = 34.0
    @ScaledMetric(relativeTo: .largeTitle) var titleSide: CGFloat = 34
    var body: some View {
      VStack(spacing: 0) {
        Color.red.frame(width: side, height: side).id("body")
        Color.blue.frame(width: titleSide, height: 10).id("title")
      }
    }
  }

  func frames(at size: DynamicTypeSize) throws -> [String: Rect] {
    var env = EnvironmentValues()
    env.dynamicTypeSize = size
    return try LayoutEngine.render(Badge(), size: Size(width: 300, height: 300), environment: env)
      .frames
  }

  @Test func theDeclaredValueIsTheValueAtLarge() throws {
    let f = try frames(at: .large)
    #expect(f["body"]?.size == Size(width: 34, height: 34))
    #expect(f["title"]?.width == 34)
  }

  /// At Medium, UIFontMetrics' body curve: 17 → 16.333 (Jared Sinclair's measurement,
  /// docs/platform.md "Text"), so 34 → 32.667, not the point sizes' 34 × 16 / 17 = 32.
  @Test func atMediumBodyScalesAsUIFontMetrics() throws {
    let medium = try frames(at: .medium)
    let w = try #require(medium["body"]?.width)
    #expect(abs(w - 34 * 16.333 / 17) < 1e-9, "\(w)")
  }

  @Test func otherSizesScaleWithTheTextStyle() throws {
    // Body is 17 pt at Large and 28 at AX1: 34 × 28 / 17 = 56. Large Title is 34 pt at Large
    // and 44 at AX1: 34 × 44 / 34 = 44.
    let ax1 = try frames(at: .accessibility1)
    #expect(ax1["body"]?.size == Size(width: 56, height: 56))
    #expect(ax1["title"]?.width == 44)
    // At xSmall body is 14 pt: 34 × 14 / 17 = 28; Large Title 31 pt: 31.
    let xs = try frames(at: .xSmall)
    #expect(xs["body"]?.width == 28)
    #expect(xs["title"]?.width == 31)
  }
}
