// `.symbolRenderingMode` and `.foregroundStyle(_:_:)`: how a symbol's layers are coloured.
// Popshot's symbols have at most two layers; a circled mark's circle, a document's lines, a
// box's frame are the secondary layer where the symbol has one (the tables say which).
import PopshotGraphics

/// How symbols' layers are coloured (SwiftUI's SymbolRenderingMode).
public struct SymbolRenderingMode: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case monochrome, hierarchical, palette, multicolor }
  let kind: Kind
  /// Every layer in the foreground style.
  public static let monochrome = SymbolRenderingMode(kind: .monochrome)
  /// Secondary layers in the foreground style at a lower opacity.
  public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
  /// Each layer in its own style (`.foregroundStyle(_:_:)`).
  public static let palette = SymbolRenderingMode(kind: .palette)
  /// Apple's own colours per layer: Popshot's symbols have none, so this draws as monochrome.
  public static let multicolor = SymbolRenderingMode(kind: .multicolor)

  /// The opacity of a hierarchical symbol's secondary layer (docs/platform.md, "Symbols").
  static let secondaryOpacity = 0.5
}

private struct SymbolRenderingModeKey: EnvironmentKey {
  static let defaultValue: SymbolRenderingMode? = nil
}

private struct SymbolPaletteKey: EnvironmentKey {
  static let defaultValue: [any ShapeStyle] = []
}

extension EnvironmentValues {
  /// The rendering mode of the symbols here (nil: monochrome, or palette when
  /// `.foregroundStyle(_:_:)` gave several styles).
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
  /// The styles after the first that `.foregroundStyle(_:_:)` set, for symbols' further layers.
  var symbolPalette: [any ShapeStyle] {
    get { self[SymbolPaletteKey.self] }
    set { self[SymbolPaletteKey.self] = newValue }
  }

  /// How a symbol in `frame` paints its secondary layers here.
  func symbolSecondaryPaint(in frame: Rect) -> SymbolPen.SecondaryPaint {
    let palette = symbolPalette
    switch (symbolRenderingMode ?? (palette.isEmpty ? .monochrome : .palette)).kind {
    case .hierarchical: return .faded(SymbolRenderingMode.secondaryOpacity)
    case .palette:
      return palette.first.map { .paint($0.paint(in: frame, scheme: colorScheme)) } ?? .same
    case .monochrome, .multicolor: return .same
    }
  }
}

nonisolated extension View {
  /// Sets how the symbols inside colour their layers (nil: the default).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    environment(\.symbolRenderingMode, mode)
  }
  /// A primary and a secondary style: text and shapes use the first; symbols colour their
  /// secondary layer with the second.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  {
    environment(\.foregroundStyle, primary).environment(\.symbolPalette, [secondary])
  }
  /// Three styles: Popshot's symbols have two layers, so the third is not drawn.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    environment(\.foregroundStyle, primary).environment(\.symbolPalette, [secondary, tertiary])
  }
}
