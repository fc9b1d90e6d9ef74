// `.textCase`: texts here drawn in upper or lower case (grouped list headers set `.uppercase`;
// `.textCase(nil)` keeps a header as written).

extension Text {
  /// A case to draw text in (SwiftUI's Text.Case).
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase
  }
}

private struct TextCaseKey: EnvironmentKey {
  static let defaultValue: Text.Case? = nil
}

extension EnvironmentValues {
  /// The case texts here are drawn in; nil: as written.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Draws the texts here in `textCase` (nil: as written).
  public func textCase(_ textCase: Text.Case?) -> some View {
    environment(\.textCase, textCase)
  }
}

extension Text.Case? {
  /// `string` in this case.
  func apply(_ string: String) -> String {
    switch self {
    case .uppercase: return string.uppercased()
    case .lowercase: return string.lowercased()
    case nil: return string
    }
  }
}
