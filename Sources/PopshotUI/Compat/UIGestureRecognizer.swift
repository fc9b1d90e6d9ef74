// UIKit's gesture recognizers, as SwiftUI code adds them to a wrapped view. A still has no
// touches, so none fires. `init(target:action:)` and `addTarget(_:action:)` are not here: they
// take an Objective-C selector, and Linux has neither `Selector` nor `#selector`.
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// What a gesture recognizer asks its delegate (UIKit's UIGestureRecognizerDelegate). UIKit's
  /// methods are optional; the defaults here answer as UIKit does without them.
  public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool
  }

  extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      true
    }
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool { true }
  }

  /// A recognizer of a gesture on a view (UIKit's UIGestureRecognizer). In a still it stays
  /// `.possible`.
  open class UIGestureRecognizer: NSObject {
    /// Where a recognizer is in recognizing (UIKit's UIGestureRecognizer.State).
    public enum State: Int, Sendable {
      case possible, began, changed, ended, cancelled, failed
      public static let recognized = State.ended
    }
    open var state: State { .possible }
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// The view the recognizer was added to.
    open internal(set) weak var view: UIView?
    open var numberOfTouches: Int { 0 }

    public override init() { super.init() }
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
  }

  /// A recognizer of taps (UIKit's UITapGestureRecognizer).
  open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
  }

  /// A recognizer of drags (UIKit's UIPanGestureRecognizer). Nothing is dragged in a still: the
  /// translation is what code last set (zero at first) and the velocity zero.
  open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    private var translation = CGPoint.zero
    open func translation(in view: UIView?) -> CGPoint { translation }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
      self.translation = translation
    }
    open func velocity(in view: UIView?) -> CGPoint { .zero }
  }

  /// A recognizer of presses held in place (UIKit's UILongPressGestureRecognizer).
  open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0
    open var allowableMovement: CGFloat = 10
  }
#endif
