// UIKit's Bézier path, as SwiftUI code uses it for shapes with some corners rounded:
// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` and `Path(path.cgPath)`.
import Foundation
import PopshotGraphics

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// Corners of a rectangle (UIKit's UIRectCorner).
  public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1)
    public static let topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    public static let bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
  }

  /// A path built the UIKit way (UIKit's UIBezierPath): the rounded-rectangle and oval
  /// initialisers and the builders SwiftUI code uses.
  public final class UIBezierPath: @unchecked Sendable {
    var path: Path
    public init() { path = Path() }
    public init(rect: CGRect) { path = Path(rect) }
    public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
      path = Path(roundedRect: rect, cornerRadius: cornerRadius)
    }
    /// Rounds the corners named, each with the width of `cornerRadii` (UIKit uses the width).
    public init(
      roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
    ) {
      let r = Double(cornerRadii.width)
      path = Path.roundedRect(
        Rect(cg: rect),
        cornerRadii: CornerRadii(
          topLeading: corners.contains(.topLeft) ? r : 0,
          topTrailing: corners.contains(.topRight) ? r : 0,
          bottomTrailing: corners.contains(.bottomRight) ? r : 0,
          bottomLeading: corners.contains(.bottomLeft) ? r : 0))
    }
    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
      path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
      path.addQuadCurve(to: point, control: controlPoint)
    }
    public func close() { path.closeSubpath() }
    /// The path as CoreGraphics's type.
    public var cgPath: CGPath { CGPath(path) }
  }
#endif

#if !canImport(CoreGraphics)
  /// An immutable path (CoreGraphics's CGPath), as `UIBezierPath.cgPath` hands it to SwiftUI.
  public final class CGPath: @unchecked Sendable {
    let path: Path
    init(_ path: Path) { self.path = path }
  }

  extension Path {
    /// A SwiftUI path from a CoreGraphics path.
    public init(_ path: CGPath) { self = path.path }
    /// The path as CoreGraphics's type.
    public var cgPath: CGPath { CGPath(self) }
  }
#endif
