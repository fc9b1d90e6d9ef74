import PopshotGraphics
import Testing

@testable import PopshotUI

/// Link and Menu (closed): their labels in the tint colour.
@Suite struct LinkAndMenuTests {
  @Test func linkAndClosedMenu() throws {
    let blue = try SRGBColor(hex: "#007AFF")
    let res = try renderControls(
      VStack {
        Link("Privacy", destination: URL(string: "https://example.com")!).id("l")
        Menu("Sort") { Button("Name") {} }.id("m")
      })
    let l = try #require(res.semantics["l"])
    #expect(l.role == .link && l.label == "Privacy" && l.actions == [.tap("open")])
    let m = try #require(res.semantics["m"])
    #expect(m.role == .button && m.label == "Sort")
    let texts = res.semantics.elements.filter { $0.role == .text }
    #expect(
      texts.map(\.label) == ["Privacy", "Sort"] && texts.allSatisfy { $0.foreground == blue })
  }
}
