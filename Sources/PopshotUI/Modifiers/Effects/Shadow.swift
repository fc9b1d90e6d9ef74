import PopshotGraphics

nonisolated extension View {
  /// A drop shadow of the view's silhouette (SwiftUI's `.shadow(color:radius:x:y:)`).
  public func shadow(
    color: Color = Color.black.opacity(0.33), radius: Double, x: Double = 0, y: Double = 0
  ) -> some View {
    modified(ShadowModifier(color: color, radius: radius, dx: x, dy: y))
  }
}

/// `.shadow`.
struct ShadowModifier: LayoutModifier {
  let color: Color, radius: Double, dx: Double, dy: Double
  init(color: Color, radius: Double, dx: Double, dy: Double) {
    self.color = color
    self.radius = radius
    self.dx = dx
    self.dy = dy
  }
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    ShadowNode(
      c.content(), color: color, radius: radius, dx: dx, dy: dy, scheme: c.environment.colorScheme)
  }
}

/// A drop shadow of the content's silhouette: its clip shape when it is clipped (a card with a
/// corner radius), otherwise the union of the shapes it fills. Glyphs cast no shadow here.
final class ShadowNode: WrapperNode {
  let color: Color, radius: Double, dx: Double, dy: Double, scheme: ColorScheme
  init(
    _ child: LayoutNode, color: Color, radius: Double, dx: Double, dy: Double, scheme: ColorScheme
  ) {
    self.color = color
    self.radius = radius
    self.dx = dx
    self.dy = dy
    self.scheme = scheme
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    var inner = out
    inner.items = []
    child.placeIn(frame, &inner)
    var silhouette = Path()
    if case .pushClip(let clip, _)? = inner.items.first {
      silhouette = clip
    } else {
      for item in inner.items { if case .fill(let p, _, _) = item { silhouette.append(p) } }
    }
    if !silhouette.isEmpty {
      out.items.append(
        .shadow(
          silhouette, color: color.resolved(scheme), radius: radius, offset: Point(x: dx, y: dy)))
    }
    let items = out.items + inner.items
    out = inner
    out.items = items
  }
}

extension FixtureModifier {
  /// `{"shadow": {"color": {"color": "black", "opacity": 0.2}, "radius": 8, "y": 4}}`.
  static let shadow = FixtureModifier("shadow") { m, v in
    let o = try m.members(["color", "radius", "x", "y"], required: ["radius"])
    return AnyView(
      v.shadow(
        color: try o["color"]?.color() ?? Color.black.opacity(0.33),
        radius: try o["radius"]!.length(), x: try o["x"]?.offset() ?? 0,
        y: try o["y"]?.offset() ?? 0))
  }
}
