// `.scrollDismissesKeyboard`: how scrolling dismisses the software keyboard. A still shows no
// keyboard and does not scroll, so the mode is only kept in the environment for code that reads
// it.

/// The ways scrolling can dismiss the keyboard (SwiftUI's ScrollDismissesKeyboardMode).
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let name: String
  /// Chosen by the context (a List dismisses on scroll, a TextEditor interactively).
  public static var automatic: ScrollDismissesKeyboardMode { .init(name: "automatic") }
  /// Dismissed as soon as scrolling starts.
  public static var immediately: ScrollDismissesKeyboardMode { .init(name: "immediately") }
  /// Dragged off with the scroll.
  public static var interactively: ScrollDismissesKeyboardMode { .init(name: "interactively") }
  /// Never dismissed by scrolling.
  public static var never: ScrollDismissesKeyboardMode { .init(name: "never") }
}

private struct ScrollDismissesKeyboardModeKey: EnvironmentKey {
  static let defaultValue = ScrollDismissesKeyboardMode.automatic
}

extension EnvironmentValues {
  /// How the scrollable content here dismisses the keyboard (automatic unless set).
  public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
    get { self[ScrollDismissesKeyboardModeKey.self] }
    set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets how the scrollable content inside dismisses the keyboard; nothing is drawn for it.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    environment(\.scrollDismissesKeyboardMode, mode)
  }
}
