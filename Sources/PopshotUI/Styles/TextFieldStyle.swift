// Text field styles (SwiftUI's TextFieldStyle). SwiftUI's one requirement is underscored,
// `_body(configuration: TextField<_Label>)`, yet apps write their own styles with it: the
// configuration is the field itself, drawn as the plain style draws it, and the style wraps it
// (`configuration.padding(8).background(…)`). The built-in styles are drawn by the field, which
// reads which one from its environment. Facts and sources: docs/platform.md, "TextField".
import PopshotGraphics

/// How a text field is drawn: `.automatic`, `.plain`, `.roundedBorder`, or an app's own style.
public protocol TextFieldStyle {
  /// What the style makes of a field.
  associatedtype _Body: View
  /// The label a style's configuration carries.
  typealias _Label = _TextFieldStyleLabel
  /// The field `configuration` (drawn plain) in this style.
  @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
}

/// The label of the field a text field style is given (SwiftUI's `_TextFieldStyleLabel`): the
/// field draws its own title, so this draws nothing.
public struct _TextFieldStyleLabel: View {
  public var body: some View { EmptyView() }
}

/// The styles a field draws itself, so their `_body` is the field as it is.
protocol BuiltInTextFieldStyle: TextFieldStyle {}

extension BuiltInTextFieldStyle {
  public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

/// The platform's style: on iOS the plain one, the text with no border.
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
  public init() {}
}
/// The text alone, with no border or background.
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
  public init() {}
}
/// UITextField's rounded-rect border: a white rounded box with a hairline edge.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
  public init() {}
}

/// `field` in an app's own style: the style's `_body` of the field drawn plain (nil: a
/// built-in style, which the field draws itself).
func customStyled(_ style: any TextFieldStyle, _ field: TextField<_TextFieldStyleLabel>)
  -> AnyView?
{
  if style is any BuiltInTextFieldStyle { return nil }
  func body<S: TextFieldStyle>(_ style: S) -> AnyView {
    AnyView(style._body(configuration: field))
  }
  return body(style)
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
