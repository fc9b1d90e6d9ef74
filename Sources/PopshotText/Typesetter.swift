// Text from string to shaped glyphs: split into paragraphs at newlines, itemized into runs by
// which face covers each character, and shaped run by run with HarfBuzz.
//
// Direction: a paragraph whose letters are all right-to-left (Hebrew, Arabic) is laid out right to
// left. Mixed left-to-right and right-to-left text in one paragraph (the Unicode bidi algorithm)
// is out of scope: such a paragraph is laid out left to right.
import Foundation
import PopshotGraphics
import Synchronization

/// Turns strings into shaped text with the catalog's fonts, keeping what it shaped: the same string
/// in the same font is shaped once however many views, variants and proposals ask for it.
public struct Typesetter: Sendable {
  public let catalog: FontCatalog
  /// Whether SF Pro's tracking table spaces the letters (Tracking.swift).
  public let tracking: Bool
  private let cache = ShapeCache()

  /// The typesetter over the standard fonts, with one cache for the whole process.
  public static let shared = Typesetter()

  public init(catalog: FontCatalog = .shared, tracking: Bool = true) {
    self.catalog = catalog
    self.tracking = tracking
  }

  /// Shapes `string` in `font` (cached). Throws when a font file is missing, naming its package.
  public func shape(_ string: String, font: ResolvedFont) throws(FontError) -> ShapedText {
    try shape([TextSpan(string, font: font)], font: font)
  }

  /// Shapes spans of text, each in its own font, as one text whose lines are as tall as its
  /// tallest font's (cached). `font` is the text's own: its ellipsis and its size for the audit.
  public func shape(_ spans: [TextSpan], font: ResolvedFont) throws(FontError) -> ShapedText {
    let key = ShapeCache.Key(spans: spans, font: font)
    if let hit = cache.get(key) { return hit }
    let made = try shapeUncached(spans, font: font)
    cache.put(key, made)
    return made
  }

  /// Shapes without looking in or filling the cache (for measuring shaping itself).
  public func shapeUncached(_ string: String, font: ResolvedFont) throws(FontError) -> ShapedText {
    try shapeUncached([TextSpan(string, font: font)], font: font)
  }

  func shapeUncached(_ spans: [TextSpan], font: ResolvedFont) throws(FontError) -> ShapedText {
    let primary = try catalog.primary(for: font)
    let fonts = spans.map(\.font)
    var primaries: [FontFace] = []
    for f in fonts { primaries.append(f == font ? primary : try catalog.primary(for: f)) }
    // Which span each scalar of the whole string belongs to; with one span, none is kept (a
    // scalar past the list's end is in span 0).
    var spanOf: [Int] = []
    for (i, span) in spans.enumerated() where spans.count > 1 {
      spanOf += [Int](repeating: i, count: span.string.unicodeScalars.count)
    }
    let string = spans.count == 1 ? spans[0].string : spans.map(\.string).joined()
    var paragraphs: [ShapedParagraph] = []
    var offset = 0
    // "\r\n" is one Character in Swift, so both separators are named.
    for line in string.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    {
      let scalars = line.unicodeScalars.map(\.value)
      let end = min(offset + scalars.count, spanOf.count)
      let spanIndex = Array(spanOf[min(offset, end)..<end])
      paragraphs.append(
        try shapeParagraph(
          scalars, offset: offset, fonts: fonts, primaries: primaries, spanOf: spanIndex))
      offset += scalars.count + 1
    }
    let ellipsis = primary.shape(
      ["…".unicodeScalars.first!.value], range: 0..<1, rightToLeft: false, language: nil)
    let k = font.size / primary.unitsPerEm
    // Lines are as tall as the tallest font of the text: one font gives its own metrics.
    var (ascent, descent, lineHeight) = Typesetter.lineMetrics(font, primary)
    for (f, face) in zip(fonts, primaries) where f != font {
      let m = Typesetter.lineMetrics(f, face)
      ascent = max(ascent, m.ascent)
      descent = max(descent, m.descent)
      lineHeight = max(lineHeight, m.lineHeight)
    }
    // Emoji make their lines as tall as Apple Color Emoji's ascent and descent, as on iOS.
    var emojiSize = 0.0
    for p in paragraphs {
      for r in p.runs where r.face.hasColorBitmaps { emojiSize = max(emojiSize, r.size) }
    }
    if emojiSize > 0 {
      let size = emojiSize
      ascent = max(ascent, AppleEmojiMetrics.ascent * size)
      descent = max(descent, AppleEmojiMetrics.descent * size)
      lineHeight = max(lineHeight, ascent + descent)
    }
    return ShapedText(
      string: string, font: font, spanFonts: fonts, paragraphs: paragraphs, primary: primary,
      ellipsis: ShapedRun(
        face: primary, range: 0..<0, glyphs: ellipsis, scale: k, span: 0, size: font.size),
      ascent: ascent, descent: descent, lineHeight: lineHeight)
  }

