// Edit mode (SwiftUI's EditMode and `editMode`). A still is not in edit mode: the environment
// holds no edit mode binding (nil) unless a modifier sets one, as outside an editing container on
// iOS, and views draw no edit controls for one that is set.

/// Whether views are being edited (SwiftUI's EditMode).
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active

  /// Whether the mode is one of editing (`.active` or `.transient`).
  public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// The edit mode binding of the views here, or nil: nil in a still unless a modifier sets it.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}
