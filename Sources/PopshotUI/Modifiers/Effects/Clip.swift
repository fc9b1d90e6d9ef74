import Foundation
import PopshotGraphics

nonisolated extension View {
  /// Clips to a rounded rectangle of the view's frame (SwiftUI's cornerRadius). The radius is a
  /// CGFloat as in SwiftUI, so a constant in `extension CGFloat` can be written `.cornerRadius(.x)`;
  /// the clip is always antialiased.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    let r = Double(radius)
    return modified(ClipModifier { .roundedRect($0, cornerRadius: r) })
  }
  /// Clips to a shape laid in the view's frame.
  public func clipShape(_ shape: some Shape) -> some View {
    modified(ClipModifier { shape.path(in: CGRect($0)) })
  }
  /// Clips to the view's frame.
  public func clipped() -> some View { modified(ClipModifier { .rect($0) }) }
}

/// `.clipShape`, `.cornerRadius`, `.clipped`: the content drawn inside a shape of its frame.
struct ClipModifier: LayoutModifier {
  let shape: (Rect) -> Path
  func makeLayout(_ c: ModifierContext) -> LayoutNode { ClipNode(c.content(), shape: shape) }
}

/// Clips its content to a shape in its frame.
final class ClipNode: WrapperNode {
  let shape: (Rect) -> Path
  init(_ child: LayoutNode, shape: @escaping (Rect) -> Path) {
    self.shape = shape
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    out.items.append(.pushClip(shape(frame), .nonZero))
    child.placeIn(frame, &out)
    out.items.append(.popClip)
  }
}

extension FixtureModifier {
  /// `{"cornerRadius": 12}`.
  static let cornerRadius = FixtureModifier("cornerRadius") { m, v in
    AnyView(v.cornerRadius(try m.length()))
  }
  /// `{"clipShape": "circle"}` ("capsule", "rectangle").
  static let clipShape = FixtureModifier("clipShape") { m, v in
    switch try m.string() {
    case "circle": return AnyView(v.clipShape(Circle()))
    case "capsule": return AnyView(v.clipShape(Capsule()))
    case "rectangle": return AnyView(v.clipShape(Rectangle()))
    default:
      throw m.expected(
        "\"circle\", \"capsule\" or \"rectangle\" (use cornerRadius for rounded rectangles)")
    }
  }
  /// `{"clipped": true}`.
  static let clipped = FixtureModifier("clipped") { m, v in
    _ = try m.bool()
    return AnyView(v.clipped())
  }
}
