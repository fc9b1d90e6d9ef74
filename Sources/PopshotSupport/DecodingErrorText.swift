import Foundation

/// What a JSON decoding error says, in the words Popshot's other input errors use: where in the
/// JSON (`results[0].fixture`) and what was wrong ("missing key "fixture"", "expected a
/// string"), never Foundation's `DecodingError.keyNotFound(CodingKeys(…), Context(…))` text.
public enum DecodingErrorText {
  /// The error's JSON path (after `prefix`) and message; for an error that is not a
  /// DecodingError, `prefix` and its description.
  public static func describe(_ error: any Error, prefix: String = "") -> (
    path: String, message: String
  ) {
    guard let error = error as? DecodingError else { return (prefix, "\(error)") }
    switch error {
    case .keyNotFound(let key, let c):
      return (path(prefix, c.codingPath), "missing key \"\(key.stringValue)\"")
    case .typeMismatch(let type, let c):
      return (path(prefix, c.codingPath), "expected \(noun(type))")
    case .valueNotFound(let type, let c):
      return (path(prefix, c.codingPath), "expected \(noun(type)), found null")
    case .dataCorrupted(let c):
      // The context's own words, without the underlying error's internals.
      return (path(prefix, c.codingPath), c.debugDescription)
    @unknown default:
      return (prefix, "\(error)")
    }
  }

  /// `path: message`, or the message alone at the top level.
  public static func line(_ error: any Error, prefix: String = "") -> String {
    let (path, message) = describe(error, prefix: prefix)
    return path.isEmpty ? message : "\(path): \(message)"
  }

  /// A coding path as JSON path text: keys joined with ".", indices in brackets.
  public static func path(_ prefix: String, _ codingPath: [any CodingKey]) -> String {
    var out = prefix
    for key in codingPath {
      if let i = key.intValue {
        out += "[\(i)]"
      } else {
        out += (out.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return out
  }

  /// A Swift type as the JSON value it stands for.
  static func noun(_ type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Int.Type, is Float.Type: "a number"
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    case is [Any].Type: "a list"
    case is [String: Any].Type: "an object"
    default: "\(type)"
    }
  }
}
