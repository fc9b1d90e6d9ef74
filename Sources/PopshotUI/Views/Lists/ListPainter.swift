import PopshotGraphics

/// Draws a list's sections where its geometry puts them: headers (their texts are headers to
/// VoiceOver), cells on their cards, rows, the separators between rows, footers. Parts below what
/// is visible are left out, as a list at rest has not loaded them.
struct ListPainter {
  let list: ListNode, geometry: ListGeometry, origin: Point, visible: Rect

  func at(_ r: Rect) -> Rect { r.offsetBy(dx: origin.x, dy: origin.y) }

  func paint(_ out: inout Output) {
    for (s, f) in zip(list.sections, geometry.sections) {
      if let header = s.header, let r = f.header.map(at), r.minY < visible.maxY {
        let first = out.elements.count
        header.placeIn(r, &out)
        for i in out.elements.indices[first...] where out.elements[i].role == .text {
          out.elements[i].traits = (out.elements[i].traits ?? []) + [.isHeader]
        }
      }
      if let card = f.card.map(at), card.minY < visible.maxY { paintCells(s, f, card, &out) }
      if let footer = s.footer, let r = f.footer.map(at), r.minY < visible.maxY {
        footer.placeIn(r, &out)
      }
    }
  }

  func paintCells(
    _ s: ListNode.Section, _ f: ListGeometry.SectionFrames, _ card: Rect, _ out: inout Output
  ) {
    let m = list.metrics
    let scheme = list.env.colorScheme
    let shape: Path =
      list.appearance.grouping == .insetGrouped
      ? .roundedRect(card, cornerRadius: m.cornerRadius, style: .continuous) : .rect(card)
    // Row backgrounds are clipped to the card, so the first and last take its corners.
    out.items.append(.pushClip(shape, .nonZero))
    let cellColor = list.appearance.cellColor?.resolved(scheme)
    if let cellColor { out.items.append(.fill(shape, .solid(cellColor), .nonZero)) }
    let hairline = 1 / list.env.displayScale
    for (i, row) in s.rows.enumerated() {
      let cell = at(f.cells[i])
      guard cell.minY < visible.maxY else { break }
      let saved = out.background
      if let cellColor { out.background = cellColor }
      if let background = row.background {
        let size = background.size(ProposedSize(cell.size))
        background.placeIn(Rect(origin: cell.origin, size: size), &out)
        if let c = DecoratedNode.solidColor(of: background), c.alpha > 0 { out.background = c }
      }
      let first = out.elements.count
      let content = at(f.contents[i])
      if row.takesTaps { out.contentShape = cell }
      row.node.placeIn(content, &out)
      if row.takesTaps { out.contentShape = nil }
      out.background = saved
      guard i + 1 < s.rows.count else { continue }
      // The separator under the row: a hairline from the row's first text (its content's
      // leading edge when it has none, or the leading edge of a control the text is part of,
      // as a segmented picker's titles are) to the cell's trailing edge (iOS 26's cards: 16 pt
      // short of it).
      let next = s.rows[i + 1]
      guard row.separators.bottom != .hidden, next.separators.top != .hidden else { continue }
      let drawn = out.elements[first...]
      let text = drawn.first { $0.role == .text }
      let control = text.flatMap { t in
        drawn.first { e in
          e.role.drawsItsOwnTexts
            && e.frame.contains(Point(x: t.frame.midX, y: t.frame.midY))
            && e.frame.minX < t.frame.minX - 0.5
        }
      }
      let textX =
        control.map { max($0.frame.minX, content.minX) } ?? text?.frame.minX
        ?? content.minX
      let lead = min(max(textX, cell.minX), cell.maxX)
      let endInset = list.appearance.grouping == .insetGrouped ? m.separatorTrailingInset : 0
      let end = max(lead, cell.maxX - endInset)
      let tint = row.separators.bottomTint ?? next.separators.topTint ?? Color.separator
      out.items.append(
        .fill(
          .rect(Rect(x: lead, y: cell.maxY - hairline, width: end - lead, height: hairline)),
          .solid(tint.resolved(scheme)), .nonZero))
    }
    out.items.append(.popClip)
  }
}
