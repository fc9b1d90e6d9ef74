import PopshotGraphics

/// How a view's colours combine with what lies behind it (SwiftUI's BlendMode).
public enum BlendMode: Sendable, Hashable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop
  case destinationOver, destinationOut, plusDarker, plusLighter

  /// The painter's mode: each of SwiftUI's modes is drawn (docs/swiftui.md, "Effects").
  var painted: PopshotGraphics.BlendMode {
    switch self {
    case .normal: .normal
    case .multiply: .multiply
    case .screen: .screen
    case .overlay: .overlay
    case .darken: .darken
    case .lighten: .lighten
    case .colorDodge: .colorDodge
    case .colorBurn: .colorBurn
    case .softLight: .softLight
    case .hardLight: .hardLight
    case .difference: .difference
    case .exclusion: .exclusion
    case .hue: .hue
    case .saturation: .saturation
    case .color: .color
    case .luminosity: .luminosity
    case .sourceAtop: .sourceAtop
    case .destinationOver: .destinationOver
    case .destinationOut: .destinationOut
    case .plusDarker: .plusDarker
    case .plusLighter: .plusLighter
    }
  }
}

nonisolated extension View {
  /// Blends the view into what lies behind it, up to the nearest compositing group.
  public func blendMode(_ mode: BlendMode) -> some View {
    layerEffect(.blend(mode.painted))
  }
}
