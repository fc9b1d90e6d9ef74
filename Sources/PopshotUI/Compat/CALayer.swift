// Core Animation's layer as UIKit code reaches it through `view.layer`: rounded corners, a
// border, a shadow. QuartzCore is not on Linux, so the names live here with UIKit's. A still
// draws what a layer adds to its view's look that SwiftUI code sets most: the corner radius
// (with the corners named in `maskedCorners`), `masksToBounds` and the border (UIView.swift).
// The shadow, opacity and sublayers are kept and not drawn. Its geometry is Core Animation's
// (bounds, position, anchor point, with the frame worked out from them), so `hitTest(_:)` finds
// the layer under a point as Core Animation does.
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// The corners a layer rounds (Core Animation's CACornerMask). In UIKit's coordinates, y down,
  /// min-x-min-y is the top left.
  public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
  }

  /// A rectangle of drawing behind a view (Core Animation's CALayer). Defaults are Core
  /// Animation's: no radius, a black border of width 0, a shadow of opacity 0, radius 3 and
  /// offset (0, -3), the anchor point in the middle.
  open class CALayer: NSObject {
    /// The layer's own rectangle: its size, and the origin of its own coordinates.
    open var bounds: CGRect = .zero
    /// Where the anchor point sits in the superlayer's coordinates.
    open var position: CGPoint = .zero
    /// The point of the bounds that `position` places, in units of the bounds' size (0.5, 0.5
    /// is the middle).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The layer's rectangle in its superlayer: worked out from the bounds, position and anchor
    /// point, and setting it sets them (the bounds' size and the position), as in Core
    /// Animation without a transform.
    open var frame: CGRect {
      get {
        CGRect(
          x: position.x - anchorPoint.x * bounds.width,
          y: position.y - anchorPoint.y * bounds.height, width: bounds.width,
          height: bounds.height)
      }
      set {
        bounds.size = newValue.size
        position = CGPoint(
          x: newValue.minX + anchorPoint.x * newValue.width,
          y: newValue.minY + anchorPoint.y * newValue.height)
      }
    }
    /// A name code gives the layer to find it again; not drawn.
    open var name: String?
    open var cornerRadius: CGFloat = 0
    open var maskedCorners: CACornerMask = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// Whether the content and sublayers are cut to the layer's (rounded) bounds.
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = .black
    open var backgroundColor: CGColor?
    open var opacity: Float = 1
    open var isHidden = false
    open var shadowColor: CGColor? = .black
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowPath: CGPath?
    open var zPosition: CGFloat = 0
    open var contentsScale: CGFloat = 1
    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?

    public override init() { super.init() }

    open func addSublayer(_ layer: CALayer) {
      layer.removeFromSuperlayer()
      sublayers = (sublayers ?? []) + [layer]
      layer.superlayer = self
    }
    open func removeFromSuperlayer() {
      superlayer?.sublayers?.removeAll { $0 === self }
      superlayer = nil
    }
    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}

    /// Whether `p`, in the layer's own coordinates, is in its bounds.
    open func contains(_ p: CGPoint) -> Bool {
      p.x >= bounds.minX && p.x < bounds.maxX && p.y >= bounds.minY && p.y < bounds.maxY
    }
    /// The farthest descendant of the layer, itself included, that contains `p`, given in the
    /// superlayer's coordinates (Core Animation's rule): nil for a hidden layer or a point
    /// outside its bounds; else the hit of the first sublayer that answers one, from the
    /// topmost (the last added) down; else the layer.
    open func hitTest(_ p: CGPoint) -> CALayer? {
      guard !isHidden else { return nil }
      let f = frame
      let local = CGPoint(x: p.x - f.minX + bounds.minX, y: p.y - f.minY + bounds.minY)
      guard contains(local) else { return nil }
      for sublayer in (sublayers ?? []).reversed() {
        if let hit = sublayer.hitTest(local) { return hit }
      }
      return self
    }

    /// The rounded shape the corner radius gives, nil when there is none. Core Animation
    /// rounds with circular arcs unless told otherwise (`cornerCurve` .circular).
    var shape: UnevenRoundedRectangle? {
      guard cornerRadius > 0 else { return nil }
      func r(_ corner: CACornerMask) -> CGFloat {
        maskedCorners.contains(corner) ? cornerRadius : 0
      }
      return UnevenRoundedRectangle(
        topLeadingRadius: r(.layerMinXMinYCorner), bottomLeadingRadius: r(.layerMinXMaxYCorner),
        bottomTrailingRadius: r(.layerMaxXMaxYCorner), topTrailingRadius: r(.layerMaxXMinYCorner),
        style: .circular)
    }
  }
#endif
