// Core Animation's layer as UIKit code reaches it through `view.layer`: rounded corners, a
// border, a shadow. QuartzCore is not on Linux, so the names live here with UIKit's. A still
// draws what a layer adds to its view's look that SwiftUI code sets most: the corner radius
// (with the corners named in `maskedCorners`), `masksToBounds` and the border (UIView.swift).
// The shadow, opacity and sublayers are kept and not drawn.
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
  /// offset (0, -3).
  open class CALayer: NSObject {
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
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
