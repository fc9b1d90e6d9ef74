// The two localized formats with variables, read into LocalizedEntry:
// - String Catalogs (`.xcstrings`, JSON): Xcode compiles them into `.strings` and `.stringsdict`
//   files, but SwiftPM on Linux copies the catalog as it is, so Popshot reads it. A key's value is
//   its localization for the locale (`pt-BR`, then `pt`), else the source language's, else the key.
//   A localization has a `stringUnit` value, or `variations` by `plural` or `device` (the iPhone's,
//   else `other`), and `substitutions`: `%#@name@` variables with `argNum`, `formatSpecifier` and
//   plural forms that write the argument as `%arg`.
// - `.stringsdict` (a property list): a key's `NSStringLocalizedFormatKey` and its variables, each
//   a dictionary of `NSStringPluralRuleType` forms whose own specifier takes the argument.
import Foundation

enum StringCatalog {
  /// The entries of a String Catalog for `locale`, or nil when it is not one.
  static func entries(_ data: Data, _ locale: Locale) -> [String: LocalizedEntry]? {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let strings = root["strings"] as? [String: Any]
    else { return nil }
    let source = root["sourceLanguage"] as? String ?? "en"
    let id = locale.identifier
    let wanted = [
      id.replacingOccurrences(of: "_", with: "-"), id, PluralCategory.language(locale), source,
    ]
    var out: [String: LocalizedEntry] = [:]
    out.reserveCapacity(strings.count)
    for (key, value) in strings {
      let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
      let localization = wanted.lazy.compactMap { localizations[$0] as? [String: Any] }.first
      out[key] = localization.flatMap(entry) ?? LocalizedEntry(format: key)
    }
    return out
  }

  /// One localization of a catalog key.
  static func entry(_ localization: [String: Any]) -> LocalizedEntry? {
    var variables: [String: LocalizedEntry.Variable] = [:]
    for (name, any) in localization["substitutions"] as? [String: Any] ?? [:] {
      guard let s = any as? [String: Any] else { continue }
      let plural = (s["variations"] as? [String: Any])?["plural"] as? [String: Any] ?? [:]
      variables[name] = LocalizedEntry.Variable(
        argument: (s["argNum"] as? Int).map { $0 - 1 },
        specifier: s["formatSpecifier"] as? String ?? "@",
        forms: plural.compactMapValues(unitValue), usesArg: true)
    }
    var node = localization
    // A device variation: the iPhone's text, else the one for other devices.
    if let device = (node["variations"] as? [String: Any])?["device"] as? [String: Any],
      let chosen = (device["iphone"] ?? device["other"]) as? [String: Any]
    {
      node = chosen
    }
    if let plural = (node["variations"] as? [String: Any])?["plural"] as? [String: Any] {
      let forms = plural.compactMapValues(unitValue)
      return LocalizedEntry(
        format: forms["other"] ?? forms.values.first ?? "", variables: variables, plural: forms)
    }
    guard let format = unitValue(node) else { return nil }
    return LocalizedEntry(format: format, variables: variables, plural: nil)
  }

  /// A `{"stringUnit": {"value": …}}` node's value.
  static func unitValue(_ any: Any) -> String? {
    ((any as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
  }

  /// The entries of a `.stringsdict` property list.
  static func stringsdict(_ data: Data) -> [String: LocalizedEntry]? {
    guard
      let root = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: Any]
    else { return nil }
    var out: [String: LocalizedEntry] = [:]
    for (key, any) in root {
      guard let d = any as? [String: Any],
        let format = d["NSStringLocalizedFormatKey"] as? String
      else { continue }
      var variables: [String: LocalizedEntry.Variable] = [:]
      for (name, v) in d {
        guard let rule = v as? [String: Any],
          rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
        else { continue }
        let forms = rule.filter { PluralCategory.names.contains($0.key) }
          .compactMapValues { $0 as? String }
        variables[name] = LocalizedEntry.Variable(
          argument: nil, specifier: rule["NSStringFormatValueTypeKey"] as? String ?? "d",
          forms: forms, usesArg: false)
      }
      out[key] = LocalizedEntry(format: format, variables: variables, plural: nil)
    }
    return out
  }
}

extension PluralCategory {
  /// CLDR's category names, the keys of a plural rule's forms.
  static let names: Set<String> = ["zero", "one", "two", "few", "many", "other"]
}
