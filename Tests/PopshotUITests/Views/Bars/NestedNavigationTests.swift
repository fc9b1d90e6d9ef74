import PopshotGraphics
import Testing

@testable import PopshotUI

/// A navigation container inside another's content draws no second bar: the title reaches the
/// one bar, and the content sits where it sits under a single container (issue 45's reference:
/// two bars put it 114 pt low).
@Suite struct NestedNavigationTests {
  func render(_ view: some View, design: Design) throws -> LayoutResult {
    var env = EnvironmentValues()
    env.horizontalSizeClass = .compact
    env.verticalSizeClass = .regular
    env.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    env.design = design
    return try LayoutEngine.render(view, size: Size(width: 390, height: 844), environment: env)
  }

  func body(_ r: LayoutResult) throws -> Rect {
    try #require(r.semantics.elements.first { $0.label == "Body" }).frame
  }

  @Test(arguments: [Design.classic, .liquidGlass])
  func aNestedStackDrawsOneBar(_ design: Design) throws {
    let page = Text("Body").navigationTitle("Settings")
    let single = try render(NavigationStack { page }, design: design)
    let nested = try render(NavigationStack { NavigationView { page } }, design: design)
    #expect(try body(nested) == body(single))
    let titles = nested.semantics.elements.filter { $0.label == "Settings" }
    #expect(titles.count == 1)
    #expect(
      titles.first?.frame == single.semantics.elements.first { $0.label == "Settings" }?.frame)
  }
}
