// UIKit's block animations: `UIView.animate(withDuration:animations:completion:)` and kin. A
// still shows where an animation ends, so the animations block runs at once, then the
// completion with `true` (finished), whatever the duration, delay, spring or options.
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  extension UIView {
    /// How an animation runs (UIKit's UIView.AnimationOptions); kept for code that passes
    /// them, none changes a still.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
      public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
      public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
      public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
      public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
      public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
      public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
      public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
      public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
      public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
      public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
      public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
      public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
      public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
      public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
      public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
      public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
      public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
      public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
      public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
      public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// Runs `animations`, then `completion(true)`.
    public class func animate(
      withDuration duration: TimeInterval, delay: TimeInterval,
      options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      animations()
      completion?(true)
    }
    /// Runs `animations`, then `completion(true)`.
    public class func animate(
      withDuration duration: TimeInterval, animations: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      animations()
      completion?(true)
    }
    /// Runs `animations`.
    public class func animate(
      withDuration duration: TimeInterval, animations: @escaping () -> Void
    ) {
      animations()
    }
    /// Runs `animations`, then `completion(true)`: a spring ends where it settles.
    public class func animate(
      withDuration duration: TimeInterval, delay: TimeInterval,
      usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
      options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      animations()
      completion?(true)
    }
    /// Runs `animations`, then `completion(true)`.
    public class func transition(
      with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
      animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
      animations?()
      completion?(true)
    }
    /// Runs `actionsWithoutAnimation`.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
      actionsWithoutAnimation()
    }
  }
#endif
