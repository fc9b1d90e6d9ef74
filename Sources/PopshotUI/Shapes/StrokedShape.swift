// `stroke(lineWidth:)` and `stroke(style:)` give a shape, as SwiftUI's have since iOS 13: the area
// the outline covers, which can be filled (`Circle().stroke(lineWidth: 2).fill(.red)`), clipped
// to or transformed like any shape. Drawn as a view, or filled, it is drawn as the stroke of the
// shape it outlines (a stroke item, the pixels it drew when it was a view); anywhere a path is
// read (a clip, a transform, a trim) its path is the outline's area (`Path.strokedPath`).
//
// Popshot always anti-aliases, so `antialiased: false` draws the same (FillStyle.swift).
import Foundation
import PopshotGraphics

/// A shape's outline as a shape: what `Shape.stroke(lineWidth:)` and `stroke(style:)` return
/// (SwiftUI's `_StrokedShape`).
public nonisolated struct _StrokedShape<Content: Shape>: Shape {
  let shape: Content
  let style: StrokeStyle

  /// The area the stroke of the shape's path in `rect` covers.
  public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }
}

/// A shape drawn as the stroke of another, so that it draws as that stroke does.
protocol StrokedOutline: Shape {
  /// The outlined shape's path in a frame, and the stroke drawn along it.
  nonisolated var outline: (path: (Rect) -> Path, stroke: StrokeStyle) { get }
}

extension _StrokedShape: StrokedOutline {
  nonisolated var outline: (path: (Rect) -> Path, stroke: StrokeStyle) {
    (framedPath(shape), style)
  }
}

/// What drawing `shape` in `style` (nil: the foreground style) draws: its outline stroked when
/// it is a stroked shape, else its path filled by `rule` (nil: the shape's own).
func shapeContent(_ shape: any Shape, style: (any ShapeStyle)?, rule: FillRule? = nil)
  -> ShapeContent
{
  if let stroked = shape as? any StrokedOutline {
    let outline = stroked.outline
    return ShapeContent(
      path: outline.path, style: style, stroke: outline.stroke, isColorView: false)
  }
  return ShapeContent(
    path: framedPath(shape), style: style, stroke: nil, isColorView: false,
    fillRule: rule ?? shape.fillRule)
}

nonisolated extension Shape {
  /// The outline, `lineWidth` wide, as a shape; drawn in the foreground style.
  public func stroke(lineWidth: CGFloat = 1) -> some Shape {
    stroke(style: StrokeStyle(width: Double(lineWidth)))
  }
  /// The outline drawn with a full stroke style, as a shape; drawn in the foreground style.
  public func stroke(style: StrokeStyle) -> some Shape {
    _StrokedShape(shape: self, style: style)
  }
  /// The outline, `lineWidth` wide, in `content` (a colour, a gradient).
  public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    stroke(content, style: StrokeStyle(width: Double(lineWidth)), antialiased: antialiased)
  }
  /// The outline in `content`, with a full stroke style.
  public func stroke<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> some View {
    let s = self
    return ShapeView(
      content: ShapeContent(
        path: framedPath(s), style: content, stroke: style, isColorView: false))
  }
}
