// UIKit's responder chain as SwiftUI code meets it: UIView, UIViewController, UIWindow, UIScene
// and UIApplication are responders (UIKit's UIResponder, an NSObject), code overrides
// `touchesBegan(_:with:)` or observes the keyboard notifications. A still has no touches and no
// keyboard: the methods are there to be overridden and called, and nothing posts the
// notifications.
//
// Isolation: UIResponder and its subclasses are `@MainActor`, as in the SDK (docs/swiftui.md,
// "UIKit names"); the initialisers are nonisolated, as NSObject's is.
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// An object that takes part in handling events (UIKit's UIResponder).
  @MainActor @preconcurrency open class UIResponder: NSObject {
    nonisolated public override init() { super.init() }

    /// The next responder up the chain; nil here unless a subclass says otherwise.
    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    /// Always false: a still has no first responder.
    open var isFirstResponder: Bool { false }
    /// Returns false: nothing becomes first responder in a still.
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }

    // Touches: overridable, never called (a still has no touches).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  }

  extension UIResponder {
    // The keyboard's notifications and their user-info keys, under UIKit's names and values
    // (UIKeyboardWillShowNotification…). Never posted in a still.
    public static let keyboardWillShowNotification = Notification.Name(
      "UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name(
      "UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name(
      "UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name(
      "UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name(
      "UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name(
      "UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey =
      "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
  }

  /// An event: touches, motion or a press (UIKit's UIEvent). A still makes none.
  open class UIEvent: NSObject {
    /// The kinds of event (UIKit's UIEvent.EventType).
    public enum EventType: Int, Sendable {
      case touches, motion, remoteControl, presses
      case scroll = 10
      case hover
      case transform = 14
    }
    open var type: EventType { .touches }
    /// When the event happened, in seconds since the system started.
    open var timestamp: TimeInterval { 0 }
    open var allTouches: Set<UITouch>? { nil }
  }

  /// A finger on the screen (UIKit's UITouch). A still makes none.
  open class UITouch: NSObject {
    /// Where the touch is in its cycle (UIKit's UITouch.Phase).
    public enum Phase: Int, Sendable {
      case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }
    open var phase: Phase { .began }
    open var tapCount: Int { 0 }
    open var timestamp: TimeInterval { 0 }
    open var view: UIView? { nil }
    open var window: UIWindow? { nil }
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
  }
#endif
