import PopshotGraphics

/// A translucent system material (SwiftUI's Material): what lies behind the filled shape,
/// blurred and saturated, under a tint, as UIKit's UIBlurEffect system materials draw it. The
/// painter reads back the pixels already drawn under the shape (a `backdrop` item), so the
/// result depends on what the view stands over, and is the same on every run.
public struct Material: ShapeStyle, Sendable {
  let name: String
  let look: @Sendable (MaterialMetrics) -> MaterialMetrics.Look

  public static let ultraThin = Material(name: "ultraThinMaterial") { $0.ultraThin }
  public static let thin = Material(name: "thinMaterial") { $0.thin }
  public static let regular = Material(name: "regularMaterial") { $0.regular }
  public static let thick = Material(name: "thickMaterial") { $0.thick }
  public static let ultraThick = Material(name: "ultraThickMaterial") { $0.ultraThick }
  /// The material of bars (navigation, tab and tool bars).
  public static let bar = Material(name: "bar") { $0.bar }

  func backdrop(_ scheme: ColorScheme) -> Backdrop {
    let m = MaterialMetrics.classic
    let l = look(m)
    return Backdrop(
      radius: l.radius, saturation: m.saturation, tint: scheme == .light ? l.light : l.dark)
  }

  /// A stroke or text in a material takes its tint.
  public func paint(in bounds: Rect, scheme: ColorScheme) -> Paint {
    .solid(backdrop(scheme).tint)
  }
  public func representativeColor(_ scheme: ColorScheme) -> SRGBColor { backdrop(scheme).tint }
  public func fillItems(_ path: Path, rule: FillRule, in bounds: Rect, scheme: ColorScheme)
    -> [DisplayItem]
  {
    [.backdrop(path, backdrop(scheme))]
  }
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var thinMaterial: Material { .thin }
  public static var regularMaterial: Material { .regular }
  public static var thickMaterial: Material { .thick }
  public static var ultraThickMaterial: Material { .ultraThick }
  public static var bar: Material { .bar }
}
