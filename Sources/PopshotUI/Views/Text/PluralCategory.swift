// The plural category of a number in a language: CLDR's cardinal rules (Unicode CLDR, "Language
// Plural Rules", plurals.xml), for the languages apps ship most, in the operands CLDR defines: n
// the absolute value, i its integer digits, v the number of visible fraction digits. The value
// comes as the key's argument was formatted ("3", "1.500000"), so "1.000000" has v = 6 and is
// "other" in English, as CLDR says. Apple's `zero` form is used for 0 in every language when the
// table has one (docs/swiftui.md, "Localized text").
import Foundation

enum PluralCategory {
  /// The category of `value` in `locale`'s language, among the forms a table gives (`available`);
  /// "other" when the rule's category has no form.
  static func of(_ value: String, locale: Locale, among available: Set<String>) -> String {
    let text = value.trimmingCharacters(in: .whitespaces)
      .replacingOccurrences(of: ",", with: "")
    let unsigned = text.hasPrefix("-") ? String(text.dropFirst()) : text
    let parts = unsigned.split(separator: ".", maxSplits: 1)
    let i = Int(parts.first ?? "0") ?? 0
    let v = parts.count > 1 ? parts[1].count : 0
    let n = Double(unsigned) ?? Double(i)
    if n == 0, available.contains("zero") { return "zero" }
    let category = rule(language(locale), n: n, i: i, v: v)
    return available.contains(category) ? category : "other"
  }

  /// The language code of a locale identifier ("pt_BR" gives "pt").
  static func language(_ locale: Locale) -> String {
    String(
      locale.identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first ?? "en")
  }

  /// CLDR's rule for `language`; languages not listed take English's.
  static func rule(_ language: String, n: Double, i: Int, v: Int) -> String {
    let i10 = i % 10
    let i100 = i % 100
    switch language {
    case "ja", "zh", "ko", "th", "vi", "id", "ms", "my", "lo", "km", "yue":
      return "other"
    case "fr":
      if i == 0 || i == 1 { return "one" }
      if v == 0, i != 0, i % 1_000_000 == 0 { return "many" }
      return "other"
    case "pt":
      if (i == 0 || i == 1) && v == 0 || n == 0 || n == 1 { return "one" }
      if v == 0, i != 0, i % 1_000_000 == 0 { return "many" }
      return "other"
    case "ru", "uk", "be":
      guard v == 0 else { return "other" }
      if i10 == 1 && i100 != 11 { return "one" }
      if (2...4).contains(i10) && !(12...14).contains(i100) { return "few" }
      return "many"
    case "pl":
      guard v == 0 else { return "other" }
      if i == 1 { return "one" }
      if (2...4).contains(i10) && !(12...14).contains(i100) { return "few" }
      return "many"
    case "cs", "sk":
      if v != 0 { return "many" }
      if i == 1 { return "one" }
      if (2...4).contains(i) { return "few" }
      return "other"
    case "ar":
      let n100 = Int(n) % 100
      if n == 0 { return "zero" }
      if n == 1 { return "one" }
      if n == 2 { return "two" }
      if n == n.rounded(.down), (3...10).contains(n100) { return "few" }
      if n == n.rounded(.down), (11...99).contains(n100) { return "many" }
      return "other"
    case "he":
      if i == 1 && v == 0 || i == 0 && v != 0 { return "one" }
      if i == 2 && v == 0 { return "two" }
      return "other"
    case "hu", "tr", "el", "es", "bg", "nb", "no":
      return n == 1 ? "one" : "other"
    default:
      // English and the languages that share its rule (de, nl, sv, it, ca, fi, et, …).
      return i == 1 && v == 0 ? "one" : "other"
    }
  }
}
