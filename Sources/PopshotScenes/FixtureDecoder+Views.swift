// Views in fixtures: one key names the view's kind, "modifiers" lists its modifiers in order (as
// they would be chained in Swift), and "id" names it. See Fixtures/README.md.
import PopshotGraphics
import PopshotText
import PopshotUI

extension FixtureDecoder {
  static let viewKinds = [
    "text", "image", "color", "rectangle", "roundedRectangle", "circle", "capsule",
    "linearGradient", "spacer",
    "divider", "vstack", "hstack", "zstack", "button", "empty",
  ]

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

  static func children(_ n: Node) throws(FixtureError) -> [AnyView] {
    try n.array().map { (x: Node) throws(FixtureError) in try view(x) }
  }

  static func base(_ kind: String, _ n: Node, resizable: Bool) throws(FixtureError) -> AnyView {
    switch kind {
    case "text": return AnyView(Text(try n.string()))
    case "image":
      let name = try n.string()
      guard Symbol(name: name).isKnown else {
        let hint = didYouMean(name, in: Symbol.known)
        throw n.fail(
          "unknown symbol \"\(name)\"\(hint); Popshot draws \(Symbol.known.joined(separator: ", "))"
        )
      }
      return resizable
        ? AnyView(Image(systemName: name).resizable()) : AnyView(Image(systemName: name))
    case "color": return AnyView(try color(n))
    case "rectangle", "circle", "capsule", "roundedRectangle":
      let o = try n.object(
        ["fill", "cornerRadius", "style"],
        required: kind == "roundedRectangle" ? ["cornerRadius"] : [])
      if kind != "roundedRectangle", let extra = o["cornerRadius"] ?? o["style"] {
        throw extra.fail("only roundedRectangle has a corner radius and style")
      }
      let fill = try o["fill"].map { (x: Node) throws(FixtureError) in try color(x) }
      func filled(_ s: some Shape) -> AnyView { fill.map { AnyView(s.fill($0)) } ?? AnyView(s) }
      switch kind {
      case "rectangle": return filled(Rectangle())
      case "circle": return filled(Circle())
      case "capsule": return filled(Capsule())
      default:
        let style = try o["style"]?.oneOf(CornerStyle.self) ?? .circular
        return filled(RoundedRectangle(cornerRadius: try o["cornerRadius"]!.length(), style: style))
      }
    case "linearGradient":
      let o = try n.object(["colors", "startPoint", "endPoint"], required: ["colors"])
      let colors = try o["colors"]!.array().map { (x: Node) throws(FixtureError) in try color(x) }
      return AnyView(
        LinearGradient(
          colors: colors, startPoint: try unitPoint(o["startPoint"]) ?? .top,
          endPoint: try unitPoint(o["endPoint"]) ?? .bottom))
    case "spacer":
      let o = try n.object(["minLength"])
      return AnyView(Spacer(minLength: try o["minLength"]?.length()))
    case "divider":
      _ = try n.object([])
      return AnyView(Divider())
    case "empty":
      _ = try n.object([])
      return AnyView(EmptyView())
    case "vstack", "hstack":
      let o = try n.object(["alignment", "spacing", "children"], required: ["children"])
      let kids = try children(o["children"]!)
      let spacing = try o["spacing"]?.length()
      if kind == "vstack" {
        let a = try o["alignment"]?.oneOf(HorizontalAlignment.self) ?? .center
        return AnyView(
          VStack(alignment: a, spacing: spacing) { ForEach(kids.indices, id: \.self) { kids[$0] } })
      }
      let a = try o["alignment"]?.oneOf(VerticalAlignment.self) ?? .center
      return AnyView(
        HStack(alignment: a, spacing: spacing) { ForEach(kids.indices, id: \.self) { kids[$0] } })
    case "zstack":
      let o = try n.object(["alignment", "children"], required: ["children"])
      let kids = try children(o["children"]!)
      return AnyView(
        ZStack(alignment: try alignment(o["alignment"]) ?? .center) {
          ForEach(kids.indices, id: \.self) { kids[$0] }
        })
    case "button":
      let o = try n.object(["title", "label", "role", "action"])
      guard o.has("title") != o.has("label") else {
        throw n.fail("a button has either \"title\" or \"label\"")
      }
      let role = try o["role"]?.oneOf(ButtonRole.self)
      let action = try o["action"]?.string() ?? "tap"
      if let t = o["title"] {
        return AnyView(Button(try t.string(), role: role, actionName: action))
      }
      let label = try view(o["label"]!)
      return AnyView(Button(role: role, actionName: action) { label })
    default:
      return AnyView(EmptyView())
    }
  }

  /// A modifier of a view's "modifiers" list: the entry its name picks in PopshotUI's table
  /// (`FixtureModifier.all`, written beside each modifier) reads its value.
  static func modifier(_ n: Node, on v: AnyView) throws(FixtureError) -> AnyView {
    let (name, m) = try n.object(FixtureModifier.all.map(\.name)).only()
    do {
      return try FixtureModifier.named[name]!.apply(m, v)
    } catch let error as FixtureError {
      throw error
    } catch {
      throw m.fail("\(error)")
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
