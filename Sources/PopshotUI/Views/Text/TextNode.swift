// A text reduced and laid out: its spans resolved in their environments, shaped once, and
// shrunk when `minimumScaleFactor` lets it and it does not fit.
import PopshotGraphics
import PopshotText

/// A text, reduced: a plain string (no storage), or spans with their styles.
struct TextContent: LeafContent {
  let string: String
  let storage: Text.Storage?
  var kind: String { "text" }
  func makeLayout(_ c: BuildContext) -> LayoutNode {
    let env = c.environment
    guard let storage else {
      return TextNode([Resolved(env.textCase.apply(string), env)], id: c.id, env: env)
    }
    let spans = storage.spans.map { span in
      var e = env
      for s in span.styles { s.changeEnvironment(&e) }
      return Resolved(e.textCase.apply(span.string), e)
    }
    return TextNode(spans, id: c.id, env: env)
  }

  /// A span's string and what its environment says about drawing it.
  struct Resolved {
    var string: String
    var font: ResolvedFont
    var style: any ShapeStyle
    var underline: TextDecoration?
    var strikethrough: TextDecoration?
    init(_ string: String, _ env: EnvironmentValues) {
      self.string = string
      font = TextNode.font(env)
      style = env.foregroundStyle ?? Color.primary
      underline = env.underline
      strikethrough = env.strikethrough
    }
  }
}

/// Child sizing: none. Preferred size: the text wrapped to the proposed width (nil: one line per
/// paragraph), as many lines as the proposed height holds (at least one) within the line limit;
/// with a minimum scale factor, the largest size down to it at which the text fits.
final class TextNode: LayoutNode {
  let string: String, id: String, env: EnvironmentValues
  let spans: [TextContent.Resolved]
  let font: ResolvedFont
  let shaped: ShapedText?
  let error: FontError?
  /// The environment's text settings, read once: a text is measured many times a layout, and
  /// each is a keyed lookup.
  let lineLimit: Int?, lineSpacing: Double, minimumScaleFactor: Double
  let truncationMode: Text.TruncationMode
  /// Shaped texts at reduced sizes, by scale.
  private var scaled: [Double: ShapedText] = [:]

  /// The font the environment asks for.
  static func font(_ env: EnvironmentValues) -> ResolvedFont {
    var f = (env.font ?? .body).resolved(env.dynamicTypeSize)
    if let w = env.fontWeight { f.weight = w }
    if env.legibilityWeight == .bold { f.weight = f.weight.withBoldText }
    if let d = env.fontDesign, f.userFace == nil {
      f.design = d
      if !SystemFontMetrics.applies(to: d) { f.lineGap = nil }
    }
    if !env.textStyleLeading { f.lineGap = nil }
    if let w = env.fontWidth { f.width = w }
    if env.textItalic { f.italic = true }
    if env.textMonospacedDigit { f.monospacedDigit = true }
    f.extraTracking = env.kerning + env.textTracking
    return f
  }

  init(_ spans: [TextContent.Resolved], id: String, env: EnvironmentValues) {
    self.spans = spans
    self.string = spans.count == 1 ? spans[0].string : spans.map(\.string).joined()
    self.id = id
    self.env = env
    lineLimit = env.lineLimit
    minimumScaleFactor = env.minimumScaleFactor
    truncationMode = env.truncationMode
    font = TextNode.font(env)
    // A text style's leading puts its gap between lines, on top of `.lineSpacing`.
    lineSpacing = env.lineSpacing + (font.lineGap ?? 0)
    do {
      shaped = try TextNode.shape(spans, font: font, scale: 1, env.typesetter)
      error = nil
    } catch {
      shaped = nil
      self.error = error
    }
  }

  static func shape(
    _ spans: [TextContent.Resolved], font: ResolvedFont, scale k: Double, _ t: Typesetter
  ) throws(FontError) -> ShapedText {
    func scaled(_ f: ResolvedFont) -> ResolvedFont {
      guard k != 1 else { return f }
      var s = f
      s.size *= k
      s.lineHeight = f.lineHeight.map { $0 * k }
      return s
    }
    if spans.count == 1 && spans[0].font == font {
      return try t.shape(spans[0].string, font: scaled(font))
    }
    return try t.shape(spans.map { TextSpan($0.string, font: scaled($0.font)) }, font: scaled(font))
  }

