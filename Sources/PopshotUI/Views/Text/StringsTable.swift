// `.strings` tables: `"key" = "value";` pairs, with /* */ and // comments and the usual escapes,
// found in a bundle as `<table>.strings` in the locale's .lproj, at its top, in en.lproj or in
// Base.lproj. Read once per
// bundle and table. A key missing from the table (or a table missing from the bundle) is shown as the key.
import Foundation
import Synchronization

enum StringsTable {
  /// Each bundle's table by name, or nil where the bundle has no such file. Finding a file in a
  /// bundle walks its folders, and every localized Text asks on every layout, so the answer is
  /// kept: a table added to a bundle after its first lookup is not seen.
  /// Keyed by the bundle object (held, so that its identity is not reused) and the table name.
  private static let tables = Mutex<[TableID: (bundle: Bundle, table: [String: String]?)]>([:])

  private struct TableID: Hashable {
    let bundle: ObjectIdentifier
    let name: String
    let localization: String
  }

  /// The value of `key` in `table` (default "Localizable") of `bundle` (default the main one),
  /// for the environment's locale: its `<language>-<region>.lproj` or `<language>.lproj` first.
  static func lookUp(
    _ key: String, table: String?, bundle: Bundle?,
    locale: Locale = EnvironmentValues.current.locale
  ) -> String? {
    let bundle = bundle ?? .main
    let id = TableID(
      bundle: ObjectIdentifier(bundle), name: table ?? "Localizable",
      localization: locale.identifier)
    if let known = tables.withLock({ $0[id] }) { return known.table?[key] }
    let t = load(id.name, bundle, locale: locale)
    tables.withLock { $0[id] = (bundle, t) }
    return t?[key]
  }

  /// The table `name` of `bundle`: in the locale's folder (`pt-BR.lproj`, `pt_BR.lproj`, then
  /// `pt.lproj`), else at its top, in en.lproj or in Base.lproj.
  private static func load(_ name: String, _ bundle: Bundle, locale: Locale) -> [String: String]? {
    let id = locale.identifier
    let language = id.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init)
    let folders = [id.replacingOccurrences(of: "_", with: "-"), id, language ?? id]
    let localized = folders.lazy.compactMap {
      bundle.url(forResource: name, withExtension: "strings", subdirectory: "\($0).lproj")
    }.first
    let url =
      localized
      ?? bundle.url(forResource: name, withExtension: "strings")
      ?? bundle.url(forResource: name, withExtension: "strings", subdirectory: "en.lproj")
      ?? bundle.url(forResource: name, withExtension: "strings", subdirectory: "Base.lproj")
    guard let url else { return nil }
    return parse((try? String(contentsOf: url, encoding: .utf8)) ?? "")
  }

  /// The pairs of a `.strings` file.
  static func parse(_ text: String) -> [String: String] {
    var out: [String: String] = [:]
    var strings: [String] = []
    let s = Array(text.unicodeScalars)
    var i = 0
    while i < s.count {
      let c = s[i]
      if c == "/" && i + 1 < s.count && s[i + 1] == "*" {
        i += 2
        while i + 1 < s.count && !(s[i] == "*" && s[i + 1] == "/") { i += 1 }
        i += 2
      } else if c == "/" && i + 1 < s.count && s[i + 1] == "/" {
        while i < s.count && s[i] != "\n" { i += 1 }
      } else if c == "\"" {
        var v = String.UnicodeScalarView()
        i += 1
        while i < s.count && s[i] != "\"" {
          if s[i] == "\\" && i + 1 < s.count {
            i += 1
            switch s[i] {
            case "n": v.append("\n")
            case "t": v.append("\t")
            default: v.append(s[i])
            }
          } else {
            v.append(s[i])
          }
          i += 1
        }
        i += 1
        strings.append(String(v))
      } else if c == ";" {
        if strings.count == 2 { out[strings[0]] = strings[1] }
        strings = []
        i += 1
      } else {
        i += 1
      }
    }
    return out
  }
}
