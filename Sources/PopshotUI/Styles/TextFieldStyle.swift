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

nonisolated extension View {
  /// Draws the text fields inside (TextField and SecureField) in `style`.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environment(\.textFieldStyle, style)
  }
}
