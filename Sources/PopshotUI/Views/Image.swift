import PopshotGraphics
import PopshotText

/// What an Image shows.
struct ImageContent: LeafContent {
  var symbol: Symbol
  var resizable: Bool
  var kind: String { "image" }
  func makeLayout(_ c: BuildContext) -> LayoutNode {
    ImageNode(self, id: c.id, env: c.environment)
  }
}

/// An SF Symbol-like image (`Image(systemName:)`), drawn from Popshot's own vector paths.
public struct Image: PrimitiveView {
  var content: ImageContent
  /// One of the symbols Popshot draws (see `Symbol`); an unknown name draws a placeholder box
  /// with a question mark, marked `isPlaceholder` in the semantics, and `Symbol.isKnown` is false.
  public init(systemName: String) {
    content = ImageContent(symbol: Symbol(name: systemName), resizable: false)
  }
  /// Lets the image stretch to the space it is offered instead of taking its font-based size.
  public func resizable() -> Image {
    var i = self
    i.content.resizable = true
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
  /// The font's weight and point size.
  let font: ResolvedFont
  /// The symbol's size at the font's point size and the image scale.
  let natural: Size

  init(_ content: ImageContent, id: String, env: EnvironmentValues) {
    self.content = content
    self.id = id
    self.env = env
    name = env.symbolVariants.name(for: content.symbol.name) { Symbol(name: $0).isKnown }
    art = Symbol(name: name).art
    var font = (env.font ?? .body).resolved(env.dynamicTypeSize)
    if let w = env.fontWeight { font.weight = w }
    self.font = font
    let em = font.size * env.imageScale.factor
    natural = Size(width: art.width * em, height: art.height * em)
  }

  override func measure(_ p: ProposedSize) -> Size {
    content.resizable ? p.replacingUnspecified(by: natural) : natural
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    let style = env.foregroundStyle ?? Color.primary
    // Strokes follow the font's weight and size, not the image scale; a resizable image
    // stretches them with its frame.
    let stretch =
      natural.width > 0 && natural.height > 0
      ? min(frame.width / natural.width, frame.height / natural.height) : 1
    let pen = SymbolPen(
      frame: frame, stem: font.weight.symbolStem * font.size * stretch,
      weightScale: font.weight.symbolWeightScale,
      primary: style.paint(in: frame, scheme: env.colorScheme),
      secondary: env.symbolSecondaryPaint(in: frame))
    out.items += art.drawing(pen)
    var element = SemanticElement(
      id: id, role: .image, label: art.isPlaceholder ? "Placeholder for symbol \(name)" : nil,
      frame: frame, hitFrame: nil, text: nil,
      foreground: style.representativeColor(env.colorScheme), background: out.background,
      actions: [],
      zOrder: out.elements.count, hiddenFromAccessibility: false)
    if art.isPlaceholder { element.traits = ["isPlaceholder"] }
    out.elements.append(element)
  }
}

extension FixtureView {
  /// `{"image": "star.fill"}`, one of the symbols Popshot draws; `"resizable": true` beside it.
  static let image = FixtureView("image") { v, resizable in
    let name = try v.string()
    guard Symbol(name: name).isKnown else {
      throw v.fail(
        "unknown symbol \"\(name)\"\(v.nearest(to: name, in: Symbol.known)); Popshot draws "
          + Symbol.known.joined(separator: ", "))
    }
    return resizable
      ? AnyView(Image(systemName: name).resizable()) : AnyView(Image(systemName: name))
  }
}
