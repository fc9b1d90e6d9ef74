// UIKit's UIView as a `UIViewRepresentable` hands it to SwiftUI: a still draws the view once,
// after `makeUIView` and `updateUIView` have set it up. What Popshot can draw of a view is its
// own state, not UIKit's rendering: the background colour, the alpha, whether it is hidden, and
// its subviews at their frames (Auto Layout constraints are not solved). The UIKit views with
// their own look that SwiftUI code wraps most (UIVisualEffectView, UIActivityIndicatorView) are
// subclasses that draw what iOS draws.
import Foundation
import PopshotGraphics

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A rectangular area of a UIKit interface (UIKit's UIView).
  open class UIView {
    /// The size of a dimension the view has no natural size for (UIKit's noIntrinsicMetric).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The view's rectangle in its superview.
    open var frame: CGRect
    /// The view's own rectangle: its frame's size, at the origin.
    open var bounds: CGRect {
      get { CGRect(origin: .zero, size: frame.size) }
      set { frame.size = newValue.size }
    }
    /// The colour behind the content; nil is clear.
    open var backgroundColor: UIColor?
    /// The opacity of the view and everything in it.
    open var alpha: CGFloat = 1
    /// A hidden view draws nothing and keeps its place.
    open var isHidden = false
    /// The tint the view's controls use; nil takes the app's accent colour.
    open var tintColor: UIColor!
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    /// Kept for code that sets it; there are no constraints to solve.
    open var translatesAutoresizingMaskIntoConstraints = true
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?

    public init(frame: CGRect) { self.frame = frame }
    public convenience init() { self.init(frame: .zero) }

    /// The view's natural size; `noIntrinsicMetric` in a dimension it fills as proposed.
    open var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open func addSubview(_ view: UIView) {
      view.removeFromSuperview()
      subviews.append(view)
      view.superview = self
    }
    open func removeFromSuperview() {
      superview?.subviews.removeAll { $0 === self }
      superview = nil
    }
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}

    /// What a still draws for the view: its background, then its subviews at their frames,
    /// under its alpha; a hidden view draws nothing.
    var stillView: AnyView {
      if isHidden { return AnyView(Color.clear) }
      let own = content
      let drawn =
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
      return alpha == 1 ? drawn : AnyView(drawn.opacity(Double(alpha)))
    }

    /// The view's own drawing, under its subviews: its background colour, filling its place.
    var content: AnyView { AnyView(backgroundColor?.color ?? Color.clear) }
  }
#endif
