// Source positions: the JSON parser's and SourceLines' counting, and where the locator says the
// elements of real renders are described, checked against the fixtures' JSON read on its own.
import Foundation
import PopshotRun
import PopshotScenes
import PopshotSupport
import Testing

/// A fixture's JSON read apart from the decoder: each value by its path (as fixture errors write
/// it), the path of each object by where it starts, and the objects that name an id or a text.
struct FixtureJSON {
  var values: [String: JSON] = [:]
  var objects: [String: String] = [:]
  /// The object carrying each `"id"`.
  var ids: [String: String] = [:]
  /// The objects of text views (`{"text": "…"}`), by their text.
  var texts: [String: [String]] = [:]

  init(_ text: String) throws {
    let (json, positions) = try JSONParser.parseWithPositions(text)
    walk(json, "")
    for (path, p) in positions {
      if case .object = values[path] { objects[FixtureJSON.key(p)] = path }
    }
  }

  static func key(_ p: SourcePosition) -> String { "\(p.line):\(p.column)" }

  /// The path of the object that starts at `p`, if one does.
  func object(at p: SourcePosition) -> String? { objects[FixtureJSON.key(p)] }

  private mutating func walk(_ v: JSON, _ path: String) {
    values[path] = v
    switch v {
    case .object(let members):
      for (key, value) in members {
        if case .string(let s) = value {
          if key == "id" { ids[s] = path }
          if key == "text" { texts[s, default: []].append(path) }
        }
        walk(value, path.isEmpty ? key : "\(path).\(key)")
      }
    case .array(let items):
      for (i, item) in items.enumerated() { walk(item, "\(path)[\(i)]") }
    default: break
    }
  }

  /// Every string in the value at `path`, keys left out.
  func strings(under path: String) -> [String] {
    func collect(_ v: JSON) -> [String] {
      switch v {
      case .string(let s): return [s]
      case .object(let members): return members.flatMap { collect($0.value) }
      case .array(let items): return items.flatMap(collect)
      default: return []
      }
    }
    return values[path].map(collect) ?? []
  }
}

