// The gallery of a package's baselines (`popshot gallery`): what `swift test` recorded in
// Snapshots/, grouped as a designer reads it. One section per test file (or fixture), one card
// per test, and in it each state the test snapshots side by side: the view as it is, then each
// state a tap, a step or an opened presentation leads to (`.eachTap`'s states form one group),
// the filmstrips playing as animated PNGs, and the text baselines (audit findings, semantics)
// folded under their state. Images are linked by relative path, so the page needs the folder
// beside it; nothing is copied.
//
// Names, as the strategies write them (PopshotTesting):
//   <group>/<test>[.<state>][.filmstrip|.accessibility|.hitTargets]/<variant>.png
//   <group>/<test>[.<state>].<variant>.<kind>.txt
// A variant's name starts with a device's (`iphone-15.portrait.dark`), which is how a text
// baseline's state is told from its variant.
import Foundation
import PopshotScenes
import PopshotSnapshot
import PopshotSupport

public enum BaselineGallery {
  /// One file of a test: a picture or a text.
  public struct Item: Equatable, Sendable {
    public enum Kind: String, Sendable {
      case image, filmstrip, accessibility, hitTargets, audit, semantics, text
    }
    public let kind: Kind
    public let variant: String
    /// The path under the baselines' folder.
    public let path: String
  }

  /// The snapshots of one state of a test.
  public struct State: Equatable, Sendable {
    /// "" for the view as it is; else the steps or presentation (`tap-Save`, `sheet@vstack`).
    public let name: String
    public var items: [Item]
  }

  /// A test's states: the view as it is first, then the others by name.
  public struct Test: Equatable, Sendable {
    public let group: String
    public let name: String
    public var states: [State]
  }

  private static let imageKinds: [String: Item.Kind] = [
    "filmstrip": .filmstrip, "accessibility": .accessibility, "hitTargets": .hitTargets,
  ]

  /// The tests whose baselines are under `root`, by group and name. Links and files of other
  /// kinds are passed over; nothing is read but the folder listings.
  public static func tests(in root: String) -> [Test] {
    let fm = FileManager.default
    var found: [String: Test] = [:]
    func add(_ group: String, _ test: String, _ state: String, _ item: Item) {
      let key = group + "/" + test
      var t = found[key] ?? Test(group: group, name: test, states: [])
      if let i = t.states.firstIndex(where: { $0.name == state }) {
        t.states[i].items.append(item)
      } else {
        t.states.append(State(name: state, items: [item]))
      }
      found[key] = t
    }
    func regular(_ path: String) -> Bool { FileStatus.of(path)?.kind == .regular }
    func directory(_ path: String) -> Bool { FileStatus.of(path)?.kind == .directory }
    for group in ((try? fm.contentsOfDirectory(atPath: root)) ?? []).sorted()
    where directory("\(root)/\(group)") {
      let groupPath = "\(root)/\(group)"
      for entry in ((try? fm.contentsOfDirectory(atPath: groupPath)) ?? []).sorted() {
        let path = "\(groupPath)/\(entry)"
        if directory(path) {
          // A folder of PNGs: <test>[.<state>][.<kind>].
          var parts = entry.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
          var kind = Item.Kind.image
          if parts.count > 1, let k = imageKinds[parts.last!] {
            kind = k
            parts.removeLast()
          }
          let test = parts[0]
          let state = parts.dropFirst().joined(separator: ".")
          for file in ((try? fm.contentsOfDirectory(atPath: path)) ?? []).sorted()
          where file.hasSuffix(".png") && regular("\(path)/\(file)") {
            add(
              group, test, state,
              Item(kind: kind, variant: String(file.dropLast(4)), path: "\(group)/\(entry)/\(file)")
            )
          }
        } else if entry.hasSuffix(".png"), regular(path) {
          // A fixture's baseline: <fixture>/<variant>.png.
          add(
            group, "", "",
            Item(kind: .image, variant: String(entry.dropLast(4)), path: "\(group)/\(entry)"))
        } else if entry.hasSuffix(".txt"), regular(path) {
          let parts = entry.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
            .map(String.init)
          guard parts.count >= 3,
            let v = parts.indices.dropFirst().first(where: { isDevice(parts[$0]) })
          else { continue }
          let kindName = parts.last!
          let kind = Item.Kind(rawValue: kindName) ?? .text
          add(
            group, parts[0], parts[1..<v].joined(separator: "."),
            Item(
              kind: kind, variant: parts[v..<(parts.count - 1)].joined(separator: "."),
              path: "\(group)/\(entry)"))
        }
      }
    }
    return found.keys.sorted().map { key in
      var t = found[key]!
      t.states.sort { ($0.name.isEmpty ? 0 : 1, $0.name) < ($1.name.isEmpty ? 0 : 1, $1.name) }
      return t
    }
  }

