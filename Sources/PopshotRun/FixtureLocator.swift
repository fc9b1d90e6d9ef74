// Where an audited element stands in its fixture file: the line and column of its JSON object,
// so SARIF results point at the view to change. Element ids come from the layout tree (an
// explicit "id", or the view's place: `popup.card/text[1]`, `sheet/zstack/text`); the locator
// follows the same naming through the fixture's JSON, and stops at the nearest object it can
// name for sure (an element drawn by a built-in component, such as `toast.close`, points at its
// presentation).
import Foundation
import PopshotScenes
import PopshotSupport

public struct FixtureLocator: Sendable {
  /// The fixture's own object (line 1, column 1 in a tidy file).
  public let root: SourcePosition
  private let json: JSON
  private let positions: [String: SourcePosition]
  /// Explicit ids, by the path of the view object that carries them.
  private let explicit: [String: String]
  /// Presentations by layer name (`popup`, `sheet`, `popup[1]`): the path of the presentation
  /// object and of its content view (nil for a toast).
  private let presentations: [String: (path: String, content: String?)]
  /// For every stack view (by path), its children by the names the layout tree gives them:
  /// computed once, so naming an element costs a lookup per segment, not a scan of its siblings.
  private let stackChildren: [String: [String: String]]

  /// Reads `text`; nil when it is not JSON (a fixture that did not load has no results).
  public init?(text: String) {
    guard let (json, positions) = try? JSONParser.parseWithPositions(text) else { return nil }
    self.json = json
    self.positions = positions
    root = positions[""] ?? SourcePosition(line: 1, column: 1)
    var explicit: [String: String] = [:]
    FixtureLocator.collectIDs(json, path: "", into: &explicit)
    self.explicit = explicit
    var presentations: [String: (String, String?)] = [:]
    if case .array(let list) = FixtureLocator.member(json, "presentations") ?? .null {
      let kinds = list.map { p -> String in
        guard case .object(let m) = p, let k = m.first?.key else { return "" }
        return k == "fullScreenCover" ? "cover" : k
      }
      var seen: [String: Int] = [:]
      for (i, kind) in kinds.enumerated() where !kind.isEmpty {
        let n = seen[kind, default: 0]
        seen[kind] = n + 1
        let name = kinds.filter { $0 == kind }.count > 1 ? "\(kind)[\(n)]" : kind
        let key = kind == "cover" ? "fullScreenCover" : kind
        let path = "presentations[\(i)]"
        let body = "\(path).\(key)"
        let hasContent = FixtureLocator.member(FixtureLocator.value(json, at: body), "content")
        presentations[name] = (path, hasContent == nil ? nil : "\(body).content")
      }
    }
    self.presentations = presentations
    var stacks: [String: [String: String]] = [:]
    FixtureLocator.collectStacks(json, path: "", into: &stacks)
    stackChildren = stacks
  }

  /// Reads the fixture file at `path`; nil when it cannot be read or parsed.
  public init?(path: String) {
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else { return nil }
    self.init(text: text)
  }

  /// The position of the JSON object that describes `element`, or of the nearest enclosing one
  /// the locator can name; the fixture's own object when nothing matches.
  public func position(of element: String) -> SourcePosition {
    positions[path(of: element)] ?? root
  }

  /// The JSON path (as fixture errors write it) of the object describing `element`.
  public func path(of element: String) -> String {
    var segments = element.split(separator: "/").map(String.init)
    guard let first = segments.first else { return "" }
    segments.removeFirst()
    var current: String
    if let p = explicit[first] {
      current = p
    } else if let p = presentations[first] {
      // The content's root view is named by its kind: `sheet/zstack/text`.
      guard let content = p.content, let head = segments.first,
        FixtureLocator.layoutKind(FixtureLocator.value(json, at: content)) == head
      else { return p.path }
      segments.removeFirst()
      current = content
    } else if let dot = first.firstIndex(of: "."),
      let p = presentations[String(first[..<dot])]
    {
      // A built-in part of a presentation (`toast.close`, `sheet.background`).
      return p.path
    } else if first.hasPrefix("navigationbar"),
      FixtureLocator.value(json, at: "page.navigationBar") != .null
    {
      return "page.navigationBar"
    } else if FixtureLocator.layoutKind(FixtureLocator.value(json, at: "page.view")) == first {
      current = "page.view"
    } else {
      return ""
    }
    for segment in segments {
      guard let next = child(of: current, named: segment) else { break }
      current = next
    }
    return current
  }

