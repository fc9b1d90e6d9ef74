// Lines from shaped text: greedy wrapping at the break opportunities of LineBreaking, a line
// limit with a trailing "…", alignment, and baselines.
//
// Sizes follow SwiftUI's Text: proposed width nil (ideal) lays each paragraph on one line;
// a proposed width wraps to it, and the text is as wide as its widest line; 0 (minimum) wraps at
// every opportunity but never inside a word, so the text is as wide as its widest word (a width
// between 0 and that does break inside words, as SwiftUI does when squeezed). Height is lines ×
// line height.
import PopshotGraphics

/// How lines sit inside the text's width (SwiftUI's multilineTextAlignment).
public enum TextAlignment: String, CaseIterable, Sendable, Codable {
  case leading, center, trailing
}

/// A laid-out text: lines of positioned glyphs, and what layout and the audit need to know.
public struct TextLayout: @unchecked Sendable {
  /// One line of text.
  public struct Line: Sendable {
    /// Indices of the line's Unicode scalars in the whole string.
    public var range: Range<Int>
    /// The line's width without trailing spaces, in points.
    public var width: Double
    /// The line's left edge inside the text's frame (alignment), in points.
    public var x: Double
    /// The baseline's distance from the top of the text's frame, in points.
    public var baseline: Double
    var runs: [PlacedRun]
  }

  struct PlacedRun {
    var face: FontFace
    var glyphs: [UInt32]
    /// Baseline origins relative to the text frame's top-left corner, in points.
    var positions: [Point]
  }

  public let size: Size
  public let lines: [Line]
  public let font: ResolvedFont
  /// True when a line limit cut the text (the last line ends in "…").
  public let truncated: Bool
  /// Characters no font covers; drawn as a missing-glyph box.
  public let missingCharacters: [Unicode.Scalar]

  /// The glyph runs of the text with its frame's top-left corner at `origin`.
  public func displayItems(at origin: Point, paint: Paint, elementID: String? = nil)
    -> [DisplayItem]
  {
    lines.flatMap { line in
      line.runs.map { run in
        .glyphRun(
          GlyphRun(
            source: run.face, size: font.size, glyphs: run.glyphs,
            positions: run.positions.map { Point(x: $0.x + origin.x, y: $0.y + origin.y) },
            paint: paint, elementID: elementID))
      }
    }
  }
}

extension ShapedText {
  /// The size the text takes for a proposed width (nil: ideal, one line per paragraph): the same
  /// lines as `layout`, without placing glyphs.
  public func measure(width: Double?, lineLimit: Int? = nil) -> Size {
    if let width, width <= 0, lineLimit == nil {
      return narrowest.get { measureLines(maxWidth: 0, lineLimit: nil) }
    }
    return measureLines(maxWidth: resolvedWidth(width), lineLimit: lineLimit)
  }

  func measureLines(maxWidth: Double, lineLimit: Int?) -> Size {
    let (ranges, truncated) = lineRanges(maxWidth: maxWidth, lineLimit: lineLimit)
    var widest = 0.0
    for (i, entry) in ranges.enumerated() {
      let para = paragraphs[entry.paragraph]
      if truncated && i == ranges.count - 1 {
        let end = truncationEnd(para, from: entry.range.lowerBound, maxWidth: maxWidth)
        widest = max(widest, trimmedWidth(para, entry.range.lowerBound..<end) + ellipsisWidth)
      } else {
        widest = max(widest, trimmedWidth(para, entry.range))
      }
    }
    return Size(width: widest, height: Double(ranges.count) * lineHeight)
  }

  /// How much wider than the proposal a line may be and still fit: a width measured and handed
  /// back through a layout (a padding added and taken off again) can come back a few ulps short.
  static let widthTolerance = 1e-6

