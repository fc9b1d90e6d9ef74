// Where a line limit cuts a text (SwiftUI's truncationMode): at the end ("Lorem ips…", the default,
// TextLayout), at the start ("…sit amet") or in the middle ("Lorem…amet"). As UILabel does, the
// head and middle modes apply to a text cut to one line; a longer text is cut at its tail.
import PopshotGraphics

/// Where truncated text loses its characters (SwiftUI's Text.TruncationMode).
public enum TruncationMode: String, CaseIterable, Hashable, Sendable, Codable {
  case head, middle, tail
}

extension ShapedText {
  /// The span of the run that holds scalar `i` of a paragraph.
  func span(_ para: ShapedParagraph, at i: Int) -> Int {
    para.runs.first { $0.range.contains(i) }?.span ?? para.runs.last?.span ?? 0
  }

  /// The ellipsis placed with its left edge at `x`.
  func placedEllipsis(at x: Double, baseline: Double, span: Int) -> TextLayout.PlacedRun {
    var glyphs: [UInt32] = []
    var positions: [Point] = []
    var pen = x
    for g in ellipsis.glyphs {
      glyphs.append(g.glyph)
      positions.append(
        Point(x: pen + g.offsetX * ellipsis.scale, y: baseline - g.offsetY * ellipsis.scale))
      pen += g.advance * ellipsis.scale
    }
    return TextLayout.PlacedRun(
      face: ellipsis.face, glyphs: glyphs, positions: positions, size: ellipsis.size, span: span,
      endX: pen)
  }

  /// One line of a left-to-right paragraph cut at its head or in its middle to fit `maxWidth`.
  func truncatedLine(
    _ para: ShapedParagraph, mode: TruncationMode, maxWidth: Double, baseline: Double
  ) -> (runs: [TextLayout.PlacedRun], width: Double) {
    let n = para.scalars.count
    let budget = maxWidth - ellipsisWidth + ShapedText.widthTolerance
    // The prefix: as much of the start as fits in its share (none for head truncation).
    var prefixEnd = 0
    if mode == .middle {
      var end = 0
      while end < n {
        var next = end + 1
        while next < n && !para.clusterStart[next] { next += 1 }
        if trimmedWidth(para, 0..<next) > budget / 2 { break }
        end = next
      }
      prefixEnd = end
    }
    let prefixWidth = trimmedWidth(para, 0..<prefixEnd)
    // The suffix: the shortest end that fits what is left, starting on a cluster.
    var start = n
    while start > prefixEnd {
      var prev = start - 1
      while prev > prefixEnd && !para.clusterStart[prev] { prev -= 1 }
      if prefixWidth + suffixWidth(para, prev..<n) > budget { break }
      start = prev
    }
    while start < n && LineBreaking.isSpace(para.scalars[start]) { start += 1 }
    var runs = place(para, range: 0..<prefixEnd, baseline: baseline)
    runs.append(
      placedEllipsis(
        at: prefixWidth, baseline: baseline, span: span(para, at: min(prefixEnd, n - 1))))
    let dx = prefixWidth + ellipsisWidth
    for var run in place(para, range: start..<n, baseline: baseline) {
      run.positions = run.positions.map { Point(x: $0.x + dx, y: $0.y) }
      run.endX += dx
      runs.append(run)
    }
    return (runs, dx + trimmedWidth(para, start..<n))
  }

  /// The width of a range with its leading spaces left out (they are not drawn after "…").
  private func suffixWidth(_ p: ShapedParagraph, _ r: Range<Int>) -> Double {
    var start = r.lowerBound
    while start < r.upperBound && LineBreaking.isSpace(p.scalars[start]) { start += 1 }
    return trimmedWidth(p, start..<r.upperBound)
  }
}
