// Views in fixtures: one key names the view's kind, "modifiers" lists its modifiers in order (as
// they would be chained in Swift), and "id" names it. See Fixtures/README.md.
import PopshotGraphics
import PopshotSupport
import PopshotText
import PopshotUI

extension FixtureDecoder {
  /// The view kinds, in the order PopshotUI's table (`FixtureView.all`, written beside each view)
  /// lists them.
  static let viewKinds = FixtureView.all.map(\.name)

  /// The deepest nesting of views and modifiers a fixture may have: far beyond what a screen's
  /// view tree needs, and well inside what laying out and drawing can recurse through on a
  /// thread's stack in a debug build.
  static let maxNesting = 256

  static func view(_ n: Node) throws(FixtureError) -> AnyView {
    let o = try n.object(viewKinds + ["modifiers", "id", "resizable", "shownWhen"])
    let kinds = o.members.filter { viewKinds.contains($0.key) }
    guard kinds.count == 1, let kind = kinds.first else {
      throw n.fail(
        kinds.isEmpty
          ? "expected a view: an object with one of \(viewKinds.map { "\"\($0)\"" }.joined(separator: ", "))"
          : "a view has one kind, found \(kinds.map { "\"\($0.key)\"" }.joined(separator: " and "))"
      )
    }
    if o.has("resizable") && kind.key != "image" {
      throw o["resizable"]!.fail("\"resizable\" applies to images only")
    }
    try n.countView()
    let mods = try o["modifiers"]?.array() ?? []
    // The view is a level, each modifier wraps the view and the modifiers before it, and an id
    // and a condition wrap them all.
    let outer = (o.has("id") ? 1 : 0) + (o.has("shownWhen") ? 1 : 0)
    let levels = 1 + mods.count + outer
    guard n.nesting + levels <= maxNesting else {
      throw n.fail(
        "views and modifiers nest \(n.nesting + levels) deep here; a scene may nest at most "
          + "\(maxNesting) (each view, each of its modifiers, its id and its condition are a "
          + "level each)")
    }
    var v = try base(
      kind.key, kind.value.nested(levels), resizable: try o["resizable"]?.bool() ?? false)
    // Where the view is described, noted under its layout id when it is drawn (FixtureLocator):
    // on the view itself, inside its modifiers and id, so the note takes the id its element
    // has. A bare empty view is left as it is: its container drops it, and it has no element.
    if !(kind.key == "empty" && mods.isEmpty && outer == 0) {
      v = AnyView(v.fixtureSource(n.json.offset))
    }
    // A modifier's own views (a background, an overlay) sit inside it and what wraps it.
    for (i, m) in mods.enumerated() { v = try modifier(m.nested(mods.count - i + outer), on: v) }
    if let id = o["id"] { v = AnyView(v.id(try id.string())) }
    if let condition = o["shownWhen"] {
      // The Swift `if` the view sits in, named for people; the audit only needs to know there is one.
      guard !(try condition.string()).isEmpty else { throw condition.fail("expected a condition") }
      v = AnyView(v.shownUnderCondition())
    }
    return v
  }

  /// The view a kind's value makes: the entry its name picks in PopshotUI's table reads it.
  static func base(_ kind: String, _ n: Node, resizable: Bool) throws(FixtureError) -> AnyView {
    try located(n) { try FixtureView.named[kind]!.make(n, resizable) }
  }

  /// The modifier names, in the order PopshotUI's table (`FixtureModifier.all`, written beside
  /// each modifier) lists them.
  static let modifierNames = FixtureModifier.all.map(\.name)

  /// A modifier of a view's "modifiers" list: the entry its name picks in the table reads it.
  static func modifier(_ n: Node, on v: AnyView) throws(FixtureError) -> AnyView {
    let (name, m) = try n.object(modifierNames).only()
    return try located(m) { try FixtureModifier.named[name]!.apply(m, v) }
  }

  /// Runs a table entry, whose errors are FixtureErrors made by the Node it reads; anything else
  /// is named at `n`.
  static func located<T>(_ n: Node, _ entry: () throws -> T) throws(FixtureError) -> T {
    do {
      return try entry()
    } catch let error as FixtureError {
      throw error
    } catch {
      throw n.fail("\(error)")
    }
  }

  static let colorNames: [String: Color] = [
    "clear": .clear, "black": .black, "white": .white, "red": .red, "orange": .orange,
    "yellow": .yellow,
    "green": .green, "blue": .blue, "indigo": .indigo, "purple": .purple, "gray": .gray,
    "accentColor": .accentColor,
    "primary": .primary, "secondary": .secondary, "label": .label,
    "secondaryLabel": .secondaryLabel,
    "tertiaryLabel": .tertiaryLabel, "systemBackground": .systemBackground,
    "secondarySystemBackground": .secondarySystemBackground, "separator": .separator,
    "systemRed": .red, "systemOrange": .orange, "systemYellow": .yellow, "systemGreen": .green,
    "systemBlue": .blue,
    "systemIndigo": .indigo, "systemPurple": .purple, "systemGray": .gray,
  ]

  /// "blue", "#RRGGBB", or {"color": …, "opacity": 0.3}.
  static func color(_ n: Node) throws(FixtureError) -> Color {
    if case .object = n.value {
      let o = try n.object(["color", "opacity"], required: ["color"])
      let base = try color(o["color"]!)
      return try o["opacity"].map { (x: Node) throws(FixtureError) in
        base.opacity(try x.number("an opacity", in: 0...1))
      }
        ?? base
    }
    guard case .string(let s) = n.value else {
      throw n.expected("a colour (a name, \"#RRGGBB\" or {\"color\": …, \"opacity\": …})")
    }
    if s.hasPrefix("#") {
      do { return try Color(hex: s) } catch { throw n.fail(error.description) }
    }
    guard let c = colorNames[s] else {
      let hint = didYouMean(s, in: Array(colorNames.keys).sorted())
      throw n.fail("unknown colour \"\(s.quotable)\"\(hint)")
    }
    return c
  }

  /// A text style name, or {"size": n, "weight": w, "relativeTo": style}.
  static func font(_ n: Node) throws(FixtureError) -> Font {
    if case .string = n.value { return .style(try n.oneOf(TextStyle.self)) }
    let o = try n.object(["size", "weight", "relativeTo"], required: ["size"])
    let size = try o["size"]!.number("a font size", in: FixtureLimits.fontSize, unit: "pt")
    let weight = try o["weight"]?.oneOf(FontWeight.self) ?? .regular
    if let r = o["relativeTo"] {
      return .system(size: size, weight: weight, relativeTo: try r.oneOf(TextStyle.self))
    }
    return .system(size: size, weight: weight)
  }

  static let alignments: [String: Alignment] = [
    "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
    "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
    "bottomTrailing": .bottomTrailing,
  ]

  static func alignment(_ n: Node?) throws(FixtureError) -> Alignment? {
    guard let n else { return nil }
    let s = try n.string()
    guard let a = alignments[s] else {
      throw n.fail(
        "expected an alignment (\(alignments.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", "))), found \(n.value.described)"
      )
    }
    return a
  }

  static func unitPoint(_ n: Node?) throws(FixtureError) -> UnitPoint? {
    guard let n else { return nil }
    let points: [String: UnitPoint] = [
      "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing, "center": .center,
      "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
      "bottomTrailing": .bottomTrailing,
    ]
    guard let p = points[try n.string()] else {
      throw n.expected("a unit point such as \"top\" or \"bottomTrailing\"")
    }
    return p
  }
}
