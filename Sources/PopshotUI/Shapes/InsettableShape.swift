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
  public func strokeBorder(_ content: some ShapeStyle, lineWidth: CGFloat = 1) -> some View {
    inset(by: lineWidth / 2).stroke(content, lineWidth: Double(lineWidth))
  }
  /// A border inside the frame, in `content`, with a full stroke style.
  public func strokeBorder(_ content: some ShapeStyle, style: StrokeStyle) -> some View {
    inset(by: style.lineWidth / 2).stroke(content, style: style)
  }
  /// A border of `lineWidth` inside the frame, in the foreground style.
  public func strokeBorder(lineWidth: CGFloat = 1) -> some View {
    inset(by: lineWidth / 2).stroke(lineWidth: lineWidth)
  }
  /// A border inside the frame in the foreground style, with a full stroke style.
  public func strokeBorder(style: StrokeStyle) -> some View {
    inset(by: style.lineWidth / 2).stroke(style: style)
  }
}

nonisolated extension Shape {
  /// The outline in the foreground style.
  public func stroke(lineWidth: CGFloat = 1) -> some View {
    stroke(style: StrokeStyle(width: Double(lineWidth)))
  }
  /// The outline in the foreground style, with a full stroke style.
  public func stroke(style: StrokeStyle) -> some View {
    let s = self
    return ShapeView(
      content: ShapeContent(
        path: framedPath(s), style: nil, stroke: style, isColorView: false))
  }
}
