// The numbers of Liquid Glass, in one place (docs/platform.md, "Liquid Glass material", gives
// each its source and marks the estimates). Not DesignMetrics: glass is an iOS 26 API a view asks
// for (`glassEffect`, the glass button styles, the glass shapes of the components' metrics),
// drawn the same in either design, and has no classic value, as the materials have no glass one.
import PopshotGraphics

/// The material's constants: the blur, the transfer by size and appearance, and the rim.
struct GlassMetrics: Sendable {
  /// One transfer: out = gain · blur + lift + adaptiveLift · smoothstep(adaptFrom, adaptTo, Ȳ).
  struct Transfer: Sendable {
    var gain: Double, lift: Double, adaptiveLift: Double
  }
  /// The blur's deviation in points.
  var blurRadius: Double
  /// The mean luma range over which the adaptive lift comes in.
  var adaptFrom: Double, adaptTo: Double
  /// Small elements (a bar button, the tab bar) and panels (an alert, a sheet), by appearance.
  var smallDark: Transfer, panelDark: Transfer, smallLight: Transfer, panelLight: Transfer
  /// `.clear` glass, by appearance, whatever its size.
  var clearDark: Transfer, clearLight: Transfer
  /// The shorter side (points) up to which an element is small, and from which it is a panel;
  /// in between the transfer is interpolated.
  var smallSide: Double, panelSide: Double
  /// The rim: its width in points and its alpha at the edge.
  var rimWidth: Double, rimAlpha: Double

  /// iOS 26.
  static let liquidGlass = GlassMetrics(
    blurRadius: 2.8, adaptFrom: 0.19, adaptTo: 0.50,
    smallDark: Transfer(gain: 0.294, lift: 0.098, adaptiveLift: 0.102),
    panelDark: Transfer(gain: 0.233, lift: 0.118, adaptiveLift: 0.102),
    smallLight: Transfer(gain: 0.294, lift: 0.698, adaptiveLift: 0),
    panelLight: Transfer(gain: 0.233, lift: 0.748, adaptiveLift: 0),
    clearDark: Transfer(gain: 0.75, lift: 0.04, adaptiveLift: 0.04),
    clearLight: Transfer(gain: 0.75, lift: 0.23, adaptiveLift: 0),
    smallSide: 64, panelSide: 150, rimWidth: 1.22, rimAlpha: 0.165)

  /// The look of `glass` on an element of `size` in an appearance; nil for `.identity`.
  func look(_ glass: Glass, size: Size, scheme: ColorScheme) -> GlassLook? {
    let t: Transfer
    switch glass.variant {
    case .identity: return nil
    case .clear: t = scheme == .dark ? clearDark : clearLight
    case .regular:
      let (small, panel) = scheme == .dark ? (smallDark, panelDark) : (smallLight, panelLight)
      let f = min(max((min(size.width, size.height) - smallSide) / (panelSide - smallSide), 0), 1)
      t = Transfer(
        gain: small.gain + (panel.gain - small.gain) * f,
        lift: small.lift + (panel.lift - small.lift) * f,
        adaptiveLift: small.adaptiveLift + (panel.adaptiveLift - small.adaptiveLift) * f)
    }
    return GlassLook(
      gain: t.gain, lift: t.lift, adaptiveLift: t.adaptiveLift, adaptFrom: adaptFrom,
      adaptTo: adaptTo, tint: glass.tintColor?.resolved(scheme), rimWidth: rimWidth,
      rimAlpha: rimAlpha)
  }
}