  /// Ascent, descent and baseline-to-baseline distance of a font in points: SF Pro's for the
  /// system designs (see SystemFontMetrics), the face's own (hhea) otherwise.
  static func lineMetrics(_ f: ResolvedFont, _ face: FontFace) -> (
    ascent: Double, descent: Double, lineHeight: Double
  ) {
    if f.usesSystemMetrics {
      let a = SystemFontMetrics.ascender * f.size
      let d = SystemFontMetrics.descender * f.size
      return (a, d, f.lineHeight ?? a + d)
    }
    // Nimbus Sans standing in for Helvetica: Helvetica's line as iOS lays it out (its leading
    // above the ascender; Nimbus Sans's own hhea, a 0.2 em gap below, put a bar title 2 pt high).
    if FontCatalog.isHelveticaStandIn(face.path) {
      let m = FontCatalog.helveticaLine
      let (a, d) = ((m.leadingAbove + m.ascender) * f.size, m.descender * f.size)
      return (a, d, f.lineHeight ?? a + d)
    }
    let k = f.size / face.unitsPerEm
    let (a, d) = (face.ascender * k, face.descender * k)
    return (a, d, f.lineHeight ?? a + d + face.lineGap * k)
  }

  private func shapeParagraph(
    _ s: [UInt32], offset: Int, fonts: [ResolvedFont], primaries: [FontFace], spanOf: [Int]
  ) throws(FontError) -> ShapedParagraph {
    let japanese = s.contains(where: LineBreaking.isKana)
    var chains: [[FontFace]] = []
    for (f, p) in zip(fonts, primaries) {
      chains.append(
        [
          p, try catalog.cjk(japanese: japanese, weight: f.weight),
          try catalog.lastResort(weight: f.weight),
        ])
    }
    // The emoji face only once its colour bitmaps are drawn (Emoji.isDrawn): until then an emoji
    // stays a missing-glyph box that the layout reports, rather than a blank.
    let emoji =
      Emoji.isDrawn && s.contains(where: Emoji.mayStartEmoji) ? try? catalog.emoji() : nil
    let rtl = Typesetter.isRightToLeft(s)
    // Itemize: each scalar takes the first face that covers it; spaces and marks stay with the run
    // before them when it covers them, so a word's spaces do not split runs. Spans split runs.
    // Emoji (Emoji.swift) take the emoji face, which keeps the joiners and modifiers after them.
    var runs: [(face: FontFace, range: Range<Int>, span: Int)] = []
    var missing: [Unicode.Scalar] = []
    let emojiScalars = emoji.map { _ in Emoji.presentation(s) } ?? []
    for (i, v) in s.enumerated() {
      let scalar = Unicode.Scalar(v) ?? "\u{FFFD}"
      let span = i < spanOf.count ? spanOf[i] : 0
      if let last = runs.last, last.span == span, Typesetter.inherits(scalar),
        last.face === emoji
          ? scalar.properties.generalCategory != .spaceSeparator
          : last.face.glyph(for: scalar) != nil
      {
        runs[runs.count - 1].range = last.range.lowerBound..<(i + 1)
        continue
      }
      let chain = chains[span]
      var face: FontFace?
      if let emoji, emojiScalars[i], emoji.glyph(for: scalar) != nil { face = emoji }
      if face == nil { face = chain.first { $0.glyph(for: scalar) != nil } }
      if face == nil {
        missing.append(scalar)
        face = chain.last
      }
      if let last = runs.last, last.face === face!, last.span == span {
        runs[runs.count - 1].range = last.range.lowerBound..<(i + 1)
      } else {
        runs.append((face!, i..<(i + 1), span))
      }
    }
    let shaped = runs.map { run in
      let font = fonts[run.span]
      let scale = font.size / run.face.unitsPerEm
      var glyphs = run.face.shape(
        s, range: run.range, rightToLeft: rtl, language: japanese ? "ja" : nil,
        tabularFigures: font.monospacedDigit)
      if font.design == .default, font.userFace == nil {
        blendInterCuts(&glyphs, s, run: (run.face, run.range), font: font, rtl: rtl)
        if font.weight == .black, run.face.path.hasPrefix(catalog.files.interDirectory + "/Inter") {
          for i in glyphs.indices { glyphs[i].advance *= FontCatalog.interBlackWidth }
        }
      }
      // Tracking widens (or narrows) every spacing glyph's advance, as Core Text's tracking
      // does, so line breaking and drawing both see it; combining marks keep their zero.
      // SF Pro's table applies to the system design only (Tracking.swift).
      let sf =
        tracking && font.design == .default && font.userFace == nil
        ? Tracking.sfPro(size: font.size) : 0
      let trackingPoints = sf + font.extraTracking
      if trackingPoints != 0 {
        let units = trackingPoints / scale
        for i in glyphs.indices where glyphs[i].advance != 0 { glyphs[i].advance += units }
      }
      // An emoji is as wide as iOS sets it (1.45 em), not Noto's 1.245 em.
      if run.face.hasColorBitmaps {
        let em = run.face.unitsPerEm * AppleEmojiMetrics.advance
        for i in glyphs.indices where glyphs[i].advance != 0 { glyphs[i].advance = em }
      }
      return ShapedRun(
        face: run.face, range: run.range, glyphs: glyphs, scale: scale, span: run.span,
        size: font.size)
    }
    // Width of each cluster, on the scalar that starts it (0 inside a cluster).
    var advances = [Double](repeating: 0, count: s.count)
    var clusterStart = [Bool](repeating: false, count: s.count)
    for run in shaped {
      for g in run.glyphs where g.cluster < s.count {
        advances[g.cluster] += g.advance * run.scale
        clusterStart[g.cluster] = true
      }
    }
    return ShapedParagraph(
      scalars: s, offset: offset, rightToLeft: rtl, runs: shaped, advances: advances,
      clusterStart: clusterStart, breaks: LineBreaking.opportunities(s), missing: missing)
  }

