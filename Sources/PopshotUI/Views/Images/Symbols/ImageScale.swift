// `.imageScale`: a symbol's size relative to the text around it. The scales change the glyph box,
// not the stroke: SF's small and large variants keep the weight of the text (docs/platform.md,
// "Symbols", for the factors and their sources).

extension Image {
  /// A scale to apply to vector images relative to text (SwiftUI's Image.Scale).
  public enum Scale: String, CaseIterable, Hashable, Sendable, Codable {
    case small, medium, large

    /// The glyph box over the medium scale's.
    var factor: Double {
      switch self {
      case .small: return 0.783
      case .medium: return 1
      case .large: return 1.29
      }
    }
  }
}

private struct ImageScaleKey: EnvironmentKey {
  static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
  /// The scale of the symbols here (medium unless `.imageScale` sets it).
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Scales the symbols inside relative to their font.
  public func imageScale(_ scale: Image.Scale) -> some View {
    environment(\.imageScale, scale)
  }
}
