// Localized tables: `<table>.strings` (`"key" = "value";` pairs, with /* */ and // comments and
// the usual escapes) and `<table>.stringsdict` found in a bundle in the locale's .lproj, at its
// top, in the development language's, en.lproj or Base.lproj; and `<table>.xcstrings`, the
// String Catalog that SwiftPM copies uncompiled on Linux, at the bundle's top
// (StringCatalog.swift). Read once per bundle, table and locale. A key missing from the table
// (or a table missing from the bundle) is shown as the key.
import Foundation
import Synchronization

enum StringsTable {
  /// Each bundle's table by name, or nil where the bundle has no such file. Finding a file in a
  /// bundle walks its folders, and every localized Text asks on every layout, so the answer is
  /// kept: a table added to a bundle after its first lookup is not seen.
  /// Keyed by the bundle object (held, so that its identity is not reused) and the table name.
  private static let tables = Mutex<
    [TableID: (bundle: Bundle, table: [String: LocalizedEntry]?)]
  >([:])

  private struct TableID: Hashable {
    let bundle: ObjectIdentifier
    let name: String
    let localization: String
  }

  /// The format for `key` in `table` (default "Localizable") of `bundle` (default the main one),
  /// for the environment's locale, with the variables of a `.stringsdict` or String Catalog
  /// entry chosen for `arguments`; nil when no table has the key.
  static func lookUp(
    _ key: String, arguments: [String] = [], table: String?, bundle: Bundle?,
    locale: Locale = EnvironmentValues.current.locale
  ) -> String? {
    entry(key, table: table, bundle: bundle, locale: locale)?
      .format(for: arguments, locale: locale)
  }

  /// The entry for `key`: a `.stringsdict`'s first, then a `.strings` file's, then the String
  /// Catalog's, as a compiled catalog becomes both files on iOS and the dictionary wins there.
  static func entry(
    _ key: String, table: String?, bundle: Bundle?,
    locale: Locale = EnvironmentValues.current.locale
  ) -> LocalizedEntry? {
    let bundle = bundle ?? .main
    let id = TableID(
      bundle: ObjectIdentifier(bundle), name: table ?? "Localizable",
      localization: locale.identifier)
    if let known = tables.withLock({ $0[id] }) { return known.table?[key] }
    let t = load(id.name, bundle, locale: locale)
    tables.withLock { $0[id] = (bundle, t) }
    return t?[key]
  }

  /// The entries of table `name` in `bundle`, or nil when it has none of the three files.
  private static func load(_ name: String, _ bundle: Bundle, locale: Locale)
    -> [String: LocalizedEntry]?
  {
    var entries: [String: LocalizedEntry] = [:]
    var found = false
    if let url = bundle.url(forResource: name, withExtension: "xcstrings") {
      found = true
      let catalog = (try? Data(contentsOf: url)).flatMap { StringCatalog.entries($0, locale) }
      entries = catalog ?? [:]
    }
    if let url = file(name, "strings", bundle, locale) {
      found = true
      for (k, v) in parse((try? String(contentsOf: url, encoding: .utf8)) ?? "") {
        entries[k] = LocalizedEntry(format: v)
      }
    }
    if let url = file(name, "stringsdict", bundle, locale) {
      found = true
      let dictionary = (try? Data(contentsOf: url)).flatMap(StringCatalog.stringsdict) ?? [:]
      entries.merge(dictionary) { _, new in new }
    }
    return found ? entries : nil
  }

  /// The file `name.ext` of `bundle`: in the locale's folder (`pt-BR.lproj`, `pt_BR.lproj`, then
  /// `pt.lproj`), else at its top, in the bundle's development language's folder (SwiftPM's
  /// `defaultLocalization`), in en.lproj or in Base.lproj.
  private static func file(_ name: String, _ ext: String, _ bundle: Bundle, _ locale: Locale)
    -> URL?
  {
    let id = locale.identifier
    let language = PluralCategory.language(locale)
    var folders = [id.replacingOccurrences(of: "_", with: "-"), id, language].map {
      $0 + ".lproj"
    }
    folders.append("")
    // Foundation's `developmentLocalization` traps on a bundle without an Info.plist on Linux.
    if let development = bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String {
      folders.append(development + ".lproj")
    }
    folders += ["en.lproj", "Base.lproj"]
    for folder in folders {
      let url = bundle.url(
        forResource: name, withExtension: ext, subdirectory: folder.isEmpty ? nil : folder)
      if let url { return url }
    }
    return nil
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
