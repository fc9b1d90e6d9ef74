import Foundation
import PopshotGraphics
import PopshotText
import Synchronization

/// A shape with how it is painted. A class: a reduced view holds it in place (see ModifiedView).
final class ShapeContent {
  let path: (Rect) -> Path
  let style: (any ShapeStyle)?
  let stroke: StrokeStyle?
  /// Colours and gradients used as views fill their frame with no outline of their own.
  let isColorView: Bool
  let fillRule: FillRule

  init(
    path: @escaping (Rect) -> Path, style: (any ShapeStyle)?, stroke: StrokeStyle?,
    isColorView: Bool, fillRule: FillRule = .nonZero
  ) {
    self.path = path
    // Kept unwrapped, so that the colour fast path and the adapted styles see the style itself.
    self.style = style.map(unwrapped)
    self.stroke = stroke
    self.isColorView = isColorView
    self.fillRule = fillRule
  }
}

extension ShapeContent: LeafContent {
  var kind: String { "shape" }
  func makeLayout(_ c: BuildContext) -> LayoutNode { ShapeNode(self, env: c.environment) }
}

/// A 2-D shape that fills its frame (SwiftUI's Shape).
public protocol Shape: View where Body == Never {
  nonisolated func path(in rect: CGRect) -> Path
  /// How the path is filled (SwiftUI's FillStyle eoFill); non-zero unless a shape says otherwise.
  nonisolated var fillRule: FillRule { get }
}

nonisolated extension Shape {
  public func _popshotNode() -> _PopshotNode { _PopshotNode(node: shapeNode(self)) }
}

/// The shape's path in a frame. SwiftUI hands `path(in:)` a rectangle at the origin of the
/// view's own coordinates and draws the path there, so an app's shape (and a `Path` view) is
/// drawn at (0, 0) of its rect and moved to the frame; Popshot's own shapes take the frame as
/// it is (the same geometry, computed where it is drawn).
func framedPath(_ s: any Shape) -> (Rect) -> Path {
  if ShapeOrigin.drawsInItsFrame(type(of: s)) {
    return { s.path(in: CGRect($0)) }
  }
  return { r in
    s.path(in: CGRect(x: 0, y: 0, width: r.width, height: r.height))
      .applying(Transform.translation(r.minX, r.minY))
  }
}

enum ShapeOrigin {
  private static let cache = Mutex<[ObjectIdentifier: Bool]>([:])
  /// Whether a shape type is one of PopshotUI's own (not `Path`, which SwiftUI draws in its
  /// own coordinates): those take the frame as it is.
  static func drawsInItsFrame(_ type: any Shape.Type) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = cache.withLock({ $0[key] }) { return known }
    // `PopshotUI.TrimmedShape<App.Triangle>` wraps an app's shape: every type named in it must
    // be PopshotUI's (or the standard library's).
    let names = String(reflecting: type).split { "<>, ()".contains($0) }
    let own =
      key != ObjectIdentifier(Path.self)
      && names.allSatisfy { $0.hasPrefix("PopshotUI.") || $0.hasPrefix("Swift.") }
    cache.withLock { $0[key] = own }
    return own
  }
}

/// A shape as a view: filled with the foreground style (a stroked shape: stroked in it).
func shapeNode(_ s: any Shape) -> ViewNode { .leaf(shapeContent(s, style: nil)) }

nonisolated extension Shape {
  public var fillRule: FillRule { .nonZero }
  public var body: Never { return fatalError("\(Self.self) is a shape and has no body") }
  /// The shape filled with a colour or gradient.
  public func fill(_ style: some ShapeStyle) -> some View {
    ShapeView(content: shapeContent(self, style: style))
  }
}

nonisolated struct ShapeView: PrimitiveView {
  let content: ShapeContent
  func makeNode() -> ViewNode { .leaf(content) }
}

/// Child sizing: none. Preferred size: the whole proposal (nil: 10 pt, SwiftUI's default).
final class ShapeNode: LayoutNode {
  let content: ShapeContent, env: EnvironmentValues
  init(_ content: ShapeContent, env: EnvironmentValues) {
    self.content = content
    self.env = env
  }

  override func measure(_ p: ProposedSize) -> Size { p.replacingUnspecified() }

  /// The shape's colour when it is a plain colour (for declared backgrounds).
  var solidColor: SRGBColor? {
    guard content.stroke == nil, var style = content.style else { return nil }
    // A custom style counts as the colour it resolves to here.
    if resolvesToAnotherStyle(style) { style = resolved(style, in: env) }
    guard let c = style as? Color else { return nil }
    return c.resolved(env.colorScheme)
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    // A style that depends on the environment (the tint, glass, a custom style) is resolved
    // in this view's.
    let style = resolved(content.style ?? env.foregroundStyle ?? Color.primary, in: env)
    let path = content.path(frame)
    let start = out.items.count
    defer { out.keepUpright(from: start, in: frame, env) }
    if let stroke = content.stroke {
      out.items.append(.stroke(path, stroke, style.paint(in: frame, scheme: env.colorScheme)))
    } else {
      out.items += style.fillItems(
        path, rule: content.fillRule, in: frame, scheme: env.colorScheme)
    }
  }
}

extension FixtureView {
  /// `{"circle": {"fill": "red"}}` and the other shapes: filled with "fill", or with the
  /// foreground style; only a rounded rectangle has "cornerRadius" (required) and "style".
  static func shape(
    _ v: any FixtureValue, rounded: Bool = false, _ make: (FixtureObject) throws -> any Shape
  ) throws -> AnyView {
    let o = try v.members(
      ["fill", "cornerRadius", "style"], required: rounded ? ["cornerRadius"] : [])
    if !rounded, let extra = o["cornerRadius"] ?? o["style"] {
      throw extra.fail("only roundedRectangle has a corner radius and style")
    }
    let fill = try o["fill"]?.color()
    let shape = try make(o)
    return fill.map { AnyView(shape.fill($0)) } ?? AnyView(shape)
  }
}
