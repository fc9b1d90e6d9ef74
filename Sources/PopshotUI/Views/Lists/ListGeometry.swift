import PopshotGraphics
import PopshotText

/// Where a list's parts go at one width, from the list's top-left corner: the arithmetic of
/// ListNode's layout, kept apart from drawing so that measuring and placing agree.
struct ListGeometry {
  struct SectionFrames {
    var header: Rect?
    /// The section's cells together (a card in the inset grouped style); nil with no rows.
    var card: Rect?
    var cells: [Rect] = []
    /// Each row's content in its cell.
    var contents: [Rect] = []
    var footer: Rect?
  }

  let width: Double
  private(set) var height = 0.0
  private(set) var sections: [SectionFrames] = []
  /// The layout margin at this width.
  let margin: Double

  init(_ list: ListNode, width: Double) {
    let m = list.metrics
    self.width = width
    // UIKit's system layout margins follow the window, not the list: a 375 pt list on a 402 pt
    // phone still has 20 pt margins (measured, docs/platform.md "Lists").
    margin = m.margin(forWidth: list.env.hasScreen ? list.env.screen.size.width : width)
    let grouped = list.appearance.isGrouped
    let cardX = list.appearance.grouping == .insetGrouped ? margin : 0
    let cardWidth = max(0, width - 2 * cardX)
    // Headers and footers line up with the rows' text.
    let textX = cardX + margin
    let textWidth = max(0, cardWidth - 2 * margin)
    let textInsets = EdgeInsets(
      top: m.rowVerticalInset, leading: margin, bottom: m.rowVerticalInset, trailing: margin)
    let controlInsets = EdgeInsets(
      top: m.controlRowVerticalInset, leading: margin, bottom: m.controlRowVerticalInset,
      trailing: margin)
    let minRowHeight = list.env.defaultMinListRowHeight
    // Above the first section: iOS 17–18's section spacing (a top content margin adds to it;
    // right under a large title, a first section without a header takes it), or iOS 26's own,
    // which a top content margin replaces and a large title above takes.
    let underTitle = list.env.isUnderLargeTitle && list.margins.top == 0
    let first =
      m.firstSection.map {
        list.margins.top > 0 ? $0.underMargin : underTitle ? $0.underLargeTitle : $0.default
      } ?? (underTitle && list.sections.first?.header == nil ? m.firstUnderLargeTitle : nil)
    var y = 0.0
    for (i, s) in list.sections.enumerated() {
      if grouped {
        y += ListGeometry.spacing(before: i, of: list.sections, m, first: first)
      }
      var f = SectionFrames()
      if let header = s.header {
        if !grouped { y += m.plainHeaderVertical }
        let size = header.size(ProposedSize(width: textWidth, height: nil))
        f.header = Rect(x: textX, y: y, width: size.width, height: size.height)
        y +=
          size.height + (grouped ? ListGeometry.headerBottom(m, list.env) : m.plainHeaderVertical)
      }
      // Cells start on whole pixels (UIKit's table cells; every card edge in the recordings).
      if grouped { y = roundToPixel(y, scale: list.env.displayScale) }
      let top = y
      for row in s.rows {
        let insets = row.insets ?? (row.holdsControl ? controlInsets : textInsets)
        let contentWidth = max(0, cardWidth - insets.leading - insets.trailing)
        let size = row.node.size(ProposedSize(width: contentWidth, height: nil))
        let height = max(minRowHeight, size.height + insets.top + insets.bottom)
        let free = height - insets.top - insets.bottom - size.height
        f.cells.append(Rect(x: cardX, y: y, width: cardWidth, height: height))
        // A cell's content view sits on whole pixels too (a switch 6.5 pt into a 44 pt row is
        // drawn 6.67 pt in at 3x, its edges crisp).
        var contentY = y + insets.top + free / 2
        if grouped { contentY = roundToPixel(contentY, scale: list.env.displayScale) }
        f.contents.append(
          Rect(x: cardX + insets.leading, y: contentY, width: size.width, height: size.height))
        y += height
        if grouped { y = roundToPixel(y, scale: list.env.displayScale) }
      }
      if !s.rows.isEmpty { f.card = Rect(x: cardX, y: top, width: cardWidth, height: y - top) }
      if let footer = s.footer {
        let footerTop = m.footerTop(at: list.env.dynamicTypeSize)
        y += footerTop
        let size = footer.size(ProposedSize(width: textWidth, height: nil))
        f.footer = Rect(x: textX, y: y, width: size.width, height: size.height)
        y += size.height + (grouped ? 0 : footerTop)
      }
      sections.append(f)
    }
    if grouped, let last = list.sections.last { y += m.spacing(last.spacing) }
    height = y
  }

  /// The space above section `i` of a grouped list: the first section's, or the spacing after
  /// the previous section (after its footer's text in iOS 26), less the header's reduction when
  /// the section has a header.
  static func spacing(
    before i: Int, of sections: [ListNode.Section], _ m: ListMetrics, first: Double?
  ) -> Double {
    if i == 0 {
      return first
        ?? max(0, m.sectionSpacing - (sections[0].header == nil ? 0 : m.firstHeaderReduction))
    }
    let previous = sections[i - 1]
    var gap = m.spacing(previous.spacing)
    if previous.footer != nil, case .default = previous.spacing.kind,
      let after = m.spacingAfterFooter
    {
      gap = after
    }
    return sections[i].header == nil ? gap : max(0, gap - m.headerSpacingReduction)
  }

  /// The gap under a grouped header's line: iOS 17–18's measured constant, or (iOS 26) the gap
  /// that puts its baseline the measured distance above the card, that distance less the
  /// header font's descent (SF Pro's, 3.73 pt at a 16 pt headline).
  static func headerBottom(_ m: ListMetrics, _ env: EnvironmentValues) -> Double {
    switch m.headerToCard {
    case .belowLine(let gap): return gap
    case .belowBaseline(let distance):
      let size = m.groupedHeaderFont.resolved(env.dynamicTypeSize).size
      return distance - SystemFontMetrics.descender * size
    }
  }
}