  /// Whether a name part is a device's id: one of the catalogue's, or one drawn at another scale
  /// (`iphone-15@2x`).
  static func isDevice(_ part: String) -> Bool {
    Device.named(part) != nil || Device.catalog.contains { part.hasPrefix($0.id + "@") }
  }

  /// The longest text baseline shown inline; a longer one is linked.
  static let inlineTextLimit = 64 * 1024

  /// The page for the baselines under `root`, to be written in `out` (links are relative to it).
  public static func html(root: String, out: String) -> String {
    let tests = tests(in: root)
    let link = { (path: String) in
      escapeXML(FilePaths.uriPath(FilePaths.relative("\(root)/\(path)", from: out)))
    }
    let groups = tests.reduce(into: [String]()) { if $0.last != $1.group { $0.append($1.group) } }
    let states = tests.reduce(0) { $0 + $1.states.count }
    var html = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">
      <title>Popshot baselines</title>
      <style>
      body{font:14px -apple-system,system-ui,sans-serif;margin:24px;background:#f2f2f7;color:#1c1c1e}
      nav a{margin-right:12px}
      section{margin-top:32px}
      article{background:#fff;border-radius:12px;padding:12px 16px;margin:12px 0}
      .states{display:flex;gap:16px;overflow-x:auto;align-items:flex-start}
      figure{margin:0;flex:none}
      figcaption{font-weight:600;margin-bottom:4px}
      figure img{display:block;height:420px;border:1px solid #c7c7cc;border-radius:6px;margin-bottom:6px}
      figure img.strip{height:auto;width:420px}
      .variant{color:#636366;font-weight:400}
      pre{max-width:560px;white-space:pre-wrap;font-size:12px;background:#f2f2f7;padding:8px}
      </style></head><body>
      <h1>Popshot baselines</h1>
      <p>\(tests.count) tests, \(states) states, in \(escapeXML(root)).</p>
      <nav>\(groups.map { "<a href=\"#\(escapeXML(FilePaths.percentEncoded($0)))\">\(escapeXML($0))</a>" }.joined())</nav>

      """
    for group in groups {
      html += "<section id=\"\(escapeXML(FilePaths.percentEncoded(group)))\">"
      html += "<h2>\(escapeXML(group))</h2>\n"
      for test in tests where test.group == group {
        let count = test.states.count
        let title = test.name.isEmpty ? group : test.name
        html += "<article><h3>\(escapeXML(title))"
        if count > 1 { html += " <span class=\"variant\">· \(count) states</span>" }
        html += "</h3><div class=\"states\">\n"
        for state in test.states {
          html += "<figure><figcaption>\(escapeXML(state.name.isEmpty ? "as it is" : state.name))"
          html += "</figcaption>\n"
          for item in state.items {
            html += figure(item, root: root, link: link(item.path))
          }
          html += "</figure>\n"
        }
        html += "</div></article>\n"
      }
      html += "</section>\n"
    }
    return html + "</body></html>\n"
  }

  private static func figure(_ item: Item, root: String, link: String) -> String {
    let label = "\(escapeXML(item.variant)) · \(item.kind.rawValue)"
    let variant = "<div class=\"variant\">\(label)</div>"
    switch item.kind {
    case .image, .accessibility, .hitTargets:
      return "\(variant)<a href=\"\(link)\"><img src=\"\(link)\" loading=\"lazy\" alt=\"\"></a>\n"
    case .filmstrip:
      let animated = String(link.dropLast(4)) + ".apng"
      let hasAnimation = FileStatus.of("\(root)/\(item.path.dropLast(4)).apng")?.kind == .regular
      var out = variant
      if hasAnimation {
        out += "<a href=\"\(animated)\"><img src=\"\(animated)\" alt=\"\"></a>"
      }
      out +=
        "<a href=\"\(link)\"><img class=\"strip\" src=\"\(link)\" loading=\"lazy\" alt=\"\"></a>\n"
      return out
    case .audit, .semantics, .text:
      let path = "\(root)/\(item.path)"
      guard let data = try? BaselineStore.read(path, limit: inlineTextLimit),
        let text = String(data: data, encoding: .utf8)
      else { return "\(variant)<a href=\"\(link)\">\(escapeXML(item.path))</a>\n" }
      let summary = "<summary class=\"variant\">\(label)</summary>"
      // Findings are what an audit state is for: shown open; semantics folded.
      let open = item.kind == .audit ? " open" : ""
      return "<details\(open)>\(summary)<pre>\(escapeXML(text))</pre></details>\n"
    }
  }
}
