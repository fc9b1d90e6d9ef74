// SwiftUI's and CoreGraphics's names for stroke parameters, over PopshotGraphics's StrokeStyle.
// Dashes are not drawn yet: a dashed stroke is drawn solid (docs/swiftui.md says so).
import Foundation
import PopshotGraphics

#if !canImport(CoreGraphics)
  /// The end of a stroked line (CoreGraphics's CGLineCap).
  public typealias CGLineCap = LineCap
  /// The corner of a stroked line (CoreGraphics's CGLineJoin).
  public typealias CGLineJoin = LineJoin
#endif

extension StrokeStyle {
  /// SwiftUI's initialiser; `dash` and `dashPhase` are accepted and not drawn.
  public init(
    lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.init(
      width: Double(lineWidth), cap: lineCap, join: lineJoin, miterLimit: Double(miterLimit))
  }
  public var lineWidth: CGFloat {
    get { CGFloat(width) }
    set { width = Double(newValue) }
  }
  public var lineCap: LineCap {
    get { cap }
    set { cap = newValue }
  }
  public var lineJoin: LineJoin {
    get { join }
    set { join = newValue }
  }
}
