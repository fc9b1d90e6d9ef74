// Toggle styles (SwiftUI's ToggleStyle): a style turns a toggle's configuration (its label and
// its binding) into the view drawn. The built-in styles use the same protocol a user would.

/// How a toggle is drawn.
@MainActor @preconcurrency public protocol ToggleStyle {
  associatedtype Body: View
  /// The view drawn for a toggle.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ToggleStyleConfiguration
}

nonisolated extension ToggleStyle {
  func erasedBody(_ configuration: Configuration) -> any View {
    erased(mainActorRead((self, configuration)) { $0.0.makeBody(configuration: $0.1) })
  }
}

/// What a toggle style draws with.
public struct ToggleStyleConfiguration {
  /// A toggle's label as a view: its text names the toggle's element.
  public nonisolated struct Label: View {
    let content: ViewList
    public var body: some View { content.controlLabel() }
  }
  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; `$isOn` is its binding.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that are not all the same.
  public var isMixed: Bool = false

  init(label: ViewList, isOn: Binding<Bool>) {
    self.label = Label(content: label)
    _isOn = isOn
  }
}

private struct ToggleStyleKey: EnvironmentKey {
  static var defaultValue: any ToggleStyle { DefaultToggleStyle() }
}

extension EnvironmentValues {
  /// The style the toggles here are drawn in (`.toggleStyle`).
  var toggleStyle: any ToggleStyle {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Draws the toggles inside in `style`.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    environment(\.toggleStyle, style)
  }
}

/// The platform's toggle style: a switch on iOS.
public nonisolated struct DefaultToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleStyle().makeBody(configuration: configuration)
  }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's style: a switch on iOS.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
