// Fixtures: scenes described in JSON (format in Fixtures/README.md). Every error names the file,
// the JSON path and what was expected; unknown keys suggest the nearest valid one.
import Foundation
import PopshotGraphics
import PopshotSupport
import PopshotText
import PopshotUI

/// A value in a fixture's JSON. Its path (for errors) is worked out only when an error is made.
/// The views of one fixture decoded so far.
final class ViewCount {
  var count = 0
}

struct Node {
  let json: JSONRef
  let file: String
  /// How many views and modifiers wrap this value's views from the outside. Each wrapper is a
  /// level of recursion when the scene is laid out and drawn, so their sum along any path is
  /// capped (`FixtureDecoder.maxNesting`), and a hostile fixture cannot exhaust the stack.
  var nesting = 0
  /// How many views the fixture has described so far (`FixtureLimits.views`).
  let views: ViewCount

  /// The value itself for a string, number, boolean or null; an empty object or list for a
  /// container (read with `object` and `array`).
  var value: JSON { json.shallow }
  var path: String { json.path }

  /// Counts one more view, failing here past the limit.
  func countView() throws(FixtureError) {
    views.count += 1
    guard views.count <= FixtureLimits.views else {
      throw fail(
        "this is view \(views.count); a fixture describes one screen, in at most "
          + "\(FixtureLimits.views) views")
    }
  }

  func fail(_ message: String) -> FixtureError {
    FixtureError(file: file, path: path, message: message)
  }
  func expected(_ what: String) -> FixtureError {
    fail("expected \(what), found \(value.described)")
  }

  /// The node of another value in the same file.
  func node(_ json: JSONRef) -> Node {
    Node(json: json, file: file, nesting: nesting, views: views)
  }

  /// This node, inside `levels` more views or modifiers.
  func nested(_ levels: Int) -> Node {
    Node(json: json, file: file, nesting: nesting + levels, views: views)
  }

  /// The members of an object whose keys are all in `allowed`.
  func object(_ allowed: [String], required: [String] = []) throws(FixtureError) -> Object {
    guard json.isObject else { throw expected("an object") }
    let members = json.members.map { (key: $0.key, value: node($0.value)) }
    for m in members where !allowed.contains(m.key) {
      let hint = didYouMean(
        m.key, in: allowed,
        otherwise: "; expected one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))")
      throw m.value.fail("unknown key \"\(m.key.quotable)\"\(hint)")
    }
    for r in required where !members.contains(where: { $0.key == r }) {
      throw fail("missing key \"\(r)\"")
    }
    return Object(node: self, members: members)
  }

  func array() throws(FixtureError) -> [Node] {
    guard json.isArray else { throw expected("a list") }
    return json.items.map(node)
  }
  func string() throws(FixtureError) -> String {
    guard case .string(let s) = value else { throw expected("a string") }
    return s
  }
  func number() throws(FixtureError) -> Double {
    guard case .number(let n) = value else { throw expected("a number") }
    return n
  }
  /// A finite number in `range`, described as `what` with its `unit` in the message.
  func number(_ what: String, in range: ClosedRange<Double>, unit: String = "")
    throws(FixtureError) -> Double
  {
    guard case .number(let n) = value else { throw expected(what) }
    guard n.isFinite, range.contains(n) else {
      let u = unit.isEmpty ? "" : " \(unit)"
      throw fail(
        "expected \(what) from \(plainNumber(range.lowerBound)) to "
          + "\(plainNumber(range.upperBound))\(u), found \(value.described)")
    }
    return n
  }
  /// A number above 0 and at most `hi` (a fraction, a detent height, a root frame's side).
  func positive(_ what: String, atMost hi: Double, unit: String = "") throws(FixtureError)
    -> Double
  {
    let x = try number()
    guard x > 0 && x <= hi else {
      let u = unit.isEmpty ? "" : " \(unit)"
      throw fail(
        "expected \(what) above 0 and at most \(plainNumber(hi))\(u), found \(value.described)")
    }
    return x
  }
  /// A name that becomes part of a file name (a detent's): see PathComponent.
  func safeName(_ what: String) throws(FixtureError) -> String {
    let s = try string()
    guard PathComponent.isValid(s) else {
      throw fail("expected \(what) of \(PathComponent.rule), found \(value.described)")
    }
    return s
  }
  /// A length in points, 0 to `FixtureLimits.length`; "infinity" where `infinity` allows it
  /// (a flexible frame's maximum).
  func length(infinity: Bool = false) throws(FixtureError) -> Double {
    if infinity, case .string("infinity") = value { return .infinity }
    guard case .number = value else {
      throw expected(infinity ? "a length or \"infinity\"" : "a length")
    }
    return try number("a length", in: 0...FixtureLimits.length, unit: "pt")
  }
  /// An offset in points, either way.
  func offset() throws(FixtureError) -> Double {
    try number("an offset", in: -FixtureLimits.length...FixtureLimits.length, unit: "pt")
  }
  func bool() throws(FixtureError) -> Bool {
    guard case .bool(let b) = value else { throw expected("true or false") }
    return b
  }
  func oneOf<T: RawRepresentable>(_ type: T.Type) throws(FixtureError) -> T
  where T.RawValue == String, T: CaseIterable {
    let names = T.allCases.map(\.rawValue)
    guard case .string(let s) = value else {
      throw expected("one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))")
    }
    guard let v = T(rawValue: s) else {
      let hint = didYouMean(s, in: names)
      throw fail(
        "expected one of \(names.map { "\"\($0)\"" }.joined(separator: ", ")), found \(value.described)\(hint)"
      )
    }
    return v
  }
}

