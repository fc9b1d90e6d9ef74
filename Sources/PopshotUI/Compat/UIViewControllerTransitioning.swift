// UIKit's custom presentations as SwiftUI code sets them up on a controller it presents (a
// half sheet before `presentationDetents`, a fade): a transitioning delegate that hands out
// animators and presentation controllers. A still shows no transition and presents nothing
// (UIViewController.swift), so nothing asks the delegate; the names are here so that the code
// builds and its objects can be made and called.
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// Which controller of a transition to ask a context for (UIKit's
  /// UITransitionContextViewControllerKey), with UIKit's raw values.
  public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = Self(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = Self(rawValue: "UITransitionContextToViewControllerKey")
  }

  /// Which view of a transition to ask a context for (UIKit's UITransitionContextViewKey).
  public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = Self(rawValue: "UITransitionContextFromViewKey")
    public static let to = Self(rawValue: "UITransitionContextToViewKey")
  }

  /// What a transition's animator is given (UIKit's UIViewControllerContextTransitioning). A
  /// still makes none.
  @MainActor @preconcurrency
  public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var targetTransform: CGAffineTransform { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
  }

  /// An object that animates a transition (UIKit's UIViewControllerAnimatedTransitioning).
  /// `animationEnded(_:)`, optional in UIKit, defaults to nothing.
  @MainActor @preconcurrency
  public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
  }
  extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
  }

  /// An object that drives a transition from touches (UIKit's
  /// UIViewControllerInteractiveTransitioning). The optional properties default to UIKit's
  /// values: a completion speed of 1, the ease-in-out curve, an interactive start.
  @MainActor @preconcurrency
  public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    var completionSpeed: CGFloat { get }
    var wantsInteractiveStart: Bool { get }
  }
  extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var wantsInteractiveStart: Bool { true }
  }

  /// What a presented controller's `transitioningDelegate` hands out (UIKit's
  /// UIViewControllerTransitioningDelegate). UIKit's methods are optional; here each is a
  /// requirement whose default answers nil, UIKit's standard transition. Never asked in a
  /// still.
  @MainActor @preconcurrency
  public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: UIViewController)
      -> (any UIViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController?
  }
  extension UIViewControllerTransitioningDelegate {
    public func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: UIViewController)
      -> (any UIViewControllerAnimatedTransitioning)?
    { nil }
    public func interactionControllerForPresentation(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? { nil }
  }

  /// The object that manages a presentation's views (UIKit's UIPresentationController). A
  /// still presents nothing, so none is in a transition: its container view is nil and its
  /// callbacks are never called.
  @MainActor @preconcurrency open class UIPresentationController: NSObject {
    public let presentedViewController: UIViewController
    public let presentingViewController: UIViewController?

    public init(
      presentedViewController: UIViewController,
      presenting presentingViewController: UIViewController?
    ) {
      self.presentedViewController = presentedViewController
      self.presentingViewController = presentingViewController
      super.init()
    }

    open var presentationStyle: UIModalPresentationStyle {
      presentedViewController.modalPresentationStyle
    }
    /// None: a still shows no presentation.
    open var containerView: UIView? { nil }
    /// The presented controller's view.
    open var presentedView: UIView? { presentedViewController.view }
    /// The whole screen, where UIKit puts a full-screen presentation.
    open var frameOfPresentedViewInContainerView: CGRect { UIScreen.main.bounds }
    open var shouldPresentInFullscreen: Bool { true }
    open var shouldRemovePresentersView: Bool { false }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
  }
#endif