  /// Inter standing in for SF Pro between 17 and 28 pt: SF Pro's optical size lies between its
  /// Text and Display designs there, so each glyph's advance is Inter's and Inter Display's
  /// blended (`FontCatalog.interOpticalBlend`); the outlines stay the nearer cut's. When the two
  /// cuts shape the run into different glyphs (a ligature in one), the run keeps its own.
  private func blendInterCuts(
    _ glyphs: inout [ShapedGlyph], _ s: [UInt32], run: (face: FontFace, range: Range<Int>),
    font: ResolvedFont, rtl: Bool
  ) {
    let w = FontCatalog.interOpticalBlend(size: font.size, weight: font.weight)
    guard w > 0, w < 1, run.face.path.hasPrefix(catalog.files.interDirectory + "/Inter")
    else { return }
    let display = run.face.path.contains("/InterDisplay-")
    guard
      let other = try? catalog.inter(display: !display, weight: font.weight, italic: font.italic)
    else { return }
    let theirs = other.shape(
      s, range: run.range, rightToLeft: rtl, language: nil, tabularFigures: font.monospacedDigit)
    guard theirs.count == glyphs.count,
      zip(theirs, glyphs).allSatisfy({ $0.cluster == $1.cluster })
    else { return }
    // The share of this cut's advance, and the other's advance in this cut's units.
    let mine = display ? 1 - w : w
    let units = run.face.unitsPerEm / other.unitsPerEm
    for i in glyphs.indices {
      glyphs[i].advance = mine * glyphs[i].advance + (1 - mine) * theirs[i].advance * units
    }
  }

  /// Spaces, joiners, variation selectors and combining marks.
  static func inherits(_ s: Unicode.Scalar) -> Bool {
    switch s.properties.generalCategory {
    case .spaceSeparator, .nonspacingMark, .enclosingMark, .spacingMark, .format, .control:
      return true
    default: return false
    }
  }

