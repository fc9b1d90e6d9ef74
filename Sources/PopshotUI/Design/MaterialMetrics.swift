import PopshotGraphics

/// The classic (iOS 17–18) system materials: the blur of what lies behind, its saturation, and
/// the tint laid over it, light and dark. Sources and which figures are estimates:
/// docs/platform.md, "Materials".
struct MaterialMetrics: Sendable, DesignMetrics {
  struct Look: Sendable {
    var radius: Double
    var light: SRGBColor
    var dark: SRGBColor
  }
  var saturation: Double
  var ultraThin, thin, regular, thick, ultraThick, bar: Look

  /// Drawn the same in both designs: iOS 26's glass is not a new look of these materials but a
  /// separate API a view picks itself (`glassEffect`, `Glass`; its numbers in GlassMetrics).
  static let liquidGlass = classic

  static let classic = MaterialMetrics(
    saturation: 1.8,
    ultraThin: Look(radius: 20, light: tint("#FCFCFC", 0.35), dark: tint("#292929", 0.35)),
    thin: Look(radius: 20, light: tint("#FCFCFC", 0.55), dark: tint("#292929", 0.55)),
    regular: Look(radius: 20, light: tint("#FCFCFC", 0.78), dark: tint("#292929", 0.75)),
    thick: Look(radius: 20, light: tint("#FCFCFC", 0.88), dark: tint("#292929", 0.86)),
    ultraThick: Look(radius: 20, light: tint("#FCFCFC", 0.95), dark: tint("#292929", 0.93)),
    bar: Look(radius: 10, light: tint("#F9F9F9", 0.94), dark: tint("#1D1D1D", 0.94)))

  private static func tint(_ hex: String, _ alpha: Double) -> SRGBColor {
    try! SRGBColor(hex: hex).opacity(alpha)
  }
}
