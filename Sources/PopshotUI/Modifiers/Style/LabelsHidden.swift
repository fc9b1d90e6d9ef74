// `.labelsHidden()`: the controls inside (toggles, pickers, steppers, sliders, date and colour
// pickers) draw without their labels. VoiceOver still reads the label (see ControlLabelNode).

private struct LabelsHiddenKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether controls here hide their labels (`.labelsHidden()`).
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Hides the labels of the controls inside; they are still read by VoiceOver.
  public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}

extension EnvironmentValues {
  /// Whether controls here show their labels (iOS 18): `.hidden` is `.labelsHidden()`;
  /// `.automatic` and `.visible` show them.
  public var labelsVisibility: Visibility {
    get { labelsHidden ? .hidden : .automatic }
    set { labelsHidden = newValue == .hidden }
  }
}

nonisolated extension View {
  /// Shows or hides the labels of the controls inside (iOS 18); `.hidden` is `.labelsHidden()`.
  public func labelsVisibility(_ visibility: Visibility) -> some View {
    environment(\.labelsVisibility, visibility)
  }
}