  static func isRightToLeftLetter(_ v: UInt32) -> Bool {
    (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
  }

  /// True when the paragraph has right-to-left letters and no left-to-right ones.
  static func isRightToLeft(_ s: [UInt32]) -> Bool {
    var rtl = false
    for v in s {
      if isRightToLeftLetter(v) {
        rtl = true
      } else if LineBreaking.isLetter(v) || LineBreaking.isCJK(v) {
        return false
      }
    }
    return rtl
  }
}

/// A stretch of text in one font (a bold word, a run of Markdown code).
public struct TextSpan: Hashable, Sendable {
  public var string: String
  public var font: ResolvedFont
  public init(_ string: String, font: ResolvedFont) {
    self.string = string
    self.font = font
  }
}

/// Glyphs of one face over a range of a paragraph's scalars.
struct ShapedRun: @unchecked Sendable {
  let face: FontFace
  let range: Range<Int>
  /// In visual order (reversed for right-to-left runs), advances in font units.
  let glyphs: [ShapedGlyph]
  /// Points per font unit.
  let scale: Double
  /// The span (TextSpan) the run belongs to, and its font's size in points.
  let span: Int
  let size: Double
}

/// One paragraph (the text between newlines), shaped.
struct ShapedParagraph: @unchecked Sendable {
  let scalars: [UInt32]
  /// Index of the paragraph's first scalar in the whole string.
  let offset: Int
  let rightToLeft: Bool
  let runs: [ShapedRun]
  let advances: [Double]
  let clusterStart: [Bool]
  let breaks: [Bool]
  let missing: [Unicode.Scalar]
}

/// A string shaped in one font, ready to be laid out at any width.
public struct ShapedText: @unchecked Sendable {
  public let string: String
  public let font: ResolvedFont
  /// The font of each span.
  public let spanFonts: [ResolvedFont]
  let paragraphs: [ShapedParagraph]
  let primary: FontFace
  let ellipsis: ShapedRun
  /// The primary face's ascent and descent at this size, in points.
  public let ascent: Double, descent: Double
  /// The leading the primary face's line keeps above its ascender, which a stack's text spacing
  /// leaves out (`ascent` includes it): Helvetica's 0.2 em as iOS lays it out, 0 for any other
  /// face.
  public var leadingAbove: Double {
    FontCatalog.isHelveticaStandIn(primary.path)
      ? FontCatalog.helveticaLine.leadingAbove * font.size : 0
  }
  /// The distance between baselines: the text style's leading, or the face's line metrics.
  public let lineHeight: Double
  /// The size at the zero proposal, worked out once: stacks ask every text for it, and the
  /// narrowest layout puts a line per character.
  let narrowest = Memo<Size>()
  /// The size with no width limit (a line per paragraph), worked out once likewise.
  let unwrapped = Memo<Size>()

  /// Characters no face covers (drawn as a missing-glyph box).
  public var missingCharacters: [Unicode.Scalar] { paragraphs.flatMap(\.missing) }
  /// The faces the text uses, for fingerprints.
  public var faces: [FontFace] {
    var seen: [FontFace] = []
    for f in [primary] + paragraphs.flatMap({ $0.runs.map(\.face) })
    where !seen.contains(where: { $0 === f }) { seen.append(f) }
    return seen
  }
}

/// A value worked out once, on first use, and shared by every copy of its owner.
final class Memo<Value: Sendable>: Sendable {
  private let value = Mutex<Value?>(nil)
  func get(_ make: () -> Value) -> Value {
    value.withLock { value in
      if let value { return value }
      let made = make()
      value = made
      return made
    }
  }
}

/// Shaped strings by string and font, safe to share between threads.
final class ShapeCache: Sendable {
  struct Key: Hashable {
    var spans: [TextSpan]
    var font: ResolvedFont
  }
  /// Past this many strings the cache starts afresh.
  static let capacity = 20_000
  private let entries = Mutex<[Key: ShapedText]>([:])

  func get(_ key: Key) -> ShapedText? { entries.withLock { $0[key] } }

  func put(_ key: Key, _ value: ShapedText) {
    entries.withLock { entries in
      if entries.count >= ShapeCache.capacity { entries.removeAll(keepingCapacity: true) }
      entries[key] = value
    }
  }
}