  /// Zero is the minimum proposal ("the view responds with its minimum size", Apple's
  /// ProposedViewSize): the narrowest layout, which breaks inside words where it must, as a line
  /// too narrow for a word does. A stack then sees text as able to shrink below its widest word,
  /// as it does at any other narrow proposal, and gives the rigid views beside it their room first.
  func resolvedWidth(_ width: Double?) -> Double {
    width.map { max($0, 0) } ?? .infinity
  }

  var ellipsisWidth: Double { ellipsis.glyphs.reduce(0) { $0 + $1.advance } * ellipsis.scale }

  /// The lines of every paragraph, cut to the line limit.
  func lineRanges(maxWidth: Double, lineLimit: Int?) -> (
    ranges: [(paragraph: Int, range: Range<Int>)], truncated: Bool
  ) {
    var ranges: [(paragraph: Int, range: Range<Int>)] = []
    for (p, para) in paragraphs.enumerated() {
      for r in breakLines(para, maxWidth: maxWidth) { ranges.append((p, r)) }
    }
    if let limit = lineLimit, limit > 0, ranges.count > limit {
      return (Array(ranges.prefix(limit)), true)
    }
    return (ranges, false)
  }

  /// Like UILabel's tail truncation: where the rest of the paragraph from `start` is cut so that
  /// it and "…" fit, between characters (always keeping one cluster).
  func truncationEnd(_ para: ShapedParagraph, from start: Int, maxWidth: Double) -> Int {
    var end = para.scalars.count
    while end > start + 1
      && trimmedWidth(para, start..<end) + ellipsisWidth > maxWidth + ShapedText.widthTolerance
    {
      end -= 1
      while end > start + 1 && !para.clusterStart[end] { end -= 1 }
    }
    return end
  }

  /// Lays the text out for a proposed width.
  public func layout(width: Double?, lineLimit: Int? = nil, alignment: TextAlignment = .leading)
    -> TextLayout
  {
    let maxWidth = resolvedWidth(width)
    let (ranges, truncated) = lineRanges(maxWidth: maxWidth, lineLimit: lineLimit)
    var lines: [TextLayout.Line] = []
    for (i, entry) in ranges.enumerated() {
      let para = paragraphs[entry.paragraph]
      var range = entry.range
      let last = truncated && i == ranges.count - 1
      if last {
        range = range.lowerBound..<truncationEnd(para, from: range.lowerBound, maxWidth: maxWidth)
      }
      let top = Double(i) * lineHeight
      let baseline = top + (lineHeight - ascent - descent) / 2 + ascent
      var runs = place(para, range: range, baseline: baseline)
      var width = trimmedWidth(para, range)
      if last {
        // The ellipsis ends the line in reading order: on the right of left-to-right text, on the
        // left of right-to-left text (whose glyphs then move right to make room).
        let rtl = para.rightToLeft
        if rtl {
          for r in runs.indices {
            runs[r].positions = runs[r].positions.map { Point(x: $0.x + ellipsisWidth, y: $0.y) }
          }
        }
        var glyphs: [UInt32] = []
        var positions: [Point] = []
        var x = rtl ? 0 : width
        for g in ellipsis.glyphs {
          glyphs.append(g.glyph)
          positions.append(
            Point(x: x + g.offsetX * ellipsis.scale, y: baseline - g.offsetY * ellipsis.scale))
          x += g.advance * ellipsis.scale
        }
        runs.append(TextLayout.PlacedRun(face: ellipsis.face, glyphs: glyphs, positions: positions))
        width += ellipsisWidth
      }
      lines.append(
        TextLayout.Line(
          range: (range.lowerBound + para.offset)..<(range.upperBound + para.offset),
          width: width, x: 0, baseline: baseline, runs: runs))
    }
    let textWidth = lines.reduce(0) { max($0, $1.width) }
    let rtl = paragraphs.first?.rightToLeft ?? false
    for i in lines.indices {
      let slack = textWidth - lines[i].width
      let dx: Double
      switch alignment {
      case .leading: dx = rtl ? slack : 0
      case .center: dx = slack / 2
      case .trailing: dx = rtl ? 0 : slack
      }
      lines[i].x = dx
      for r in lines[i].runs.indices {
        lines[i].runs[r].positions = lines[i].runs[r].positions.map { Point(x: $0.x + dx, y: $0.y) }
      }
    }
    return TextLayout(
      size: Size(width: textWidth, height: Double(lines.count) * lineHeight), lines: lines,
      font: font,
      truncated: truncated, missingCharacters: missingCharacters)
  }

