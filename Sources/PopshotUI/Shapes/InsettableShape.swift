// Insettable shapes and `strokeBorder`: a border drawn inside the frame, the shape inset by half
// the line width and stroked (SwiftUI's InsettableShape).
import Foundation
import PopshotGraphics

/// A shape that can be drawn inset from its frame (SwiftUI's InsettableShape).
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn in its frame inset on every side.
public nonisolated struct InsetShapeOf<Content: Shape>: InsettableShape {
  let shape: Content, amount: Double
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect.insetBy(dx: amount, dy: amount))
  }
  public func inset(by amount: CGFloat) -> InsetShapeOf<Content> {
    InsetShapeOf(shape: shape, amount: self.amount + Double(amount))
  }
}

/// Shapes that inset by shrinking their frame.
public protocol _FrameInsettable: Shape {}

nonisolated extension _FrameInsettable {
  public func inset(by amount: CGFloat) -> InsetShapeOf<Self> {
    InsetShapeOf(shape: self, amount: Double(amount))
  }
}

extension Rectangle: InsettableShape, _FrameInsettable {}
extension Circle: InsettableShape, _FrameInsettable {}
extension Ellipse: InsettableShape, _FrameInsettable {}
extension Capsule: InsettableShape, _FrameInsettable {}
extension RoundedRectangle: InsettableShape {
  /// Inset, with the corner radius reduced by the same amount (concentric corners).
  public func inset(by amount: CGFloat) -> InsetShapeOf<RoundedRectangle> {
    InsetShapeOf(
      shape: RoundedRectangle(
        cornerSize: CGSize(
          width: max(0, cornerSize.width - amount), height: max(0, cornerSize.height - amount)),
        style: style),
      amount: Double(amount))
  }
}

nonisolated extension InsettableShape {
  /// A border of `lineWidth` inside the frame, in `content`.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
  }
  /// A border inside the frame, in `content`, with a full stroke style.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> some View {
    inset(by: style.lineWidth / 2).stroke(content, style: style)
  }
  /// A border of `lineWidth` inside the frame, in the foreground style.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    inset(by: lineWidth / 2).stroke(lineWidth: lineWidth)
  }
  /// A border inside the frame in the foreground style, with a full stroke style.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    inset(by: style.lineWidth / 2).stroke(style: style)
  }
}
