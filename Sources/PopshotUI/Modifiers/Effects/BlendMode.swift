import PopshotGraphics

/// How a view's colours combine with what lies behind it (SwiftUI's BlendMode).
public enum BlendMode: Sendable, Hashable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop
  case destinationOver, destinationOut, plusDarker, plusLighter

  /// The painter's mode; modes it does not draw composite normally (docs/swiftui.md).
  var painted: PopshotGraphics.BlendMode {
    switch self {
    case .multiply: return .multiply
    case .screen: return .screen
    case .overlay: return .overlay
    case .darken: return .darken
    case .lighten: return .lighten
    case .difference: return .difference
    case .plusLighter: return .plusLighter
    default: return .normal
    }
  }
}

nonisolated extension View {
  /// Blends the view into what lies behind it, up to the nearest compositing group.
  public func blendMode(_ mode: BlendMode) -> some View {
    layerEffect(.blend(mode.painted))
  }
}
