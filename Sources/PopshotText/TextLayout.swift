// Lines from shaped text: greedy wrapping at the break opportunities of LineBreaking (with
// UIKit's push-out of a lone last word in a two-line paragraph), a line limit with a trailing
// "…", alignment, and baselines.
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
    /// The em size in points and the span the run belongs to.
    var size: Double
    var span: Int
    /// Where the run's last glyph ends, in points from the frame's left edge.
    var endX: Double
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
    displayItems(at: origin, paints: { _ in paint }, elementID: elementID)
  }

  /// The glyph runs with each span's paint.
  public func displayItems(
    at origin: Point, paints: (Int) -> Paint, elementID: String? = nil
  ) -> [DisplayItem] {
    lines.flatMap { displayItems(of: $0, at: origin, paints: paints, elementID: elementID) }
  }

  /// One line's glyph runs.
  public func displayItems(
    of line: Line, at origin: Point, paints: (Int) -> Paint, elementID: String? = nil
  ) -> [DisplayItem] {
    line.runs.flatMap { run -> [DisplayItem] in
      let positions = run.positions.map { Point(x: $0.x + origin.x, y: $0.y + origin.y) }
      // Emoji draw their own colours as bitmaps, whatever the text's paint.
      if run.face.hasColorBitmaps {
        return zip(run.glyphs, positions).compactMap { glyph, p in
          run.face.colorGlyph(glyph).map { TextLayout.colorGlyphItem($0, at: p, size: run.size) }
        }
      }
      return [
        .glyphRun(
          GlyphRun(
            source: run.face, size: run.size, glyphs: run.glyphs, positions: positions,
            paint: paints(run.span), elementID: elementID))
      ]
    }
  }

  /// Where a span's glyphs sit on a line, for underlines and strikethroughs.
  public struct RunBox: Sendable {
    public var span: Int
    public var minX: Double, maxX: Double, baseline: Double
    /// The face's underline offset below the baseline and thickness, and its strikeout height
    /// above the baseline, in points.
    public var underlineOffset: Double, thickness: Double, strikeoutHeight: Double
  }

  /// The runs of every line, in the frame's coordinates (top-left at 0, 0).
  public var runBoxes: [RunBox] {
    lines.flatMap { line in
      line.runs.compactMap { run -> RunBox? in
        guard let first = run.positions.first else { return nil }
        let k = run.size / run.face.unitsPerEm
        return RunBox(
          span: run.span, minX: first.x, maxX: run.endX, baseline: line.baseline,
          underlineOffset: run.face.underlinePosition * k,
          thickness: run.face.underlineThickness * k,
          strikeoutHeight: run.face.strikeoutPosition * k)
      }
    }
  }
}

extension ShapedText {
  /// The size the text takes for a proposed width (nil: ideal, one line per paragraph): the same
  /// lines as `layout`, without placing glyphs.
  public func measure(
    width: Double?, lineLimit: Int? = nil, lineSpacing: Double = 0,
    truncationMode: TruncationMode = .tail
  ) -> Size {
    if lineLimit == nil, lineSpacing == 0, let width, width <= 0 {
      return narrowest.get {
        measureLines(width: 0, lineLimit: nil, lineSpacing: 0, truncationMode: .tail)
      }
    }
    // At its ideal width or wider a text breaks only at its newlines: a line per paragraph, so
    // every such proposal has the ideal width, whatever line limit leaves them all (stacks ask
    // at ∞ and at many wide shares, with and without a height).
    if (lineLimit ?? Int.max) >= paragraphs.count {
      let idealWidth = unwrapped.get {
        measureLines(width: nil, lineLimit: nil, lineSpacing: 0, truncationMode: .tail)
      }.width
      if width.map({ $0 >= idealWidth }) ?? true {
        return Size(
          width: idealWidth, height: height(lines: paragraphs.count, lineSpacing: lineSpacing))
      }
    }
    return measureLines(
      width: width, lineLimit: lineLimit, lineSpacing: lineSpacing, truncationMode: truncationMode)
  }

  func measureLines(
    width: Double?, lineLimit: Int?, lineSpacing: Double, truncationMode: TruncationMode
  ) -> Size {
    let maxWidth = resolvedWidth(width)
    let (ranges, truncated) = lineRanges(maxWidth: maxWidth, lineLimit: lineLimit)
    if truncated && truncationMode != .tail && ranges.count == 1 {
      return layout(width: width, lineLimit: lineLimit, truncationMode: truncationMode).size
    }
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
    return Size(width: widest, height: height(lines: ranges.count, lineSpacing: lineSpacing))
  }

  /// Lines of the line height, `lineSpacing` between each two.
  func height(lines n: Int, lineSpacing: Double) -> Double {
    Double(n) * lineHeight + Double(max(0, n - 1)) * lineSpacing
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
    truncationSearch(para, from: start, maxWidth: maxWidth).end
  }