/// An object's members, read by key.
struct Object {
  let node: Node
  let members: [(key: String, value: Node)]

  func has(_ key: String) -> Bool { members.contains { $0.key == key } }
  subscript(_ key: String) -> Node? { members.first { $0.key == key }?.value }
  /// The single key of an object that must have exactly one (a view's kind, a modifier).
  func only() throws(FixtureError) -> (key: String, node: Node) {
    guard members.count == 1, let m = members.first else {
      throw node.fail("expected an object with exactly one key, found \(members.count) keys")
    }
    return (m.key, m.value)
  }
}

/// Reads fixtures.
public enum FixtureDecoder {
  /// Fixture names become folder names under Snapshots/: see PathComponent.
  public static func isValidName(_ name: String) -> Bool { PathComponent.isValid(name) }

  /// Reads the fixture at `path`; its name is the file's name without ".json".
  public static func load(path: String) throws(FixtureError) -> Scene {
    let file = path
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    guard isValidName(name) else {
      throw FixtureError(
        file: file, path: "",
        message: "fixture names are \(PathComponent.rule), not \"\(name.quotable)\"")
    }
    return try decode(try text(of: path, file: file), name: name, file: file)
  }

  /// The file's text. The bytes read are let go before decoding starts, not held beside the text
  /// while the views are built.
  ///
  /// A fixture describes one screen; a bound on its size bounds the memory its views take. The
  /// bound is on the bytes read, one more than the limit at most, so a symbolic link to a large
  /// file, a device or a file that grows while it is read cannot get past it.
  private static func text(of path: String, file: String) throws(FixtureError) -> String {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw FixtureError(file: file, path: "", message: "cannot read the file")
    }
    defer { try? handle.close() }
    let read = Result { try handle.read(upToCount: FixtureLimits.fileBytes + 1) ?? Data() }
    guard case .success(let data) = read else {
      throw FixtureError(file: file, path: "", message: "cannot read the file")
    }
    guard data.count <= FixtureLimits.fileBytes else {
      // The whole size where the file has one (a regular file, or a link to one).
      let size =
        (try? handle.seekToEnd()).map(String.init) ?? "more than \(FixtureLimits.fileBytes)"
      throw FixtureError(
        file: file, path: "",
        message: "\(size) bytes; a fixture is at most \(FixtureLimits.fileBytes) bytes")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw FixtureError(file: file, path: "", message: "not UTF-8 text")
    }
    return text
  }

  /// Reads a fixture from JSON text.
  public static func decode(_ text: String, name: String, file: String) throws(FixtureError)
    -> Scene
  {
    let syntaxError = { (error: JSONSyntaxError) in
      FixtureError(file: file, path: "", message: "not valid JSON: \(error)")
    }
    return try JSONDocument.read(
      text, syntaxError: syntaxError,
      body: { (json) throws(FixtureError) in
        try scene(Node(json: json, file: file, views: ViewCount()), name: name)
      })
  }

  static func scene(_ root: Node, name: String) throws(FixtureError) -> Scene {
    let o = try root.object(
      ["seed", "description", "design", "chrome", "masks", "page", "presentations", "variants"],
      required: ["page"])
    var ids: [String: Node] = [:]
    try uniqueIDs(root, &ids)
    let pageObject = try o["page"]!.object(["view", "navigationBar"], required: ["view"])
    var scene = Scene(
      name: name, seed: try o["seed"]?.string(), page: try view(pageObject["view"]!))
    if let bar = pageObject["navigationBar"] {
      let b = try bar.object(["title", "backButton", "displayMode"], required: ["title"])
      scene.navigationBar = NavigationBar(
        title: try b["title"]!.string(), backButton: try b["backButton"]?.bool() ?? true,
        displayMode: try b["displayMode"]?.oneOf(NavigationBarItem.TitleDisplayMode.self)
          ?? .automatic)
      scene.sources.navigationBar = bar.json.offset
    }
    if let list = o["presentations"] {
      let items = try list.array()
      scene.presentations = try items.map { (n: Node) throws(FixtureError) -> Presentation in
        try Presentation.decode(n)
      }
      scene.sources.presentations = items.map(\.json.offset)
      let pageIDs = Set(ids.filter { $0.value.path.hasPrefix("page.") }.keys)
      for item in items { try checkSource(item, pageIDs: pageIDs) }
    }
    if let v = o["variants"] { scene.restriction = try restriction(v) }
    scene.design = try o["design"]?.oneOf(Design.self)
    scene.systemChrome = try o["chrome"]?.bool()
    if let m = o["masks"] {
      scene.masks = try m.array().map { (n: Node) throws(FixtureError) -> String in
        let name = try n.string()
        guard !name.isEmpty, !name.hasPrefix("/"), !name.hasSuffix("/") else {
          throw n.fail("expected an element id or accessibility identifier, like \"clock\"")
        }
        return name
      }
    }
    return scene
  }

  static func restriction(_ n: Node) throws(FixtureError) -> VariantRestriction {
    let o = try n.object(["devices", "orientations", "appearances", "textSizes"])
    // An empty list would select no variant: the fixture would never be drawn or checked.
    for (key, value) in o.members {
      if value.json.isArray, value.json.items.isEmpty {
        throw value.fail(
          "expected at least one \(key.dropLast()); an empty list selects no variant")
      }
    }
    var r = VariantRestriction()
    if let d = o["devices"] {
      r.devices = try d.array().map { (x: Node) throws(FixtureError) -> String in
        let id = try x.string()
        guard Device.named(id) != nil else {
          let hint = didYouMean(id, in: Device.catalog.map(\.id))
          throw x.fail("unknown device \"\(id)\"\(hint)")
        }
        return id
      }
    }
    if let v = o["orientations"] {
      r.orientations = try v.array().map { (x: Node) throws(FixtureError) in
        try x.oneOf(Orientation.self)
      }
    }
    if let v = o["appearances"] {
      r.appearances = try v.array().map { (x: Node) throws(FixtureError) in
        try x.oneOf(ColorScheme.self)
      }
    }
    if let v = o["textSizes"] {
      r.textSizes = try v.array().map { (x: Node) throws(FixtureError) in
        try x.oneOf(DynamicTypeSize.self)
      }
    }
    return r
  }

  /// A detent height: above 0, at most FixtureLimits.length points.
  static func height(_ n: Node) throws(FixtureError) -> Double {
    try n.positive("a height", atMost: FixtureLimits.length, unit: "pt")
  }

  /// A popover's, menu's or dialog's `"source"` names the page element it points at, by the id
  /// the fixture gives it: a name no page view has would draw it at the screen's top left.
  static func checkSource(_ item: Node, pageIDs: Set<String>) throws(FixtureError) {
    var kinds = item.json.children()
    while let kind = kinds.next() {
      let body = item.node(kind.value)
      var fields = body.json.children()
      while let field = fields.next() {
        guard field.key == "source", case .string(let id) = body.node(field.value).value,
          !pageIDs.contains(id)
        else { continue }
        let known = pageIDs.sorted().prefix(8).map { "\"\($0.quotable)\"" }
        throw body.node(field.value).fail(
          "expected the id of a view of the page, found \"\(id.quotable)\"; "
            + (known.isEmpty
              ? "no view of the page has an id"
              : "the page's ids: "
                + known.joined(separator: ", ") + (pageIDs.count > 8 ? ", …" : "")))
      }
    }
  }

  /// Element ids name baselines' elements and close controls: each may stand once in a fixture.
  static func uniqueIDs(_ n: Node, _ seen: inout [String: Node]) throws(FixtureError) {
    var children = n.json.children()
    while let c = children.next() {
      let child = n.node(c.value)
      if c.key == "id", case .string(let id) = child.value {
        if let first = seen[id] {
          throw child.fail("the id \"\(id.quotable)\" is already used at \(first.path)")
        }
        seen[id] = child
      }
      try uniqueIDs(child, &seen)
    }
  }

  static let detentHelp =
    "a detent (\"medium\", \"large\", {\"fraction\": f}, {\"height\": h} or {\"custom\": {…}})"

  static func detent(_ n: Node) throws(FixtureError) -> Detent {
    switch n.value {
    case .string("medium"): return .medium
    case .string("large"): return .large
    case .object:
      let (kind, body) = try n.object(["fraction", "height", "custom"]).only()
      switch kind {
      case "fraction":
        return .fraction(try body.positive("a fraction", atMost: 1))
      case "height":
        return .height(try height(body))
      default:
        let c = try body.object(["name", "height", "fraction", "min", "max"], required: ["name"])
        let lo = try c["min"]?.length()
        let hi = try c["max"]?.length()
        if let lo, let hi, lo > hi {
          throw c["min"]!.fail(
            "expected a minimum no larger than the maximum (\(plainNumber(hi))), found "
              + c["min"]!.value.described)
        }
        let fraction = try c["fraction"].map { (x: Node) throws(FixtureError) -> Double in
          try x.positive("a fraction", atMost: 1)
        }
        let name = try c["name"]!.safeName("a detent name")
        if let problem = Variant.stateNameProblem(name) {
          throw c["name"]!.fail("expected a detent name that names no setting: \(problem)")
        }
        return .formula(
          name: name,
          height: try c["height"].map(height), fraction: fraction, min: lo, max: hi)
      }
    default:
      throw n.expected(detentHelp)
    }
  }
}

