// Text field styles (SwiftUI's TextFieldStyle). SwiftUI gives this protocol no public
// requirement (its `_body` is private API), so a style is one of the built-ins below; a field
// reads which from its environment. Facts and sources: docs/platform.md, "TextField".
import PopshotGraphics

/// How a text field is drawn: `.automatic`, `.plain` or `.roundedBorder`.
public protocol TextFieldStyle {}

/// The platform's style: on iOS the plain one, the text with no border.
public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
}
/// The text alone, with no border or background.
public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
}
/// UITextField's rounded-rect border: a white rounded box with a hairline edge.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey {
  static var defaultValue: any TextFieldStyle { DefaultTextFieldStyle() }
}

extension EnvironmentValues {
  /// The style text fields here are drawn in (`.textFieldStyle`).
  var textFieldStyle: any TextFieldStyle {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the text fields inside (TextField and SecureField) in `style`.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environment(\.textFieldStyle, style)
  }
}

/// The sizes and colours of text fields and editors, in one place per design.
struct TextFieldMetrics {
  /// `.roundedBorder`: the text inset, so a body-text field is 34 pt tall: 7 pt sideways,
  /// (34 − 20.287) / 2 above and below its 20.287 pt line.
  var roundedPadding: EdgeInsets
  var roundedCornerRadius: Double
  var roundedBorderWidth: Double
  var roundedBorder: Color
  var roundedBackground: Color
  /// TextEditor (UITextView): its text container inset and line fragment padding.
  var editorInset: EdgeInsets
  /// What a secure field draws for each character.
  var secureBullet: Character

  static let classic = TextFieldMetrics(
    roundedPadding: EdgeInsets(top: 6.8564453125, leading: 7, bottom: 6.8564453125, trailing: 7),
    roundedCornerRadius: 5, roundedBorderWidth: 0.5,
    roundedBorder: .system("opaqueSeparator", "#C6C6C8", "#38383A"),
    roundedBackground: .systemBackground,
    editorInset: EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5), secureBullet: "•")
}