  /// A text's baselines: its first line's and its last line's at this size.
  override func explicitAlignment(_ key: AlignmentKey, _ size: Size) -> Double? {
    guard key.isBaseline, let lines = layout(ProposedSize(size))?.lines, let first = lines.first
    else { return nil }
    return key == VerticalAlignment.firstTextBaseline.key ? first.baseline : lines.last!.baseline
  }

  /// A text's edges space it from its neighbours by its font's line metrics (EdgeSpacing). The
  /// cap height is SF Pro's for every design (the faces here do not all carry one). Helvetica's
  /// leading above its ascender is not part of them (OpenSwiftUI's text spacing takes the
  /// ascender and descender alone).
  override var verticalSpacing: (top: EdgeSpacing, bottom: EdgeSpacing) { edges }
  private lazy var edges: (top: EdgeSpacing, bottom: EdgeSpacing) = {
    guard let shaped else { return (.view, .view) }
    let above = shaped.leadingAbove
    return EdgeSpacing.text(
      ascent: shaped.ascent - above, descent: shaped.descent, lineHeight: shaped.lineHeight - above,
      capHeight: SystemFontMetrics.capHeight * font.size, pixel: 1 / max(1, env.displayScale))
  }()

  func lineLimit(forHeight h: Double?, _ shaped: ShapedText) -> Int? {
    guard let h, h.isFinite else { return lineLimit }
    let s = lineSpacing
    let fit = max(1, Int(min((h + s) / (shaped.lineHeight + s) + 1e-9, 1e9).rounded(.down)))
    return min(lineLimit ?? Int.max, fit)
  }

  /// The text at the size it is drawn at for a proposal: its own, or smaller down to the minimum
  /// scale factor when it would otherwise be truncated.
  func fitted(_ p: ProposedSize) -> ShapedText? {
    guard let shaped, minimumScaleFactor < 1, let w = p.width else { return shaped }
    // It fits when its lines at this width are within the limit and no word is cut.
    func fits(_ s: ShapedText) -> Bool {
      s.lineCount(width: w) <= (lineLimit(forHeight: p.height, s) ?? Int.max)
        && !s.breaksWords(width: w)
    }
    if fits(shaped) { return shaped }
    // Bisection over the scale, in steps fine enough for a still (1/64 of the range).
    var lo = max(minimumScaleFactor, 0.01)
    var hi = 1.0
    guard let smallest = at(lo), fits(smallest) else { return at(lo) }
    for _ in 0..<6 {
      let mid = (lo + hi) / 2
      if let s = at(mid), fits(s) { lo = mid } else { hi = mid }
    }
    return at(lo)
  }

  private func at(_ k: Double) -> ShapedText? {
    if let s = scaled[k] { return s }
    let s = try? TextNode.shape(spans, font: font, scale: k, env.typesetter)
    scaled[k] = s
    return s
  }

  func layout(_ p: ProposedSize) -> TextLayout? {
    if minimumScaleFactor >= 1 {
      guard shaped != nil else { return nil }
      return shaped!.layout(
        width: p.width, lineLimit: lineLimit(forHeight: p.height, shaped!),
        alignment: env.multilineTextAlignment, lineSpacing: lineSpacing,
        truncationMode: truncationMode)
    }
    guard let s = fitted(p) else { return nil }
    return s.layout(
      width: p.width, lineLimit: lineLimit(forHeight: p.height, s),
      alignment: env.multilineTextAlignment, lineSpacing: lineSpacing,
      truncationMode: truncationMode)
  }

