// The UIKit and SwiftUI names a text field's input modifiers take. A still draws no keyboard, so
// they are recorded nowhere: they exist so that a screen's code compiles.

/// The keyboard a field asks for (UIKit's UIKeyboardType).
public enum UIKeyboardType: Int, Sendable, CaseIterable {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // UIKit's spelling.
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What a field holds, for AutoFill (UIKit's UITextContentType).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = Self(rawValue: "name"), givenName = Self(rawValue: "given-name")
  public static let familyName = Self(rawValue: "family-name")
  public static let nickname = Self(rawValue: "nickname")
  public static let username = Self(rawValue: "username")
  public static let password = Self(rawValue: "password")
  public static let newPassword = Self(rawValue: "new-password")
  public static let oneTimeCode = Self(rawValue: "one-time-code")
  public static let emailAddress = Self(rawValue: "email")
  public static let telephoneNumber = Self(rawValue: "tel")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let URL = Self(rawValue: "url")
  public static let fullStreetAddress = Self(rawValue: "street-address")
  public static let addressCity = Self(rawValue: "address-level2")
  public static let postalCode = Self(rawValue: "postal-code")
  public static let countryName = Self(rawValue: "country-name")
  public static let organizationName = Self(rawValue: "organization")
  public static let jobTitle = Self(rawValue: "organization-title")
  public static let location = Self(rawValue: "location")
  public static let creditCardNumber = Self(rawValue: "cc-number")
}

/// How a field capitalises what is typed (SwiftUI's TextInputAutocapitalization).
public struct TextInputAutocapitalization: Hashable, Sendable {
  let rawValue: Int
  public static let never = Self(rawValue: 0), words = Self(rawValue: 1)
  public static let sentences = Self(rawValue: 2), characters = Self(rawValue: 3)
}

/// UIKit's capitalisation, which the older `.autocapitalization(_:)` takes.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// The return key's title (SwiftUI's SubmitLabel).
public struct SubmitLabel: Hashable, Sendable {
  let rawValue: Int
  public static let done = Self(rawValue: 0), go = Self(rawValue: 1), send = Self(rawValue: 2)
  public static let join = Self(rawValue: 3), route = Self(rawValue: 4)
  public static let search = Self(rawValue: 5), `return` = Self(rawValue: 6)
  public static let next = Self(rawValue: 7), `continue` = Self(rawValue: 8)
}

/// What submits (SwiftUI's SubmitTriggers).
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = Self(rawValue: 1), search = Self(rawValue: 2)
}

nonisolated extension View {
  /// The keyboard the field inside asks for; no keyboard is drawn, so nothing changes.
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }
  /// The kind of content for AutoFill; changes nothing in a still.
  public func textContentType(_ type: UITextContentType?) -> some View { self }
  /// Turns autocorrection off while typing; changes nothing in a still.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
  /// The older spelling of `autocorrectionDisabled`.
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }
  /// Capitalisation while typing; changes nothing in a still.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  { self }
  /// The older spelling of `textInputAutocapitalization`.
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
  /// The return key's title; the keyboard is not drawn, so nothing changes.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
  /// The action run when a text field inside is submitted: in an interaction session, after
  /// `.type(_:into:)` (the innermost `onSubmit` first, then the ones around it).
  public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    transformEnvironment(\.submitAction) { submit in
      let outer = submit
      submit = SubmitAction {
        action()
        outer?.run()
      }
    }
  }
}

/// What submitting a text field runs (the `onSubmit` actions around it).
struct SubmitAction: @unchecked Sendable {
  let run: @MainActor () -> Void
}

private struct SubmitActionKey: EnvironmentKey {
  static let defaultValue: SubmitAction? = nil
}

extension EnvironmentValues {
  /// The `onSubmit` actions around a view; nil when there are none.
  var submitAction: SubmitAction? {
    get { self[SubmitActionKey.self] }
    set { self[SubmitActionKey.self] = newValue }
  }
}