  /// `truncationEnd` and the steps it took. The widths of every end are summed once, left to
  /// right from `start` (the order `trimmedWidth` sums in, so the same values), then the ends
  /// are tried from the paragraph's end backwards: the cost is the paragraph's length, where
  /// measuring each end afresh cost its square (a 40,000-word text took 30 s).
  func truncationSearch(_ para: ShapedParagraph, from start: Int, maxWidth: Double)
    -> (end: Int, steps: Int)
  {
    let n = para.scalars.count
    guard n > start + 1 else { return (n, 0) }
    var sums = [Double](repeating: 0, count: n - start + 1)
    var w = 0.0
    for i in start..<n {
      w += para.advances[i]
      sums[i - start + 1] = w
    }
    var steps = n - start
    let limit = maxWidth + ShapedText.widthTolerance
    let ellipsis = ellipsisWidth
    var end = n
    // The end less its trailing spaces; it only moves back as `end` does.
    var trimmed = n
    while true {
      trimmed = min(trimmed, end)
      while trimmed > start && LineBreaking.isSpace(para.scalars[trimmed - 1]) {
        trimmed -= 1
        steps += 1
      }
      guard end > start + 1 && sums[trimmed - start] + ellipsis > limit else { break }
      end -= 1
      steps += 1
      while end > start + 1 && !para.clusterStart[end] {
        end -= 1
        steps += 1
      }
    }
    return (end, steps)
  }

  /// Lays the text out for a proposed width.
  public func layout(
    width: Double?, lineLimit: Int? = nil, alignment: TextAlignment = .leading,
    lineSpacing: Double = 0, truncationMode: TruncationMode = .tail
  ) -> TextLayout {
    let maxWidth = resolvedWidth(width)
    let (ranges, truncated) = lineRanges(maxWidth: maxWidth, lineLimit: lineLimit)
    var lines: [TextLayout.Line] = []
    for (i, entry) in ranges.enumerated() {
      let para = paragraphs[entry.paragraph]
      var range = entry.range
      let last = truncated && i == ranges.count - 1
      let top = Double(i) * (lineHeight + lineSpacing)
      let baseline = top + (lineHeight - ascent - descent) / 2 + ascent
      if last && ranges.count == 1 && truncationMode != .tail && !para.rightToLeft {
        let (runs, w) = truncatedLine(
          para, mode: truncationMode, maxWidth: maxWidth, baseline: baseline)
        lines.append(
          TextLayout.Line(
            range: para.offset..<(para.offset + para.scalars.count), width: w, x: 0,
            baseline: baseline, runs: runs))
        continue
      }
      if last {
        range = range.lowerBound..<truncationEnd(para, from: range.lowerBound, maxWidth: maxWidth)
      }
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
        if rtl {
          for r in runs.indices { runs[r].endX += ellipsisWidth }
        }
        runs.append(
          placedEllipsis(
            at: rtl ? 0 : width, baseline: baseline,
            span: span(para, at: max(range.lowerBound, range.upperBound - 1))))
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
        lines[i].runs[r].endX += dx
      }
    }
    return TextLayout(
      size: Size(width: textWidth, height: height(lines: lines.count, lineSpacing: lineSpacing)),
      lines: lines,
      font: font,
      truncated: truncated, missingCharacters: missingCharacters)
  }

  /// How many lines the text takes at a width, without a limit.
  public func lineCount(width: Double) -> Int {
    lineRanges(maxWidth: resolvedWidth(width), lineLimit: nil).ranges.count
  }

  /// Whether a word is wider than `width`, so that it would break between its letters.
  public func breaksWords(width: Double) -> Bool { widestWord > width + ShapedText.widthTolerance }

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
    return pushedOut(p, lines, maxWidth: maxWidth)
  }

  /// UIKit's standard line-break strategy (`NSParagraphStyle.LineBreakStrategy.pushOut`, which
  /// SwiftUI's Text has): a paragraph that wraps to two lines does not leave one word alone on
  /// the second; the first line's last word moves down to it ("the text system only pushes out
  /// the last line by one word", Apple). Only two-line paragraphs, as recorded: an iOS 18 alert
  /// pushed "about" down to "something." on a two-line paragraph and left "alert." alone under a
  /// three-line one (MickeyRU/AlertsLibrary, docs/platform.md "Line breaking"). Only at spaces:
  /// a break between ideographs is not a word's.
  func pushedOut(_ p: ShapedParagraph, _ lines: [Range<Int>], maxWidth: Double) -> [Range<Int>] {
    guard lines.count == 2, lines[0].count > 0, lines[1].count > 0 else { return lines }
    let split = lines[1].lowerBound
    guard LineBreaking.isSpace(p.scalars[split - 1]) else { return lines }
    // The second line is one word: no break opportunity after a space inside it.
    for i in (split + 1)..<lines[1].upperBound
    where p.breaks[i] && LineBreaking.isSpace(p.scalars[i - 1]) {
      return lines
    }
    // The first line's last word: its last break opportunity after a space.
    var b = split - 1
    while b > lines[0].lowerBound && !(p.breaks[b] && LineBreaking.isSpace(p.scalars[b - 1])) {
      b -= 1
    }
    guard b > lines[0].lowerBound,
      trimmedWidth(p, b..<lines[1].upperBound) <= maxWidth + ShapedText.widthTolerance
    else { return lines }
    return [lines[0].lowerBound..<b, b..<lines[1].upperBound]
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
        out.append(
          TextLayout.PlacedRun(
            face: run.face, glyphs: glyphs, positions: positions, size: run.size,
            span: run.span, endX: x))
      }
    }
    return out
  }
}
