// Source positions: the JSON parser's, and the locator's mapping of element ids onto them.
import Foundation
import PopshotRun
import PopshotScenes
import PopshotSupport
import Testing

struct FixtureLocatorTests {
  @Test func positionsCountLinesAndScalars() throws {
    let text = "{\n  \"a\": [1, {\"é\": \"😀\", \"b\": {}}],\n\t\"c\": {}\n}"
    let (_, positions) = try JSONParser.parseWithPositions(text)
    #expect(positions[""] == SourcePosition(line: 1, column: 1))
    #expect(positions["a"] == SourcePosition(line: 2, column: 8))
    #expect(positions["a[1]"] == SourcePosition(line: 2, column: 12))
    #expect(positions["a[1].b"] == SourcePosition(line: 2, column: 28))
    #expect(positions["c"] == SourcePosition(line: 3, column: 7))
    #expect(try JSONParser.parse(text) == JSONParser.parseWithPositions(text).0)
  }

  @Test func elementsMapOntoTheirObjects() throws {
    let text = """
      {
        "page": {
          "view": {
            "vstack": {
              "children": [
                {"text": "A"},
                {"empty": {}},
                {"text": "B"},
                {"button": {"title": "Go"}, "id": "page.go"}
              ]
            }
          },
          "navigationBar": {"title": "T"}
        },
        "presentations": [
          {"popup": {"content": {"zstack": {"children": [{"text": "x"}, {"color": "red"}]}}}},
          {"toast": {"title": "t", "message": "m"}}
        ]
      }
      """
    let locator = try #require(FixtureLocator(text: text))
    let cases: [(String, String)] = [
      // The empty view is dropped, as the layout tree drops it.
      ("vstack/text[1]", "page.view.vstack.children[2]"),
      ("vstack/text[0]", "page.view.vstack.children[0]"),
      ("page.go", "page.view.vstack.children[3]"),
      ("page.go/label", "page.view.vstack.children[3]"),
      ("navigationbar.back/label/text", "page.navigationBar"),
      ("popup", "presentations[0]"),
      ("popup/zstack/text", "presentations[0].popup.content.zstack.children[0]"),
      ("popup/zstack/shape", "presentations[0].popup.content.zstack.children[1]"),
      ("toast.close", "presentations[1]"),
      ("toast", "presentations[1]"),
      ("nothing/like/this", ""),
    ]
    for (element, path) in cases { #expect(locator.path(of: element) == path, "\(element)") }
    #expect(locator.position(of: "vstack/text[1]") == SourcePosition(line: 8, column: 11))
  }

  /// A fixture written on one line, as a generator writes it: each object's column counts on
  /// from the one before (the positions were once found by rescanning the line for each object,
  /// which took minutes for a 3.6 MB fixture), and each child of a 3,000-child stack is named
  /// by its place (the locator once rescanned the siblings for each).
  @Test func wideOneLineFixture() throws {
    let children = (0..<3000).map { #"{"text":"t\#($0)"}"# }.joined(separator: ",")
    let text = #"{"page":{"view":{"vstack":{"children":["# + children + "]}}}}"
    let (_, positions) = try JSONParser.parseWithPositions(text)
    // The first child starts after `{"page":{"view":{"vstack":{"children":[` (37 characters).
    let prefix = #"{"page":{"view":{"vstack":{"children":["#.count
    #expect(
      positions["page.view.vstack.children[0]"] == SourcePosition(line: 1, column: prefix + 1))
    // Child i starts after i children of `{"text":"tN"}` and a comma each.
    let offset = (0..<2999).reduce(prefix) { $0 + #"{"text":"t\#($1)"}"#.count + 1 }
    #expect(
      positions["page.view.vstack.children[2999]"] == SourcePosition(line: 1, column: offset + 1))
    let locator = try #require(FixtureLocator(text: text))
    #expect(locator.path(of: "vstack/text[2999]") == "page.view.vstack.children[2999]")
    #expect(locator.path(of: "vstack/text[0]") == "page.view.vstack.children[0]")
  }
}
