import PopshotGraphics
import PopshotText

/// A string drawn in the environment's font and foreground style.
public struct Text: PrimitiveView {
  let string: String
  /// What the Text-returning modifiers set, behind a reference: a text is then three words, which
  /// an `any View` holds in place instead of boxing (a fixture can hold tens of thousands).
  private var style: Style?

  /// The text's own font, weight and colour: the modifier its node is wrapped in.
  private final class Style: Sendable, LayoutModifier {
    let font: Font?
    let weight: FontWeight?
    let color: Color?
    init(font: Font?, weight: FontWeight?, color: Color?) {
      self.font = font
      self.weight = weight
      self.color = color
    }
    var changesEnvironment: Bool { true }
    func changeEnvironment(_ environment: inout EnvironmentValues) {
      if let font { environment.font = font }
      if let weight { environment.fontWeight = weight }
      if let color { environment.foregroundStyle = color }
    }
  }

  var font: Font? { style?.font }
  var weight: FontWeight? { style?.weight }
  var color: Color? { style?.color }

  public init(_ string: String) { self.string = string }
  public init(verbatim string: String) { self.string = string }
  /// SwiftUI's Text-returning modifiers: they bind to this text only.
  public func font(_ f: Font?) -> Text {
    var t = self
    t.style = Style(font: f, weight: weight, color: color)
    return t
  }
  public func fontWeight(_ w: FontWeight?) -> Text {
    var t = self
    t.style = Style(font: font, weight: w, color: color)
    return t
  }
  public func bold() -> Text { fontWeight(.bold) }
  public func foregroundColor(_ c: Color?) -> Text {
    var t = self
    t.style = Style(font: font, weight: weight, color: c)
    return t
  }
  func makeNode() -> ViewNode {
    let n = ViewNode.leaf(TextContent(string: string))
    return style.map { .modified(n, $0) } ?? n
  }
}

/// A text, reduced.
struct TextContent: LeafContent {
  let string: String
  var kind: String { "text" }
  func makeLayout(_ c: BuildContext) -> LayoutNode {
    TextNode(c.environment.textCase.apply(string), id: c.id, env: c.environment)
  }
}

/// Child sizing: none. Preferred size: the text wrapped to the proposed width (nil: one line per
/// paragraph), as many lines as the proposed height holds (at least one) within the line limit.
final class TextNode: LayoutNode {
  let string: String, id: String, env: EnvironmentValues
  let font: ResolvedFont
  let shaped: ShapedText?
  let error: FontError?

  init(_ string: String, id: String, env: EnvironmentValues) {
    self.string = string
    self.id = id
    self.env = env
    var f = (env.font ?? .body).resolved(env.dynamicTypeSize)
    if let w = env.fontWeight { f.weight = w }
    font = f
    do {
      shaped = try env.typesetter.shape(string, font: f)
      error = nil
    } catch {
      shaped = nil
      self.error = error
    }
  }

  func lineLimit(forHeight h: Double?) -> Int? {
    guard let shaped, let h, h.isFinite else { return env.lineLimit }
    let fit = max(1, Int(min(h / shaped.lineHeight + 1e-9, 1e9).rounded(.down)))
    return min(env.lineLimit ?? Int.max, fit)
  }

  func layout(_ p: ProposedSize) -> TextLayout? {
    shaped?.layout(
      width: p.width, lineLimit: lineLimit(forHeight: p.height),
      alignment: env.multilineTextAlignment)
  }

  override func measure(_ p: ProposedSize) -> Size {
    shaped?.measure(width: p.width, lineLimit: lineLimit(forHeight: p.height)) ?? .zero
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    if let error, out.firstError == nil { out.firstError = error }
    guard let layout = layout(ProposedSize(width: frame.width, height: frame.height)) else {
      return
    }
    let style = env.foregroundStyle ?? Color.primary
    out.items += layout.displayItems(
      at: frame.origin, paint: style.paint(in: frame, scheme: env.colorScheme), elementID: id)
    // The height the text wants at this width, to tell clipped text from text that fits.
    let wanted = shaped?.measure(width: frame.width, lineLimit: env.lineLimit).height ?? 0
    let info = TextInfo(
      string: string, size: font.size, weight: font.weight,
      scalesWithDynamicType: font.scalesWithDynamicType,
      textStyle: font.textStyle, lineCount: layout.lines.count, truncated: layout.truncated,
      clipped: wanted > frame.height + 0.5 && !layout.truncated,
      missingCharacters: layout.missingCharacters.map { String($0) })
    out.elements.append(
      SemanticElement(
        id: id, role: .text, label: string, frame: frame, hitFrame: nil, text: info,
        foreground: style.representativeColor(env.colorScheme), background: out.background,
        actions: [],
        zOrder: out.elements.count, hiddenFromAccessibility: false))
  }
}

extension FixtureView {
  /// `{"text": "Hello"}`.
  static let text = FixtureView("text") { v, _ in AnyView(Text(try v.string())) }
}
