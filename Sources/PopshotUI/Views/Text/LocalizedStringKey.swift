// `LocalizedStringKey`: what a string literal given to `Text` becomes. The literal's text is the
// key, with a format specifier where each value was interpolated ("Hello %@", "%lld items"); the
// values are formatted when the literal is made. `Text` looks the key up in a `.strings` table
// (StringsTable.swift), substitutes the values and reads the result as Markdown
// (TextMarkdown.swift). Values come in as written, never read as Markdown.
import Foundation

public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The key: the literal with "%@", "%lld", "%lf" for the values and "%%" for a "%".
  public let key: String
  /// The values, formatted, in order.
  let arguments: [String]

  public init(_ value: String) {
    key = value.replacingOccurrences(of: "%", with: "%%")
    arguments = []
  }
  public init(stringLiteral value: String) { self.init(value) }
  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.key
    arguments = stringInterpolation.arguments
  }

  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var arguments: [String] = []
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {
      key += literal.replacingOccurrences(of: "%", with: "%%")
    }
    mutating func append(_ specifier: String, _ value: String) {
      key += specifier
      arguments.append(value)
    }
    public mutating func appendInterpolation<S: StringProtocol>(_ string: S) {
      append("%@", String(string))
    }
    public mutating func appendInterpolation(_ text: Text) { append("%@", text.string) }
    public mutating func appendInterpolation<I: BinaryInteger>(_ value: I) {
      append("%lld", String(value))
    }
    /// A floating-point value as "%lf" prints it (six decimals), as SwiftUI shows it.
    public mutating func appendInterpolation<F: BinaryFloatingPoint>(_ value: F) {
      append("%lf", String(format: "%lf", Double(value)))
    }
    public mutating func appendInterpolation<F: BinaryFloatingPoint>(
      _ value: F, specifier: String
    ) {
      append(specifier, String(format: specifier, Double(value)))
    }
    public mutating func appendInterpolation<I: BinaryInteger>(_ value: I, specifier: String) {
      append(specifier, String(format: specifier, Int64(value)))
    }
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      append("%@", style.format(date))
    }
    public mutating func appendInterpolation<F: FormatStyle>(
      _ input: F.FormatInput, format: F
    ) where F.FormatOutput == String {
      append("%@", format.format(input))
    }
    @_disfavoredOverload
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
      append("%@", value.description)
    }
  }

  /// The text for a format found in a table (or the key itself), its values put in
  /// (FormatScanner.swift reads the format).
  func resolved(format: String?) -> String {
    var out = String.UnicodeScalarView()
    var next = 0
    func value(_ position: Int?) {
      let index = position ?? next
      next = index + 1
      out.append(contentsOf: (index < arguments.count ? arguments[index] : "").unicodeScalars)
    }
    FormatPiece.scan(format ?? key) { piece in
      switch piece {
      case .scalar(let c): out.append(c)
      case .percent: out.append("%")
      case .specifier(let position, _), .variable(_, let position): value(position)
      }
    }
    return String(out)
  }
}
