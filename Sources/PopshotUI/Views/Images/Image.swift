import Foundation
import PopshotGraphics
import PopshotSupport
import PopshotText

/// What an Image shows: a symbol's name, or an asset's, and how it is drawn.
struct ImageContent: LeafContent {
  /// The symbol drawn (`Image(systemName:)`), or the asset's name in `symbol.name`.
  var symbol: Symbol
  var options: ImageOptions = .symbol
  var kind: String { "image" }
  /// True for `Image(systemName:)`: Popshot's vector symbols, not a bitmap.
  var isSymbol: Bool { options.source == nil }
  func makeLayout(_ c: BuildContext) -> LayoutNode {
    guard let source = options.source else {
      return ImageNode(self, id: c.id, env: c.environment)
    }
    return BitmapImageNode.make(name: symbol.name, source: source, options: options, c)
  }
}

/// An image: an SF Symbol (`Image(systemName:)`) drawn from Popshot's own vector paths, or a
/// bitmap from an asset catalog (`Image("name")`, Views/Images/Assets/) or a `UIImage`.
public nonisolated struct Image: PrimitiveView {
  var content: ImageContent
  /// One of the symbols Popshot draws (see `Symbol`); an unknown name draws a placeholder box
  /// with a question mark, marked `isPlaceholder` in the semantics, and `Symbol.isKnown` is false.
  public init(systemName: String) {
    content = ImageContent(symbol: Symbol(name: systemName))
  }
  /// The imageset `name` of the asset catalogs in `bundle` (nil: the default places, see
  /// AssetLocator). VoiceOver reads the name, as SwiftUI does. A missing name draws a labelled
  /// placeholder and fails the snapshot that draws it (AssetMisses).
  public init(_ name: String, bundle: Bundle? = nil) {
    content = ImageContent(
      symbol: Symbol(name: name), options: ImageOptions(source: .asset(bundle), label: name))
  }
  /// An asset image VoiceOver does not read (hidden from accessibility).
  public init(decorative name: String, bundle: Bundle? = nil) {
    content = ImageContent(
      symbol: Symbol(name: name), options: ImageOptions(source: .asset(bundle), label: nil))
  }
  /// A `UIImage` (from `UIImage(named:)` or `UIImage(systemName:)`).
  public init(uiImage: UIImage) {
    if let symbol = uiImage.symbolName {
      content = ImageContent(symbol: Symbol(name: symbol))
    } else {
      content = ImageContent(
        symbol: Symbol(name: uiImage.name),
        options: ImageOptions(source: .resolved(uiImage), label: uiImage.name))
    }
  }

  /// How a resizable image fills the space beyond its cap insets.
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }
  /// Whether an image draws its own colours or is a mask painted with the foreground style.
  public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
  /// How scaled bitmap pixels are interpolated: `.none` keeps hard pixels (nearest), the others
  /// blend neighbouring pixels (Popshot draws all three as bilinear).
  public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

  /// Lets the image stretch (or tile, outside `capInsets`, which stay at their size) to the
  /// space it is offered instead of taking its natural size.
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch
  ) -> Image {
    changed {
      $0.resizable = true
      $0.capInsets = capInsets
      $0.resizingMode = resizingMode
    }
  }
  /// Draws a bitmap as a template (its alpha painted with the foreground style) or as it is
  /// (nil: the imageset's "Render As", else original). Symbols are always templates here.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    changed { $0.renderingMode = renderingMode }
  }
  /// How a scaled bitmap's pixels are interpolated.
  public func interpolation(_ interpolation: Interpolation) -> Image {
    changed { $0.interpolation = interpolation }
  }
  /// Whether a bitmap's edges are antialiased when they fall between device pixels.
  public func antialiased(_ isAntialiased: Bool) -> Image {
    changed { $0.antialiased = isAntialiased }
  }

  private func changed(_ change: (inout ImageOptions.Values) -> Void) -> Image {
    var i = self
    i.content.options = content.options.with(change)
    return i
  }
  func makeNode() -> ViewNode { .leaf(content) }
}

