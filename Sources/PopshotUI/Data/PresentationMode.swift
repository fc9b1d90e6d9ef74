// `presentationMode` (SwiftUI's, deprecated for `isPresented` and `dismiss`): the same two facts
// as one binding, read from those values, so it says what they say in a still.

/// Whether the view is presented, and how to dismiss it (SwiftUI's PresentationMode).
public struct PresentationMode {
  /// Whether the view is in a presentation that is showing.
  public let isPresented: Bool
  let dismissAction: DismissAction

  /// Closes the presentation; does nothing outside one, as `dismiss` does.
  public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
  /// A binding to the presentation mode of the view (`presentationMode.wrappedValue.dismiss()`);
  /// writes are ignored, as only `dismiss()` changes it.
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
    return Binding(get: { mode }, set: { _ in })
  }
}
