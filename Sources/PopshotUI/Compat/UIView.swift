// UIKit's UIView as a `UIViewRepresentable` hands it to SwiftUI: a still draws the view once,
// after `makeUIView` and `updateUIView` have set it up. What Popshot can draw of a view is its
// own state, not UIKit's rendering: the background colour, the alpha, whether it is hidden, its
// layer's corner radius, mask and border, and its subviews at their frames, seen through its
// bounds' origin (Auto Layout constraints are recorded, not solved: UIView+AutoLayout.swift).
// Hit testing and point conversion walk the same frames, as UIKit's do. The UIKit views with their own look that SwiftUI code wraps most
// (UIVisualEffectView, UIActivityIndicatorView) are subclasses that draw what iOS draws.
import Foundation
import PopshotGraphics

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A rectangular area of a UIKit interface (UIKit's UIView).
  open class UIView: UIResponder {
    /// The size of a dimension the view has no natural size for (UIKit's noIntrinsicMetric).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The view's rectangle in its superview; the layer's frame follows it, as in UIKit.
    open var frame: CGRect {
      didSet { layer.frame = frame }
    }
    /// The view's own rectangle: its frame's size, at the origin of its own coordinates (zero
    /// unless set, as a scroll view's content offset sets it). Subviews are drawn and hit
    /// tested through it: a subview at `frame.origin` appears at `frame.origin - bounds.origin`.
    open var bounds: CGRect {
      get { CGRect(origin: layer.bounds.origin, size: frame.size) }
      set {
        layer.bounds.origin = newValue.origin
        frame.size = newValue.size
      }
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
    /// Whether the view takes touches: one that does not is passed over by `hitTest(_:with:)`.
    open var isUserInteractionEnabled = true
    /// Kept for code that sets it: constraints are recorded, not solved
    /// (UIView+AutoLayout.swift), so a view keeps the frame it was given either way.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The appearance the view and its subviews are drawn in: `.light` or `.dark` draws them in
    /// that appearance whatever the render's (system colours resolve in it); `.unspecified`
    /// follows the render, as in UIKit.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// How the view places its content in its bounds; a UIImageView draws its image by it.
    open var contentMode: ContentMode = .scaleToFill
    /// The layer behind the view: its corner radius, mask and border are drawn (its shadow is
    /// not). Always a `CALayer`, whatever `layerClass` says (below).
    public let layer = CALayer()
    /// The class of the view's layer: `CALayer`, as in UIKit. Subclasses may override it (to
    /// name `CAGradientLayer` or a private class through `NSClassFromString`), and it answers
    /// what they say; but the view's `layer` is a plain CALayer all the same. Swift can make an
    /// instance of a class held in an `AnyClass` only through a `required` initialiser, which
    /// CALayer does not have (a subclass with its own initialisers would then have to write
    /// one), so Popshot does not make the layer from this class.
    open class var layerClass: AnyClass { CALayer.self }
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    /// Gesture recognizers added to the view; a still has no touches to give them.
    open var gestureRecognizers: [UIGestureRecognizer]?

    public init(frame: CGRect) {
      self.frame = frame
      super.init()
      layer.frame = frame
    }
    public override convenience init() { self.init(frame: .zero) }
    /// A view from an archive: there are none in a still, so an empty view.
    public required init?(coder: NSCoder) {
      frame = .zero
      super.init()
    }

    /// The farthest descendant of the view, itself included, that contains `point` (in the
    /// view's own coordinates) and takes touches, found as UIKit documents: nil when the view
    /// is hidden, does not take touches (`isUserInteractionEnabled` false) or has an alpha
    /// under 0.01, or when `point(inside:with:)` says the point is outside it; otherwise the
    /// hit of the first subview that answers one, from the topmost (the last added) down, with
    /// the point converted to that subview's coordinates; otherwise the view itself. The
    /// frames are the ones code set (a still solves no constraints and applies no `transform`).
    /// Nothing calls it in a still, which has no touches; code may call it, and overrides may
    /// call `super`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard !isHidden, isUserInteractionEnabled, alpha >= 0.01,
        self.point(inside: point, with: event)
      else { return nil }
      for subview in subviews.reversed() {
        if let hit = subview.hitTest(subview.convert(point, from: self), with: event) {
          return hit
        }
      }
      return self
    }
    /// Whether `point`, in the view's own coordinates, is in its bounds (the minimum edges in,
    /// the maximum edges out, as CGRect's `contains` counts them).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      let b = bounds
      return point.x >= b.minX && point.x < b.maxX && point.y >= b.minY && point.y < b.maxY
    }

    /// `point` in this view's coordinates, given in `view`'s (nil: the coordinates of the
    /// topmost superview, the window's when there is one). Views in different hierarchies
    /// are converted through their own topmost views, as if those were at the same place.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
      fromTopmost(view?.toTopmost(point) ?? point)
    }
    /// `point`, in this view's coordinates, in `view`'s (nil: the topmost superview's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
      let up = toTopmost(point)
      return view?.fromTopmost(up) ?? up
    }
    /// `rect` in this view's coordinates, given in `view`'s: moved, not resized (a still has
    /// no transforms).
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
      CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }
    /// `rect`, in this view's coordinates, in `view`'s.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
      CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }
    /// A point in this view's coordinates in its topmost superview's.
    private func toTopmost(_ point: CGPoint) -> CGPoint {
      guard let superview else { return point }
      return superview.toTopmost(
        CGPoint(
          x: point.x - bounds.minX + frame.minX, y: point.y - bounds.minY + frame.minY))
    }
    /// A point in the topmost superview's coordinates in this view's.
    private func fromTopmost(_ point: CGPoint) -> CGPoint {
      guard let superview else { return point }
      let p = superview.fromTopmost(point)
      return CGPoint(x: p.x - frame.minX + bounds.minX, y: p.y - frame.minY + bounds.minY)
    }

    // Auto Layout, recorded and not solved (UIView+AutoLayout.swift).
    private var installedConstraints: [NSLayoutConstraint] = []
    private var ownGuides: [UILayoutGuide] = []
    private var safeAreaGuide: UILayoutGuide?
    private var marginsGuide: UILayoutGuide?
    private var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

    /// The constraints installed on the view: added here, or activated with this view as the
    /// nearest common ancestor of their items.
    open var constraints: [NSLayoutConstraint] { installedConstraints }
    open func addConstraint(_ constraint: NSLayoutConstraint) {
      guard !installedConstraints.contains(where: { $0 === constraint }) else { return }
      constraint.installedOn?.removeConstraint(constraint)
      installedConstraints.append(constraint)
      constraint.installed(on: self)
    }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
      for c in constraints { addConstraint(c) }
    }
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
      guard installedConstraints.contains(where: { $0 === constraint }) else { return }
      installedConstraints.removeAll { $0 === constraint }
      constraint.installed(on: nil)
    }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
      for c in constraints { removeConstraint(c) }
    }
    /// The layout guides added to the view.
    open var layoutGuides: [UILayoutGuide] { ownGuides }
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
      layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
      ownGuides.append(layoutGuide)
      layoutGuide.owningView = self
    }
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
      ownGuides.removeAll { $0 === layoutGuide }
      if layoutGuide.owningView === self { layoutGuide.owningView = nil }
    }
    /// The insets of the margins guide: UIKit's default of 8 points on each side.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The guide of the view's safe area: its bounds less `safeAreaInsets`.
    open var safeAreaLayoutGuide: UILayoutGuide {
      if let safeAreaGuide { return safeAreaGuide }
      let guide = UILayoutGuide(kind: .safeArea, owningView: self)
      safeAreaGuide = guide
      return guide
    }
    /// The guide of the view's margins: its bounds less `layoutMargins`.
    open var layoutMarginsGuide: UILayoutGuide {
      if let marginsGuide { return marginsGuide }
      let guide = UILayoutGuide(kind: .margins, owningView: self)
      marginsGuide = guide
      return guide
    }
    /// How much the view resists growing past its natural size; kept (UIKit's default 250).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
      hugging[axis] ?? .defaultLow
    }
    open func setContentHuggingPriority(
      _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) { hugging[axis] = priority }
    /// How much the view resists shrinking below its natural size; kept (UIKit's default 750).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
      -> UILayoutPriority
    { compressionResistance[axis] ?? .defaultHigh }
    open func setContentCompressionResistancePriority(
      _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) { compressionResistance[axis] = priority }

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
    /// Adds `view` at `index` among the subviews (clamped to the list), drawn above those
    /// before it.
    open func insertSubview(_ view: UIView, at index: Int) {
      addSubview(view)
      subviews.removeLast()
      subviews.insert(view, at: min(max(0, index), subviews.count))
    }
    /// Adds `view` just above `siblingSubview` (on top when it is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
      let i = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
      insertSubview(view, at: i)
    }
    /// Adds `view` just below `siblingSubview` (on top when it is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
      let i = subviews.firstIndex { $0 === siblingSubview } ?? subviews.count
      insertSubview(view, at: i)
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

    /// What a still draws for the view: its background, then its subviews at their frames
    /// (less the bounds' origin), under its alpha; a hidden view draws nothing. The layer's
    /// corner radius rounds the background and border, and its `masksToBounds` cuts everything
    /// to that shape. An `overrideUserInterfaceStyle` draws it all in that appearance.
    var stillView: AnyView {
      if isHidden { return AnyView(Color.clear) }
      let shape = layer.shape
      let own = shape.map { AnyView(content.clipShape($0)) } ?? content
      let origin = bounds.origin
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
                .offset(x: sub.frame.minX - origin.x, y: sub.frame.minY - origin.y)
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
      if alpha != 1 { drawn = AnyView(drawn.opacity(Double(alpha))) }
      switch overrideUserInterfaceStyle {
      case .light: return AnyView(drawn.environment(\.colorScheme, .light))
      case .dark: return AnyView(drawn.environment(\.colorScheme, .dark))
      case .unspecified: return drawn
      }
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

  extension UIView {
    /// How a view places its content in its bounds (UIKit's UIView.ContentMode), in UIKit's
    /// order.
    public enum ContentMode: Int, Sendable {
      case scaleToFill = 0
      case scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
      case topLeft, topRight, bottomLeft, bottomRight
    }
  }
#endif