  /// The text's size for a proposal, its width and height rounded up to the display's pixels:
  /// on iOS a text's laid-out size is whole device pixels (SF Pro's 16 pt line, 19.09 pt, is
  /// 19.33 at 3x; docs/platform.md, "Line boxes").
  override func measure(_ p: ProposedSize) -> Size {
    // Without a minimum scale factor the text is measured where it is stored, not copied out
    // of `fitted` first (a shaped text is a dozen references to retain and release).
    if minimumScaleFactor >= 1 {
      guard shaped != nil else { return .zero }
      return onPixels(
        shaped!.measure(
          width: p.width, lineLimit: lineLimit(forHeight: p.height, shaped!),
          lineSpacing: lineSpacing, truncationMode: truncationMode))
    }
    guard let s = fitted(p) else { return .zero }
    return onPixels(
      s.measure(
        width: p.width, lineLimit: lineLimit(forHeight: p.height, s), lineSpacing: lineSpacing,
        truncationMode: truncationMode))
  }

  /// A size rounded up to the pixel grid of the display's scale (`roundUpToPixel`).
  private func onPixels(_ s: Size) -> Size {
    let k = max(1, env.displayScale)
    return Size(
      width: roundUpToPixel(s.width, scale: k), height: roundUpToPixel(s.height, scale: k))
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    if let error, out.firstError == nil { out.firstError = error }
    let p = ProposedSize(width: frame.width, height: frame.height)
    guard let layout = layout(p) else { return }
    // What the audit reads as the text's colour: its first span's (the only one, mostly).
    let style = spans.first?.style ?? env.foregroundStyle ?? Color.primary
    let scheme = env.colorScheme
    if spans.count == 1 && spans[0].underline == nil && spans[0].strikethrough == nil
      && !(out.mayBeRightToLeft && env.layoutDirection == .rightToLeft)
    {
      // The common case, without an array of paints.
      out.items += layout.displayItems(
        at: frame.origin, paint: spans[0].style.paint(in: frame, scheme: scheme), elementID: id)
      return placeElement(frame, layout, style, &out)
    }
    let paints = spans.map { $0.style.paint(in: frame, scheme: scheme) }
    if out.mayBeRightToLeft, env.layoutDirection == .rightToLeft {
      // Each line kept upright in its own box, so that mirrored it reads as written and the
      // leading lines of a paragraph end on the right.
      for line in layout.lines {
        let start = out.items.count
        out.items += layout.displayItems(
          of: line, at: frame.origin, paints: { paints[$0] }, elementID: id)
        let box = Rect(
          x: frame.minX + line.x, y: frame.minY, width: line.width, height: frame.height)
        out.keepUpright(from: start, in: box, env)
      }
    } else {
      out.items += layout.displayItems(at: frame.origin, paints: { paints[$0] }, elementID: id)
    }
    if spans.contains(where: { $0.underline != nil || $0.strikethrough != nil }) {
      out.items += TextDecoration.items(layout, spans, frame: frame, scheme: scheme)
    }
    placeElement(frame, layout, style, &out)
  }

  /// The text's element: its string, font, lines and colour for the audit.
  private func placeElement(
    _ frame: Rect, _ layout: TextLayout, _ style: any ShapeStyle, _ out: inout Output
  ) {
    let p = ProposedSize(width: frame.width, height: frame.height)
    let scheme = env.colorScheme
    // The height the text wants at this width, to tell clipped text from text that fits.
    let wanted =
      (minimumScaleFactor >= 1 ? shaped : fitted(p))?.measure(
        width: frame.width, lineLimit: lineLimit, lineSpacing: lineSpacing
      )
      .height ?? 0
    let info = TextInfo(
      string: string, size: layout.font.size, weight: font.weight,
      scalesWithDynamicType: font.scalesWithDynamicType,
      textStyle: font.textStyle, lineCount: layout.lines.count, truncated: layout.truncated,
      clipped: wanted > frame.height + 0.5 && !layout.truncated,
      missingCharacters: layout.missingCharacters.map { String($0) })
    out.elements.append(
      SemanticElement(
        id: id, role: .text, label: string, frame: frame, hitFrame: nil, text: info,
        foreground: style.representativeColor(scheme), background: out.background,
        actions: [],
        zOrder: out.elements.count, hiddenFromAccessibility: false))
  }
}
