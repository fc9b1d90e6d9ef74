// UIKit's scroll view as SwiftUI code wraps one (a zoomable image, a paging strip) or reaches
// it through a delegate. A still shows the content where the content offset puts it: the scroll
// view's bounds start at `contentOffset`, as in UIKit, so its subviews are drawn (and hit
// tested) moved up and left by it, cut to the scroll view (UIKit's scroll views clip). Nothing
// scrolls in a still: there is no dragging or deceleration, and no scroll indicator is drawn.
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// What a scroll view tells its delegate (UIKit's UIScrollViewDelegate). UIKit's methods are
  /// optional; here each is a requirement with a default that does nothing (answers nil for the
  /// zooming view and true for scrolling to the top), as UIKit does without them. In a still
  /// only `scrollViewDidScroll(_:)` is called, when code changes the content offset.
  @MainActor @preconcurrency public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
  }

  extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(
      _ scrollView: UIScrollView, willDecelerate decelerate: Bool
    ) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
  }

  /// A view whose content is larger than itself and is moved under it (UIKit's UIScrollView).
  open class UIScrollView: UIView {
    /// How the safe area adds to the content inset (UIKit's
    /// UIScrollView.ContentInsetAdjustmentBehavior).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
      case automatic, scrollableAxes, never, always
    }
    /// How dragging dismisses the keyboard (UIKit's UIScrollView.KeyboardDismissMode).
    public enum KeyboardDismissMode: Int, Sendable {
      case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
    /// The style of the scroll indicators (UIKit's UIScrollView.IndicatorStyle).
    public enum IndicatorStyle: Int, Sendable {
      case `default`, black, white
    }

    /// The recognizer of the drags that scroll the view; it recognizes nothing in a still.
    open private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
      let recognizer = UIPanGestureRecognizer()
      recognizer.view = self
      return recognizer
    }()

    /// Told when the content offset changes; not retained, as in UIKit.
    open weak var delegate: (any UIScrollViewDelegate)?
    /// The point of the content at the scroll view's top left: the origin of its bounds.
    /// Setting it to a new point moves the content and calls the delegate's
    /// `scrollViewDidScroll(_:)`, as UIKit does.
    open var contentOffset: CGPoint {
      get { bounds.origin }
      set {
        guard newValue != bounds.origin else { return }
        bounds.origin = newValue
        delegate?.scrollViewDidScroll(self)
      }
    }
    /// The size of the content; kept (it limits nothing in a still, which does not scroll).
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    /// The content inset with the safe area added as `contentInsetAdjustmentBehavior` says; in
    /// a still the scroll view is in no window, so its safe area is empty and this is
    /// `contentInset`.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var scrollIndicatorInsets: UIEdgeInsets {
      get { verticalScrollIndicatorInsets }
      set {
        verticalScrollIndicatorInsets = newValue
        horizontalScrollIndicatorInsets = newValue
      }
    }
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var isDirectionalLockEnabled = false
    /// Kept: a still draws no scroll indicators.
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default
    open var bounces = true
    open var bouncesZoom = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var scrollsToTop = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var decelerationRate: DecelerationRate = .normal
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    /// The zoom scale; kept, not applied to the content.
    open var zoomScale: CGFloat = 1
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    /// Always false: nothing touches a still.
    open var isTracking: Bool { false }
    /// Always false: nothing drags a still.
    open var isDragging: Bool { false }
    /// Always false: nothing moves on its own in a still.
    open var isDecelerating: Bool { false }
    open var isZooming: Bool { false }
    open var isZoomBouncing: Bool { false }

    public override init(frame: CGRect) {
      super.init(frame: frame)
      clipsToBounds = true
    }
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      clipsToBounds = true
    }

    /// Moves the content to `contentOffset` at once (a still shows where an animation ends).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
      self.contentOffset = contentOffset
    }
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
    open func flashScrollIndicators() {}

    /// How quickly scrolling slows after a flick (UIKit's UIScrollView.DecelerationRate).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
      public var rawValue: CGFloat
      public init(rawValue: CGFloat) { self.rawValue = rawValue }
      // UIKit's values.
      public static let normal = DecelerationRate(rawValue: 0.998)
      public static let fast = DecelerationRate(rawValue: 0.99)
    }
  }
#endif
