// What an alert or a confirmation dialog shows: its title, its message and its actions, as the
// view wrote them. The system draws them, not the view: PopshotScenes reads the actions' buttons
// (their labels and roles) and lays them out as iOS does.

/// The title, message and actions of an `.alert` or a `.confirmationDialog`.
public struct DialogContent: @unchecked Sendable {
  public var title: Text?
  public var message: AnyView?
  /// The view the `actions` builder made: its buttons are the dialog's actions.
  public var actions: AnyView
  /// Whether a confirmation dialog shows its title (alerts always do).
  public var titleVisibility: Visibility
  /// SwiftUI adds the system's Cancel to a confirmation dialog without a cancel action, and to
  /// an alert with a destructive action and no cancel one; the legacy `Alert` and `ActionSheet`
  /// show only the buttons they list.
  public var addsSystemCancel = true
  /// Closes the dialog as the system does after any of its buttons (sets the binding that shows
  /// it to false); nil for a constant binding or a fixture's dialog.
  public var close: (() -> Void)? = nil

  /// The environment the dialog's buttons run their actions in: `env` with `dismiss` closing it.
  public func buttonEnvironment(_ env: EnvironmentValues) -> EnvironmentValues {
    guard let close else { return env }
    var env = env
    env.dismiss = DismissAction(close)
    return env
  }

  public init(
    title: Text?, message: AnyView?, actions: AnyView, titleVisibility: Visibility = .visible
  ) {
    self.title = title
    self.message = message
    self.actions = actions
    self.titleVisibility = titleVisibility
  }

  /// The title as drawn: nil when it is empty (`.alert("", …)` shows no title).
  public var shownTitle: Text? { title.flatMap { $0.string.isEmpty ? nil : $0 } }

  /// The buttons among the actions, in the order written, read in `environment`. Only buttons
  /// count: iOS leaves other views in an alert's actions out.
  public func buttons(in environment: EnvironmentValues) -> [DialogButton] {
    EnvironmentValues.$current.withValue(environment) {
      node(of: actions.buttonStyle(DialogButtonCollector())).preferenceValue(DialogButtonsKey.self)
    }
  }
}

/// One action of an alert or a dialog.
public struct DialogButton: @unchecked Sendable {
  /// The button's label, as the view wrote it (the system draws its text in its own font).
  public var label: AnyView
  public var role: ButtonRole?
  public var isEnabled: Bool
  /// What the button runs when tapped, after the system has closed the dialog (nil for the
  /// buttons the system adds: its Cancel, an alert's OK).
  public var perform: (@MainActor () -> Void)?
  public init(
    label: AnyView, role: ButtonRole?, isEnabled: Bool = true,
    perform: (@MainActor () -> Void)? = nil
  ) {
    self.label = label
    self.role = role
    self.isEnabled = isEnabled
    self.perform = perform
  }
}

/// Gathers the buttons of a dialog's actions: each button's body is nothing but its label and
/// role, given up as a preference.
private nonisolated struct DialogButtonCollector: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    DialogButtonMarker(
      label: AnyView(configuration.label), role: configuration.role, action: configuration.action)
  }
}

private nonisolated struct DialogButtonMarker: PrimitiveView {
  let label: AnyView
  let role: ButtonRole?
  let action: @MainActor () -> Void
  func makeNode() -> ViewNode {
    let button = DialogButton(
      label: label, role: role, isEnabled: EnvironmentValues.current.isEnabled, perform: action)
    return node(of: EmptyView().preference(key: DialogButtonsKey.self, value: [button]))
  }
}

private struct DialogButtonsKey: PreferenceKey {
  static var defaultValue: [DialogButton] { [] }
  static func reduce(value: inout [DialogButton], nextValue: () -> [DialogButton]) {
    value += nextValue()
  }
}
