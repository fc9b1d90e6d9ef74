// SwiftUI speaks CoreGraphics (CGRect, CGSize, CGPoint, CGFloat; Foundation has them on Linux);
// Popshot's geometry is PopshotGraphics's Rect, Size and Point. The API a user's code touches
// (Shape.path(in:), GeometryProxy, Path's builders, Layout) takes the CG types, and these convert
// at the boundary. CGFloat converts to and from Double implicitly (SE-0307), on Linux too.
import Foundation
import PopshotGraphics

extension Rect {
  package init(cg r: CGRect) {
    self.init(
      x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.width),
      height: Double(r.height))
  }
}

extension CGRect {
  package init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
}

extension Point {
  package init(cg p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}

extension Size {
  package var cgSize: CGSize { CGSize(width: width, height: height) }
  package init(cg s: CGSize) { self.init(width: Double(s.width), height: Double(s.height)) }
}

// Apple's CoreGraphics makes its geometry CustomDebugStringConvertible ("(1.0, 2.5)" for a point,
// "(x, y, width, height)" for a rectangle), and SwiftUI code reads `point.debugDescription`;
// Foundation on Linux does not. Interpolation (`"\(point)"`) follows it, as on Apple platforms.
// swift-format-ignore: AvoidRetroactiveConformances
extension CGPoint: @retroactive CustomDebugStringConvertible {
  public var debugDescription: String { "(\(x), \(y))" }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension CGSize: @retroactive CustomDebugStringConvertible {
  public var debugDescription: String { "(\(width), \(height))" }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension CGRect: @retroactive CustomDebugStringConvertible {
  public var debugDescription: String {
    "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
  }
}
