// One localized string as a table gives it: a format, and the parts of it that vary with a
// number. `.strings` give a plain format; `.stringsdict` and String Catalogs (`.xcstrings`) give
// `%#@name@` variables whose text is chosen by the plural category of their argument
// (PluralCategory.swift), and a catalog may vary its whole value by plural. `format(for:)` turns
// an entry into a plain format, every variable replaced by its chosen text, with its argument's
// specifier made positional so that LocalizedStringKey puts the same value in.
import Foundation

struct LocalizedEntry: Sendable, Equatable {
  /// The format, with `%#@name@` variables.
  var format: String
  /// The variables by name.
  var variables: [String: Variable] = [:]
  /// A catalog's value that varies by plural as a whole: the format by category, chosen by the
  /// first argument.
  var plural: [String: String]? = nil

  /// A `%#@name@` variable: its text by plural category.
  struct Variable: Sendable, Equatable {
    /// The argument it is chosen by, from 0 (a catalog's `argNum`); nil: the argument at the
    /// variable's own place in the format.
    var argument: Int?
    /// The specifier its text formats the argument with ("lld", "d", "@").
    var specifier: String
    /// The texts by category ("zero", "one", "two", "few", "many", "other").
    var forms: [String: String]
    /// Whether the texts stand for the argument with `%arg` (a catalog) rather than with a
    /// specifier of their own (a `.stringsdict`).
    var usesArg: Bool
  }

  init(format: String) { self.format = format }
  init(format: String, variables: [String: Variable], plural: [String: String]?) {
    self.format = format
    self.variables = variables
    self.plural = plural
  }

  /// The plain format for `arguments` (the key's values as formatted) in `locale`.
  func format(for arguments: [String], locale: Locale) -> String {
    var base = format
    if let plural, let first = arguments.first {
      base = plural[PluralCategory.of(first, locale: locale, among: Set(plural.keys))] ?? base
    }
    guard base.contains("%#@") || base.contains("$#@") else { return base }
    return expand(base, arguments: arguments, locale: locale)
  }

  /// `format` with each `%#@name@` (or `%n$#@name@`) replaced by its variable's text, and every
  /// other specifier made positional, as the variables may take arguments out of order.
  private func expand(_ format: String, arguments: [String], locale: Locale) -> String {
    var out = String.UnicodeScalarView()
    var next = 0
    FormatPiece.scan(format) { piece in
      switch piece {
      case .scalar(let c): out.append(c)
      case .percent: out.append(contentsOf: "%%".unicodeScalars)
      case .variable(let name, let position):
        let index = variables[name]?.argument ?? position ?? next
        next = index + 1
        if let variable = variables[name] {
          out.append(contentsOf: variable.text(index, arguments, locale).unicodeScalars)
        }
      case .specifier(let position, let body):
        let index = position ?? next
        next = index + 1
        out.append(contentsOf: "%\(index + 1)$".unicodeScalars)
        out.append(contentsOf: body)
      }
    }
    return String(out)
  }
}

extension LocalizedEntry.Variable {
  /// The text for the argument at `index`, its own specifiers taking that argument.
  func text(_ index: Int, _ arguments: [String], _ locale: Locale) -> String {
    let value = index < arguments.count ? arguments[index] : "0"
    let form = forms[PluralCategory.of(value, locale: locale, among: Set(forms.keys))] ?? ""
    let positional = "%\(index + 1)$"
    if usesArg {
      return form.replacingOccurrences(of: "%arg", with: positional + specifier)
    }
    // A `.stringsdict` text: its specifiers without a position take the variable's argument.
    var out = String.UnicodeScalarView()
    FormatPiece.scan(form) { piece in
      switch piece {
      case .scalar(let c): out.append(c)
      case .percent: out.append(contentsOf: "%%".unicodeScalars)
      case .variable(let name, let position):
        out.append(contentsOf: (position.map { "%\($0 + 1)$" } ?? "%").unicodeScalars)
        out.append(contentsOf: "#@\(name)@".unicodeScalars)
      case .specifier(let position, let body):
        out.append(contentsOf: (position.map { "%\($0 + 1)$" } ?? positional).unicodeScalars)
        out.append(contentsOf: body)
      }
    }
    return String(out)
  }
}
