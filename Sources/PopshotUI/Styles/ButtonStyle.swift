// Button styles are values (SwiftUI's ButtonStyle and PrimitiveButtonStyle). A button asks the
// style in its environment for its body, made of its label, when the render reduces it; the
// built-in styles (BuiltInButtonStyles.swift) are written with the same public protocols.
// In a still nothing is pressed: `isPressed` is false and `trigger()` does nothing.

/// A style that decorates a button's label; the button keeps its usual interaction.
@MainActor @preconcurrency public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a ButtonStyle decorates.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public nonisolated struct Label: PrimitiveView {
    let content: AnyView
    func makeNode() -> ViewNode { content.makeNode() }
  }
  public let role: ButtonRole?
  public let label: Label
  /// Whether a finger is down on the button: never, in a still.
  public let isPressed: Bool
}

/// A style that makes the whole button: its look and when it triggers.
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  typealias Configuration = PrimitiveButtonStyleConfiguration
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a PrimitiveButtonStyle makes a button of.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as a view.
  public nonisolated struct Label: PrimitiveView {
    let content: AnyView
    func makeNode() -> ViewNode { content.makeNode() }
  }
  public let role: ButtonRole?
  public let label: Label
  /// The button's action.
  let action: @MainActor () -> Void
  init(role: ButtonRole?, label: Label, action: @escaping @MainActor () -> Void = {}) {
    self.role = role
    self.label = label
    self.action = action
  }
  /// Performs the button's action (a tap in an interaction session calls it through the styled
  /// button; a still calls nothing).
  public func trigger() { ElementAction.perform(action) }
}

/// The style of the buttons in an environment.
enum AnyButtonStyle {
  case primitive(any PrimitiveButtonStyle)
  case decorating(any ButtonStyle)

  /// The body of a button with `label`, `role` and `action` in this style.
  func body(label: AnyView, role: ButtonRole?, action: @escaping @MainActor () -> Void = {})
    -> AnyView
  {
    switch self {
    case .primitive(let style):
      let configuration = PrimitiveButtonStyleConfiguration(
        role: role, label: .init(content: label), action: action)
      return AnyView(
        existential: mainActorRead((style, configuration)) { $0.0.makeBody(configuration: $0.1) })
    case .decorating(let style):
      let configuration = ButtonStyleConfiguration(
        role: role, label: .init(content: label), isPressed: false)
      return AnyView(
        existential: mainActorRead((style, configuration)) { $0.0.makeBody(configuration: $0.1) })
    }
  }
}

// `EnvironmentValues.buttonStyle` is stored with the other values every view reads
// (Data/Environment.swift); nil is the default style.

nonisolated extension View {
  /// Sets the style of the buttons inside.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyle, .decorating(style))
  }
  /// Sets the style of the buttons inside, which makes the whole button.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyle, .primitive(style))
  }
}

/// The built-in button styles by their fixture names.
enum BuiltInButtonStyle: String, CaseIterable {
  case automatic, borderless, plain, bordered, borderedProminent
  var style: AnyButtonStyle {
    switch self {
    case .automatic: .primitive(DefaultButtonStyle())
    case .borderless: .primitive(BorderlessButtonStyle())
    case .plain: .primitive(PlainButtonStyle())
    case .bordered: .primitive(BorderedButtonStyle())
    case .borderedProminent: .primitive(BorderedProminentButtonStyle())
    }
  }
}

extension FixtureModifier {
  /// `{"buttonStyle": "borderedProminent"}` (automatic, borderless, plain, bordered).
  static let buttonStyle = FixtureModifier("buttonStyle") { m, v in
    AnyView(v.environment(\.buttonStyle, try m.oneOf(BuiltInButtonStyle.self).style))
  }
}