  /// The path of the view under the view at `path` that the layout tree names `segment`:
  /// a stack child (`text`, `text[1]`), a button's `label`, a `background` or `overlay`.
  private func child(of path: String, named segment: String) -> String? {
    let view = FixtureLocator.value(json, at: path)
    guard case .object = view else { return nil }
    if segment == "background" || segment == "overlay" {
      guard case .array(let mods) = FixtureLocator.member(view, "modifiers") ?? .null else {
        return nil
      }
      for (i, m) in mods.enumerated() {
        if let v = FixtureLocator.member(m, segment), case .object = v {
          return "\(path).modifiers[\(i)].\(segment)"
        }
      }
      return nil
    }
    return stackChildren[path]?[segment]
  }

  /// Every stack view's children by their layout names, keyed by the stack view's path.
  static func collectStacks(_ v: JSON, path: String, into stacks: inout [String: [String: String]])
  {
    switch v {
    case .object(let members):
      for (kind, body) in members where ["vstack", "hstack", "zstack"].contains(kind) {
        guard case .array(let children) = member(body, "children") ?? .null else { continue }
        // Numbered as the layout tree numbers them: by kind, among siblings, empty views
        // dropped; views with an explicit id take that id instead.
        let kinds = children.map { c -> String? in
          if case .string(let id) = member(c, "id") ?? .null { return "#" + id }
          return layoutKind(c)
        }
        var totals: [String: Int] = [:]
        for case let k? in kinds where k != "group" { totals[k, default: 0] += 1 }
        var seen: [String: Int] = [:]
        var names: [String: String] = [:]
        for (i, k) in kinds.enumerated() {
          guard let k, k != "group" else { continue }
          let n = seen[k, default: 0]
          seen[k] = n + 1
          let name = totals[k, default: 0] > 1 ? "\(k)[\(n)]" : k
          if names[name] == nil { names[name] = "\(path).\(kind).children[\(i)]" }
        }
        if stacks[path] == nil { stacks[path] = names }
      }
      for (key, value) in members {
        collectStacks(value, path: path.isEmpty ? key : "\(path).\(key)", into: &stacks)
      }
    case .array(let items):
      for (i, item) in items.enumerated() {
        collectStacks(item, path: "\(path)[\(i)]", into: &stacks)
      }
    default: break
    }
  }

  /// The layout tree's name for a fixture view's kind.
  static func layoutKind(_ view: JSON) -> String? {
    guard case .object(let members) = view else { return nil }
    for (key, _) in members {
      switch key {
      case "text", "image", "spacer", "divider", "vstack", "hstack", "zstack", "button":
        return key
      case "color", "rectangle", "roundedRectangle", "circle", "capsule", "linearGradient":
        return "shape"
      case "empty": return "group"
      default: continue
      }
    }
    return nil
  }

  static func member(_ v: JSON, _ key: String) -> JSON? {
    guard case .object(let members) = v else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The value at a path of object keys and `[i]` indices; null when there is none.
  static func value(_ root: JSON, at path: String) -> JSON {
    var v = root
    for part in path.split(separator: ".") {
      var rest = Substring(part)
      let key = rest.prefix { $0 != "[" }
      rest = rest.dropFirst(key.count)
      if !key.isEmpty { v = member(v, String(key)) ?? .null }
      while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
        let index = Int(rest[rest.index(after: rest.startIndex)..<close]) ?? -1
        if case .array(let items) = v, items.indices.contains(index) {
          v = items[index]
        } else {
          v = .null
        }
        rest = rest[rest.index(after: close)...]
      }
    }
    return v
  }

  /// Every object with a string "id", by id (the first wins; fixtures keep ids unique).
  static func collectIDs(_ v: JSON, path: String, into ids: inout [String: String]) {
    switch v {
    case .object(let members):
      for (key, value) in members {
        if key == "id", case .string(let id) = value, ids[id] == nil { ids[id] = path }
        collectIDs(value, path: path.isEmpty ? key : "\(path).\(key)", into: &ids)
      }
    case .array(let items):
      for (i, item) in items.enumerated() { collectIDs(item, path: "\(path)[\(i)]", into: &ids) }
    default: break
    }
  }
}
