// A shape moved, scaled or turned inside its frame (SwiftUI's OffsetShape, ScaledShape and
// RotatedShape): the path in the frame, then the transform about the anchor (`about`, as
// `rotationEffect` and `scaleEffect` turn a view's drawing). The frame and the
// layout do not change, as in SwiftUI.
import Foundation
import PopshotGraphics

/// A shape turned by an angle about an anchor of its frame (SwiftUI's RotatedShape).
public nonisolated struct RotatedShape<Content: Shape>: Shape {
  public var shape: Content
  public var angle: Angle
  public var anchor: UnitPoint
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(
      about(anchor.point(in: Rect(cg: rect)), .rotation(angle.radians)))
  }
}

/// A shape scaled about an anchor of its frame (SwiftUI's ScaledShape).
public nonisolated struct ScaledShape<Content: Shape>: Shape {
  public var shape: Content
  public var scale: CGSize
  public var anchor: UnitPoint
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(
      about(anchor.point(in: Rect(cg: rect)), .scale(Double(scale.width), Double(scale.height))))
  }
}

/// A shape moved by an offset (SwiftUI's OffsetShape).
public nonisolated struct OffsetShape<Content: Shape>: Shape {
  public var shape: Content
  public var offset: CGSize
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }
}

nonisolated extension Shape {
  /// The shape turned by `angle` about `anchor`.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }
  /// The shape scaled by (x, y) about `anchor`.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<
    Self
  > {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }
  /// The shape scaled by `scale` about `anchor`.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    self.scale(x: scale, y: scale, anchor: anchor)
  }
  /// The shape moved by `offset`.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }
  /// The shape moved by (x, y).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    offset(CGSize(width: x, height: y))
  }
}
