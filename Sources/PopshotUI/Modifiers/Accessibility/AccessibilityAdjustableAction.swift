// SwiftUI's accessibilityAdjustableAction(_:) (https://developer.apple.com/documentation/swiftui/
// view/accessibilityadjustableaction(_:)): VoiceOver announces the element as adjustable, and a
// swipe up or down calls the handler with `.increment` or `.decrement`. A still calls nothing;
// the element becomes adjustable, as a slider's is, so VoiceOver's legend says so and the audit
// checks it as a control (its label, its target size).

/// Which way an assistive technology adjusts a value (SwiftUI's AccessibilityAdjustmentDirection).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  case increment
  case decrement
}

nonisolated extension View {
  /// Makes the view's element adjustable; `handler` is called with the direction of each swipe.
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> some View {
    accessibilityAttachment { e in
      // A control keeps its own role (a button stays a button); a text, an image or a
      // container the attachment made becomes the adjustable element.
      if e.role.isPlainView { e.role = .adjustable }
    }
  }
}
