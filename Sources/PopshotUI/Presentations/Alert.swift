// The legacy alert (iOS 13–15): a value with a title, an optional message and one or two
// buttons, presented with `.alert(isPresented:content:)` or `.alert(item:content:)`. It becomes
// the same `DialogContent` as the builder form, its buttons written as buttons with roles.

/// An alert, as the legacy `.alert(isPresented:content:)` takes it.
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button (OK when `dismissButton` is nil).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = dismissButton.map { [$0] } ?? []
  }

  /// An alert with two buttons, `primaryButton` first as written.
  public init(
    title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button
  ) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of a legacy alert or action sheet.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    /// What it runs when tapped in an interaction session, after the alert closes.
    let action: (() -> Void)?

    /// A button with the default style.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }
    /// A button that cancels (drawn bold, placed where iOS places a cancel button).
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }
    /// A cancel button with the system's label, Cancel.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text(verbatim: "Cancel"), role: .cancel, action: action)
    }
    /// A button that destroys data (drawn red).
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }

  var content: DialogContent {
    var c = DialogContent(legacy: title, message, buttons)
    c.addsSystemCancel = false
    return c
  }
}

/// The legacy action sheet (iOS 13–15), shown as a confirmation dialog.
public struct ActionSheet {
  public typealias Button = Alert.Button
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An action sheet; its buttons default to a single Cancel.
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  var content: DialogContent {
    var c = DialogContent(legacy: title, message, buttons)
    c.titleVisibility = .visible
    c.addsSystemCancel = false
    return c
  }
}

extension DialogContent {
  /// A legacy alert's or action sheet's content: its buttons as buttons with their roles.
  init(legacy title: Text, _ message: Text?, _ buttons: [Alert.Button]) {
    let actions = ForEach(buttons.indices, id: \.self) { i in
      PopshotUI.Button(
        role: buttons[i].role, action: onRenderingThread { buttons[i].action?() }
      ) { buttons[i].label }
    }
    self.init(title: title, message: message.map { AnyView($0) }, actions: AnyView(actions))
  }
}