/// A fixture's values as PopshotUI's modifier entries read them; errors carry the file and path.
extension Node: FixtureValue {
  var numberValue: Double? { if case .number(let n) = value { return n } else { return nil } }
  var stringValue: String? { if case .string(let s) = value { return s } else { return nil } }
  var boolValue: Bool? { if case .bool(let b) = value { return b } else { return nil } }
  var isObject: Bool { json.isObject }
  var described: String { value.described }
  func hasMember(_ key: String) -> Bool {
    json.isObject && json.members.contains { $0.key == key }
  }
  func fail(_ message: String) -> any Error { fail(message) as FixtureError }
  func expected(_ what: String) -> any Error { expected(what) as FixtureError }
  func members(_ allowed: [String], required: [String]) throws -> FixtureObject {
    FixtureObject(
      members: try object(allowed, required: required).members.map { ($0.key, $0.value) })
  }
  func items() throws -> [any FixtureValue] { try array() }
  func color() throws -> Color { try FixtureDecoder.color(self) }
  func font() throws -> Font { try FixtureDecoder.font(self) }
  func alignment() throws -> Alignment { try FixtureDecoder.alignment(self)! }
  func unitPoint() throws -> UnitPoint { try FixtureDecoder.unitPoint(self)! }
  func nearest(to name: String, in names: [String]) -> String { didYouMean(name, in: names) }
  func view() throws -> AnyView { try FixtureDecoder.view(self) }
}