  /// The widest run of text between two break opportunities (trailing spaces excluded).
  var widestWord: Double {
    var widest = 0.0
    for p in paragraphs {
      var start = 0
      for i in 0...p.scalars.count where i == p.scalars.count || (i > 0 && p.breaks[i]) {
        widest = max(widest, trimmedWidth(p, start..<i))
        start = i
      }
    }
    return widest
  }

  /// Greedy line breaking of one paragraph.
  func breakLines(_ p: ShapedParagraph, maxWidth: Double) -> [Range<Int>] {
    let n = p.scalars.count
    if n == 0 { return [0..<0] }
    var lines: [Range<Int>] = []
    var start = 0
    while start < n {
      var width = 0.0
      var lastBreak: Int? = nil
      var end = n
      var i = start
      while i < n {
        if i > start && p.breaks[i] { lastBreak = i }
        let w = p.advances[i]
        if !LineBreaking.isSpace(p.scalars[i]) && p.clusterStart[i] && i > start
          && width + w > maxWidth + ShapedText.widthTolerance
        {
          if let b = lastBreak, b > start {
            end = b
          } else {
            end = i  // a word wider than the line breaks between characters
          }
          break
        }
        width += w
        i += 1
      }
      lines.append(start..<end)
      start = end
    }
    return lines
  }

  /// The width of a range of a paragraph without its trailing spaces.
  func trimmedWidth(_ p: ShapedParagraph, _ r: Range<Int>) -> Double {
    var end = r.upperBound
    while end > r.lowerBound && LineBreaking.isSpace(p.scalars[end - 1]) { end -= 1 }
    var w = 0.0
    for i in r.lowerBound..<end { w += p.advances[i] }
    return w
  }

  /// Positions the glyphs of a line, left to right from x = 0.
  func place(_ p: ShapedParagraph, range: Range<Int>, baseline: Double) -> [TextLayout.PlacedRun] {
    var trimmedEnd = range.upperBound
    while trimmedEnd > range.lowerBound && LineBreaking.isSpace(p.scalars[trimmedEnd - 1]) {
      trimmedEnd -= 1
    }
    let visible = range.lowerBound..<trimmedEnd
    var out: [TextLayout.PlacedRun] = []
    var x = 0.0
    let runs = p.rightToLeft ? p.runs.reversed() : p.runs
    for run in runs where run.range.overlaps(visible) {
      var glyphs: [UInt32] = []
      var positions: [Point] = []
      // A run's clusters are monotonic (rising left to right, falling right to left), so the
      // line's glyphs are one stretch of it: found by bisection, a line costs its own length,
      // not the paragraph's.
      let gs = run.glyphs
      let rising = gs.count < 2 || gs[0].cluster <= gs[gs.count - 1].cluster
      var lo = 0
      var hi = gs.count
      while lo < hi {
        let mid = (lo + hi) / 2
        let before =
          rising ? gs[mid].cluster < visible.lowerBound : gs[mid].cluster >= visible.upperBound
        if before { lo = mid + 1 } else { hi = mid }
      }
      var k = lo
      while k < gs.count && visible.contains(gs[k].cluster) {
        let g = gs[k]
        glyphs.append(g.glyph)
        positions.append(Point(x: x + g.offsetX * run.scale, y: baseline - g.offsetY * run.scale))
        x += g.advance * run.scale
        k += 1
      }
      if !glyphs.isEmpty {
        out.append(TextLayout.PlacedRun(face: run.face, glyphs: glyphs, positions: positions))
      }
    }
    return out
  }
}
