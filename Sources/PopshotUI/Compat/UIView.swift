// UIKit's UIView as a `UIViewRepresentable` hands it to SwiftUI: a still draws the view once,
// after `makeUIView` and `updateUIView` have set it up. What Popshot can draw of a view is its
// own state, not UIKit's rendering: the background colour, the alpha, whether it is hidden, its
// layer's corner radius, mask and border, and its subviews at their frames (Auto Layout
// constraints are not solved). The UIKit views with their own look that SwiftUI code wraps most
// (UIVisualEffectView, UIActivityIndicatorView) are subclasses that draw what iOS draws.
import Foundation
import PopshotGraphics

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A rectangular area of a UIKit interface (UIKit's UIView).
  open class UIView: UIResponder {
    /// The size of a dimension the view has no natural size for (UIKit's noIntrinsicMetric).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The view's rectangle in its superview.
    open var frame: CGRect
    /// The view's own rectangle: its frame's size, at the origin.
    open var bounds: CGRect {
      get { CGRect(origin: .zero, size: frame.size) }
      set { frame.size = newValue.size }
    }
    /// The middle of the frame, in the superview's coordinates; setting it moves the frame.
    open var center: CGPoint {
      get { CGPoint(x: frame.midX, y: frame.midY) }
      set {
        frame.origin = CGPoint(
          x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
      }
    }
    /// Kept for code that sets it; a still does not draw it.
    open var transform: CGAffineTransform = .identity
    /// The colour behind the content; nil is clear.
    open var backgroundColor: UIColor?
    /// The opacity of the view and everything in it.
    open var alpha: CGFloat = 1
    /// A hidden view draws nothing and keeps its place.
    open var isHidden = false
    /// The tint the view's controls use; nil takes the app's accent colour.
    open var tintColor: UIColor!
    /// Whether subviews are cut to the bounds: the layer's `masksToBounds`, as in UIKit.
    open var clipsToBounds: Bool {
      get { layer.masksToBounds }
      set { layer.masksToBounds = newValue }
    }
    open var isUserInteractionEnabled = true
    /// Kept for code that sets it; there are no constraints to solve.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The layer behind the view: its corner radius, mask and border are drawn (its shadow is
    /// not).
    public let layer = CALayer()
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    /// Gesture recognizers added to the view; a still has no touches to give them.
    open var gestureRecognizers: [UIGestureRecognizer]?

    public init(frame: CGRect) {
      self.frame = frame
      super.init()
    }
    public override convenience init() { self.init(frame: .zero) }
    /// A view from an archive: there are none in a still, so an empty view.
    public required init?(coder: NSCoder) {
      frame = .zero
      super.init()
    }

    /// The view's natural size; `noIntrinsicMetric` in a dimension it fills as proposed.
    open var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The window the view is in: the nearest UIWindow up its superviews (nil for the view a
    /// representable hands to SwiftUI, which is in none).
    open var window: UIWindow? { (self as? UIWindow) ?? superview?.window }
    /// The insets of the safe area; zero for a view that is not a window.
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open override var next: UIResponder? { superview }

    open func addSubview(_ view: UIView) {
      view.removeFromSuperview()
      view.willMove(toSuperview: self)
      subviews.append(view)
      view.superview = self
      view.didMoveToSuperview()
      didAddSubview(view)
    }
    open func removeFromSuperview() {
      guard let parent = superview else { return }
      parent.willRemoveSubview(self)
      willMove(toSuperview: nil)
      parent.subviews.removeAll { $0 === self }
      superview = nil
      didMoveToSuperview()
    }
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
      gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
      gestureRecognizer.view = self
    }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
      gestureRecognizers?.removeAll { $0 === gestureRecognizer }
      if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
    open func setNeedsDisplay() {}
    open func sizeToFit() {}

    // The view-hierarchy callbacks. The superview ones run from addSubview and
    // removeFromSuperview, as in UIKit; the window ones are never called, since a view in a
    // still is in no window.
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    /// What a still draws for the view: its background, then its subviews at their frames,
    /// under its alpha; a hidden view draws nothing. The layer's corner radius rounds the
    /// background and border, and its `masksToBounds` cuts everything to that shape.
    var stillView: AnyView {
      if isHidden { return AnyView(Color.clear) }
      let shape = layer.shape
      let own = shape.map { AnyView(content.clipShape($0)) } ?? content
      var drawn =
        subviews.isEmpty
        ? own
        : AnyView(
          ZStack(alignment: .topLeading) {
            own
            ForEach(subviews.indices, id: \.self) { i in
              let sub = self.subviews[i]
              sub.stillView
                .frame(width: sub.frame.width, height: sub.frame.height)
                .offset(x: sub.frame.minX, y: sub.frame.minY)
            }
          })
      if layer.masksToBounds {
        drawn = AnyView(drawn.clipShape(shape ?? UnevenRoundedRectangle()))
      }
      if layer.borderWidth > 0, let border = layer.borderColor {
        drawn = AnyView(
          drawn.overlay(
            (shape ?? UnevenRoundedRectangle()).strokeBorder(
              Color(cgColor: border), lineWidth: layer.borderWidth)))
      }
      return alpha == 1 ? drawn : AnyView(drawn.opacity(Double(alpha)))
    }

    /// Whether the view's natural size is that of its drawing (a label's text) rather than its
    /// `intrinsicContentSize`.
    var measuresItsDrawing: Bool { false }

    /// The view's own drawing, under its subviews: its background colour (else its layer's),
    /// filling its place.
    var content: AnyView {
      AnyView(
        backgroundColor?.color ?? layer.backgroundColor.map { Color(cgColor: $0) } ?? Color.clear)
    }
  }
#endif