/// The committed fixtures' names.
let fixtureNames: [String] = {
  let all = (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/Fixtures")) ?? []
  return all.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
}()

/// The first variant of `scene`'s matrix in each of its states.
func defaultVariants(_ scene: Scene) -> [Variant] {
  let all = scene.variants()
  guard let first = all.first else { return [] }
  return all.filter { v in
    var same = v
    same.state = first.state
    return same == first
  }
}

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

  /// Columns count scalars across the marks SourceLines keeps every 256 bytes: 600 "é" (two
  /// bytes each) make a first line of 1,200 bytes, and the second holds a tab, an emoji (four
  /// bytes) and an "x".
  @Test func sourceLinesCountScalarsOnLongLines() {
    let lines = SourceLines(String(repeating: "é", count: 600) + "\n\t😀x")
    #expect(lines.position(0) == SourcePosition(line: 1, column: 1))
    // Byte 1,000 starts the 501st "é".
    #expect(lines.position(1000) == SourcePosition(line: 1, column: 501))
    // The newline, after 600 scalars; then the tab, the emoji and the "x".
    #expect(lines.position(1200) == SourcePosition(line: 1, column: 601))
    #expect(lines.position(1201) == SourcePosition(line: 2, column: 1))
    #expect(lines.position(1202) == SourcePosition(line: 2, column: 2))
    #expect(lines.position(1206) == SourcePosition(line: 2, column: 3))
  }

  /// Every element of every committed fixture's first variant, in each of its states, leads to
  /// an object of its fixture: one of the page's for a page element, of the presentations' for
  /// a presentation's, never the fixture's own object; an element named by an id to the object
  /// with that id (and one inside it to an object inside it); a text view's element to an object
  /// `{"text": …}` with its text, when the fixture has one; any other text to an object that
  /// holds its text. The status bar is no fixture's: it leads to the fixture's own object.
  @Test(arguments: fixtureNames) func everyElementLeadsToItsObject(_ name: String) throws {
    let path = "\(root)/Fixtures/\(name).json"
    let json = try FixtureJSON(try String(contentsOfFile: path, encoding: .utf8))
    let scene = try FixtureDecoder.load(path: path)
    let locator = try #require(FixtureLocator(path: path))
    #expect(json.object(at: locator.root) == "")
    let variants = defaultVariants(scene)
    #expect(!variants.isEmpty)
    for variant in variants {
      let rendered = try SceneRenderer().render(scene, variant)
      for e in rendered.semantics.elements {
        let at = locator.position(of: e.id, in: rendered)
        let layer = e.layer.description
        let what = "\(variant.name): \(e.id) at \(at.line):\(at.column)"
        if layer == "chrome" {
          #expect(at == locator.root, "\(what)")
          continue
        }
        guard let object = json.object(at: at) else {
          Issue.record("\(what) is not an object")
          continue
        }
        #expect(object.hasPrefix(layer == "page" ? "page." : "presentations["), "\(what)")
        let local =
          layer == "page" || !e.id.hasPrefix(layer + "/")
          ? e.id : String(e.id.dropFirst(layer.count + 1))
        let parts = local.split(separator: "/").map(String.init)
        if let named = json.ids[local] {
          #expect(object == named, "\(what)")
        } else if let named = parts.first.flatMap({ json.ids[$0] }) {
          #expect(object.hasPrefix(named), "\(what)")
        }
        // A part Popshot adds (`toast.close`, `navigationbar.back`) has no object of its own.
        let builtIn = parts.contains { $0.contains(".") && json.ids[$0] == nil }
        guard !builtIn, e.role == .text, let text = e.text?.string ?? e.label else { continue }
        if let views = json.texts[text] {
          #expect(views.contains(object), "\(what): \(text)")
        } else {
          #expect(json.strings(under: object).contains(text), "\(what): \(text)")
        }
      }
    }
  }

  /// A small fixture, element by element: the object each is described by.
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
    let scene = try FixtureDecoder.decode(text, name: "small", file: "small.json")
    let variant = try #require(scene.variants().first { $0.state == nil })
    let rendered = try SceneRenderer().render(scene, variant)
    let ids = Set(rendered.semantics.elements.map(\.id))
    let (_, positions) = try JSONParser.parseWithPositions(text)
    let locator = FixtureLocator(text: text)
    // Under a navigation bar the page's views sit in the bar's stack, `vstack/vstack/…` (a
    // locator that derived the ids from the JSON once took them for `vstack/…`).
    let cases: [(String, String)] = [
      // The empty view is dropped, as the layout tree drops it.
      ("vstack/vstack/text[1]", "page.view.vstack.children[2]"),
      ("vstack/vstack/text[0]", "page.view.vstack.children[0]"),
      ("page.go", "page.view.vstack.children[3]"),
      ("popup", "presentations[0]"),
      ("popup/zstack/text", "presentations[0].popup.content.zstack.children[0]"),
      ("toast", "presentations[1]"),
      ("toast.close", "presentations[1]"),
    ]
    for (element, path) in cases {
      #expect(ids.contains(element), "\(element)")
      #expect(locator.position(of: element, in: rendered) == positions[path], "\(element)")
    }
    // The button's label and the navigation bar's parts lead to their objects.
    let parts = ids.filter { $0.hasPrefix("page.go/") || $0.hasPrefix("navigationbar") }
    #expect(parts.contains { $0.hasPrefix("page.go/") })
    #expect(parts.contains { $0.hasPrefix("navigationbar") })
    for id in parts {
      let path = id.hasPrefix("page.go/") ? "page.view.vstack.children[3]" : "page.navigationBar"
      #expect(locator.position(of: id, in: rendered) == positions[path], "\(id)")
    }
    #expect(locator.position(of: "nothing/like/this", in: rendered) == positions[""])
    // Line 8, column 11: the `{` of `{"text": "B"}`.
    #expect(
      locator.position(of: "vstack/vstack/text[1]", in: rendered)
        == SourcePosition(line: 8, column: 11))
  }

  /// A fixture written on one line, as a generator writes it: each object's column counts on
  /// from the one before (the positions were once found by rescanning the line for each object,
  /// which took minutes for a 3.6 MB fixture), and each child of a 3,000-child stack is found
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
    let scene = try FixtureDecoder.decode(text, name: "wide", file: "wide.json")
    let rendered = try SceneRenderer().render(scene, try #require(scene.variants().first))
    let locator = FixtureLocator(text: text)
    #expect(
      locator.position(of: "vstack/text[2999]", in: rendered)
        == SourcePosition(line: 1, column: offset + 1))
    #expect(
      locator.position(of: "vstack/text[0]", in: rendered)
        == SourcePosition(line: 1, column: prefix + 1))
  }
}