/// Child sizing: none. Preferred size: the symbol's glyph box at the font's point size and the
/// image scale; a resizable image takes the proposal (nil: that natural size).
final class ImageNode: LayoutNode {
  let content: ImageContent, id: String, env: EnvironmentValues
  /// The name drawn: the image's, in the environment's symbol variant where that exists.
  let name: String
  /// The symbol's drawing, looked up once.
  let art: SymbolArt
  /// Whether the drawing turns with right-to-left text: symbols that point the way text reads
  /// (`chevron.forward`, `arrow.backward`) or fill the half it starts from
  /// (`star.leadinghalf.filled`); decided once, from the name.
  let turnsWithText: Bool
  /// The font's weight and point size.
  let font: ResolvedFont
  /// The symbol's size at the font's point size and the image scale.
  let natural: Size

  /// `art`: a custom symbol's drawing (an asset catalog's `.symbolset`), drawn under its name.
  init(_ content: ImageContent, id: String, env: EnvironmentValues, art custom: SymbolArt? = nil) {
    self.content = content
    self.id = id
    self.env = env
    if let custom {
      name = content.symbol.name
      art = custom
    } else {
      name = env.symbolVariants.name(for: content.symbol.name) { Symbol(name: $0).isKnown }
      art = Symbol(name: name).art
    }
    let drawn = name
    turnsWithText = ["forward", "backward", "leadinghalf", "trailinghalf"].contains {
      drawn.hasSuffix(".\($0)") || drawn.contains(".\($0).")
    }
    let asked = env.font ?? .body
    var font = asked.resolved(env.dynamicTypeSize)
    // An app font's face lends the symbol its size, not its weight: tv-maniac's rating stars
    // in Work Sans ExtraBold stroke as the regular star does on iOS 26 (docs/platform.md,
    // "Symbols"). A weight set on the font or the view still applies.
    if font.userFace != nil && !asked.setsWeight { font.weight = .regular }
    if let w = env.fontWeight { font.weight = w }
    self.font = font
    let em = font.size * env.imageScale.factor
    natural = Size(width: art.width * em, height: art.height * em)
  }

  override func measure(_ p: ProposedSize) -> Size {
    content.options.resizable ? p.replacingUnspecified(by: natural) : natural
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    let style = env.foregroundStyle ?? Color.primary
    // Strokes follow the font's weight and size, not the image scale; a resizable image
    // stretches them with its frame.
    let stretch =
      natural.width > 0 && natural.height > 0
      ? min(frame.width / natural.width, frame.height / natural.height) : 1
    var pen = SymbolPen(
      frame: frame, stem: font.weight.symbolStem * font.size * stretch,
      weightScale: font.weight.symbolWeightScale,
      primary: style.paint(in: frame, scheme: env.colorScheme),
      resizable: content.options.resizable, secondary: env.symbolSecondaryPaint(in: frame))
    if env.symbolRenderingMode == .multicolor {
      pen.multicolorBadge = (
        Color.green.paint(in: frame, scheme: env.colorScheme),
        Color.white.paint(in: frame, scheme: env.colorScheme)
      )
    }
    let start = out.items.count
    out.items += art.drawing(pen)
    if out.mayBeRightToLeft && !turnsWithText { out.keepUpright(from: start, in: frame, env) }
    var element = SemanticElement(
      id: id, role: .image, label: art.isPlaceholder ? "Placeholder for symbol \(name)" : nil,
      frame: frame, hitFrame: nil, text: nil,
      foreground: style.representativeColor(env.colorScheme), background: out.background,
      actions: [],
      zOrder: out.elements.count, hiddenFromAccessibility: false)
    if art.isPlaceholder { element.traits = [.isPlaceholder] }
    out.elements.append(element)
  }
}

extension FixtureView {
  /// `{"image": "star.fill"}`, one of the symbols Popshot draws; `"resizable": true` beside it.
  static let image = FixtureView("image") { v, resizable in
    let name = try v.string()
    guard Symbol(name: name).isKnown else {
      throw v.fail(Symbol.unknown(name, nearest: v.nearest(to: name, in: Symbol.known)))
    }
    return resizable
      ? AnyView(Image(systemName: name).resizable()) : AnyView(Image(systemName: name))
  }
}
