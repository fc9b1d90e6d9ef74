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
  /// and is reported by `Symbol.isKnown`.
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

/// Child sizing: none. Preferred size: the symbol's size at the font's point size; a resizable
/// image takes the proposal (nil: that natural size).
final class ImageNode: LayoutNode {
  let content: ImageContent, id: String, env: EnvironmentValues
  /// The symbol's drawing, looked up once.
  let art: SymbolArt
  /// The symbol's size at the font's point size.
  let natural: Size

  init(_ content: ImageContent, id: String, env: EnvironmentValues) {
    self.content = content
    self.id = id
    self.env = env
    art = content.symbol.art
    let pointSize = (env.font ?? .body).resolved(env.dynamicTypeSize).size
    natural = Size(width: art.width * pointSize, height: art.height * pointSize)
  }

  override func measure(_ p: ProposedSize) -> Size {
    content.resizable ? p.replacingUnspecified(by: natural) : natural
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    let style = env.foregroundStyle ?? Color.primary
    out.items += art.drawing(in: frame, paint: style.paint(in: frame, scheme: env.colorScheme))
    out.elements.append(
      SemanticElement(
        id: id, role: .image, label: nil, frame: frame, hitFrame: nil, text: nil,
        foreground: style.representativeColor(env.colorScheme), background: out.background,
        actions: [],
        zOrder: out.elements.count, hiddenFromAccessibility: false))
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
